import pg from 'pg';
import { CHANGES_CHANNEL } from './write-watcher.subscriber.js';

export interface ChangeListenerOptions {
  url: string;
  /** Notifications carrying this payload are this process's own: skipped. */
  ownOrigin: string;
  /** Another replica committed a write. */
  onChange(): void;
  /** true once LISTEN is in place (again); false as soon as the connection is in doubt. */
  onState(listening: boolean): void;
  onError(message: string, err: unknown): void;
  /** How often the connection is proved alive (ms). */
  pingEveryMs?: number;
}

const APPLICATION_NAME = 'clube-public-cache';

/**
 * `LISTEN clube_public_changes` on a connection of its own (a pooled one would be handed to
 * other queries and lose its LISTEN on release). If the connection fails, is closed by the
 * server or stops answering the periodic ping, the listener says so at once (the cache stops
 * serving, since it could miss a change) and reconnects with a growing delay (0.2 s to 5 s);
 * once listening again, the cache starts afresh.
 */
export class ChangeListener {
  private client: pg.Client | undefined;
  private stopped = false;
  private attempt = 0;
  private retry: NodeJS.Timeout | undefined;
  private ping: NodeJS.Timeout | undefined;

  constructor(private readonly options: ChangeListenerOptions) {}

  /** Connects; resolves once listening or after the first failure (retries go on behind). */
  start(): Promise<void> {
    return this.connect();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retry);
    clearInterval(this.ping);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    if (this.stopped) return;
    const client = new pg.Client({
      connectionString: this.options.url,
      application_name: APPLICATION_NAME,
      keepAlive: true,
      connectionTimeoutMillis: 5_000,
      query_timeout: 5_000,
    });
    client.on('error', (err) => this.dropped(client, err));
    client.on('end', () => this.dropped(client, new Error('connection closed')));
    client.on('notification', (msg) => {
      if (msg.channel === CHANGES_CHANNEL && msg.payload !== this.options.ownOrigin) {
        this.options.onChange();
      }
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANGES_CHANNEL}`);
    } catch (err) {
      this.dropped(client, err);
      return;
    }
    if (this.stopped) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    this.attempt = 0;
    this.ping = setInterval(() => {
      client.query('SELECT 1').catch((err: unknown) => this.dropped(client, err));
    }, this.options.pingEveryMs ?? 10_000);
    this.ping.unref();
    this.options.onState(true);
  }

  private dropped(client: pg.Client, err: unknown): void {
    const marked = client as pg.Client & { dropped?: boolean };
    if (marked.dropped) return;
    marked.dropped = true;
    client.end().catch(() => undefined);
    if (this.stopped) return;
    if (this.client === client) {
      this.client = undefined;
      clearInterval(this.ping);
    }
    this.options.onState(false);
    this.options.onError(
      `Lost the ${CHANGES_CHANNEL} listener (attempt ${this.attempt + 1}); public reads bypass the cache until it is back`,
      err,
    );
    const delay = Math.min(5_000, 200 * 2 ** this.attempt++);
    this.retry = setTimeout(() => void this.connect(), delay);
    this.retry.unref();
  }
}
