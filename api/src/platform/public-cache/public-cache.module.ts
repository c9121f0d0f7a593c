import type { RequestListener, Server } from 'node:http';
import {
  Inject,
  Injectable,
  Logger,
  Module,
  type OnModuleDestroy,
  type OnModuleInit,
} from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { PinoLogger } from 'nestjs-pino';
import type { Logger as PinoLoggerType } from 'pino';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import type { DatabaseConnection } from '../database/data-source.js';
import { DATABASE_CONNECTION } from '../database/database.tokens.js';
import { ChangeListener } from './change-listener.js';
import { PublicCache } from './public-cache.js';
import { publicCacheListener } from './public-cache.http.js';
import { WriteWatcherSubscriber } from './write-watcher.subscriber.js';

/**
 * Public reads (`@Endpoint({ public: true, revalidate: true })`) served from memory, revalidated
 * through a strong ETag, and dropped on every committed write, here and on every other replica
 * (PostgreSQL LISTEN/NOTIFY). See docs/decisions.md, "Public reads from memory".
 */
@Injectable()
export class PublicCacheService implements OnModuleInit, OnModuleDestroy {
  private readonly log = new Logger('PublicCache');
  readonly cache: PublicCache;
  private listener: ChangeListener | undefined;
  private stopWatching: (() => void) | undefined;
  private server: Server | undefined;
  private pipeline: RequestListener | undefined;
  private front: RequestListener | undefined;
  private lineLogger: PinoLoggerType | undefined;

  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly dataSource: DataSource,
    @Inject(DATABASE_CONNECTION) private readonly db: DatabaseConnection,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.cache = new PublicCache(config.clubTimeZone);
  }

  async onModuleInit(): Promise<void> {
    const watcher = this.dataSource.subscribers.find(
      (s): s is WriteWatcherSubscriber => s instanceof WriteWatcherSubscriber,
    );
    if (!watcher) throw new Error('WriteWatcherSubscriber is missing from the data source');
    watcher.notify = !this.db.embedded;
    this.stopWatching = watcher.onCommittedWrite(() => this.cache.invalidate());

    const adapter = this.adapterHost.httpAdapter;
    // The same strong ETag (a hash of the bytes) on every answer, from Express or from memory.
    (adapter.getInstance() as { set(name: string, value: unknown): void }).set('etag', 'strong');
    const server = adapter.getHttpServer() as Server | undefined;
    const [pipeline] = (server?.listeners('request') ?? []) as RequestListener[];
    if (server && pipeline) {
      this.server = server;
      this.pipeline = pipeline;
      this.front = publicCacheListener(this.cache, pipeline, () => this.requestLogger());
      server.removeListener('request', pipeline);
      server.on('request', this.front);
    }

    if (this.db.embedded) {
      // One process owns the embedded database: its own writes are all there is to hear of.
      this.cache.setEnabled(true);
      return;
    }
    this.listener = new ChangeListener({
      url: this.db.url,
      ownOrigin: watcher.origin,
      onChange: () => this.cache.invalidate(),
      onState: (listening) => this.cache.setEnabled(listening),
      onError: (message, err) =>
        this.log.warn(`${message}: ${err instanceof Error ? err.message : String(err)}`),
    });
    await this.listener.start();
  }

  /**
   * pino-http's logger for the lines of answers from memory, minus its redaction and request
   * serializers: those lines hold no headers, and the line comes out the same for less work.
   */
  private requestLogger(): PinoLoggerType | undefined {
    if (!this.lineLogger && PinoLogger.root) {
      const asIs = (value: unknown) => value;
      this.lineLogger = PinoLogger.root.child(
        {},
        { redact: [], serializers: { req: asIs, res: asIs } },
      );
    }
    return this.lineLogger;
  }

  async onModuleDestroy(): Promise<void> {
    this.cache.setEnabled(false);
    this.stopWatching?.();
    await this.listener?.stop();
    if (this.server && this.front && this.pipeline) {
      this.server.removeListener('request', this.front);
      this.server.on('request', this.pipeline);
    }
  }
}

@Module({ providers: [PublicCacheService], exports: [PublicCacheService] })
export class PublicCacheModule {}
