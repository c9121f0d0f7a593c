import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import type { DatabaseConnection } from '../database/data-source.js';
import { DATABASE_CONNECTION } from '../database/database.tokens.js';
import { execute, queryRows } from '../database/sql.js';
import { PeriodicJob, runExclusive } from '../jobs/periodic-job.js';
import type { DomainEvent, EventKind } from './domain-event.js';
import { OUTBOX_SQL, type OutboxRow } from './outbox.queries.js';
import { OutboxSubscriber } from './outbox.subscriber.js';

/** Which recorded event a handler is given (its outbox row): an id stable across retries. */
export interface RecordedEvent {
  id: string;
  type: string;
  createdAt: Date;
}

/** A listener of one kind of event. It may run more than once for an event (after a crash). */
type Handler<P> = (payload: P, event: RecordedEvent) => Promise<void>;

/** How long a process may handle a claimed event before another may take it. */
export const OUTBOX_LEASE_SECONDS = 300;
/** The relay leaves a new event this long to the process that committed it. */
export const OUTBOX_GRACE_SECONDS = 30;
/** How often the relay looks for events left unhandled (a crash, a failed handler). */
export const OUTBOX_RELAY_INTERVAL_MS = 15_000;
/** pg advisory lock key of the relay ("OUTB"). */
export const OUTBOX_RELAY_LOCK_KEY = 0x4f55_5442;
/** A failed event is retried after 1, 2, 4 … minutes, at most an hour apart. */
export const outboxBackoffSeconds = (attempts: number): number =>
  Math.min(3600, 60 * 2 ** Math.max(0, attempts - 1));

/**
 * Domain events through an outbox in PostgreSQL (docs/decisions.md, "Domain events"): a module
 * records its events inside its transaction (`record`); after the commit, the process that
 * committed claims and handles them in the background; what a crash or a failing handler leaves
 * is taken by the relay (one replica at a time) after a grace period, with backoff. Listeners
 * subscribe by kind (`on`), in the module that acts (invitations, e-mails, webhooks).
 */
@Injectable()
export class DomainEvents extends PeriodicJob implements OnModuleInit {
  private readonly handlers = new Map<string, Handler<unknown>[]>();
  private readonly inFlight = new Set<Promise<void>>();
  protected readonly intervalMs = OUTBOX_RELAY_INTERVAL_MS;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(DATABASE_CONNECTION) private readonly connection: DatabaseConnection,
  ) {
    super();
  }

  onModuleInit(): void {
    this.subscriber().onCommitted = (ids) => this.track(this.handle(ids));
  }

  private subscriber(): OutboxSubscriber {
    const found = this.db.subscribers.find(
      (s): s is OutboxSubscriber => s instanceof OutboxSubscriber,
    );
    if (!found) throw new Error('OutboxSubscriber is missing from the data source');
    return found;
  }

  /** Listens to one kind of event (call it in the listening service's constructor or init). */
  on<P>(kind: EventKind<P>, handler: Handler<P>): void {
    const list = this.handlers.get(kind.type) ?? [];
    list.push(handler as Handler<unknown>);
    this.handlers.set(kind.type, list);
  }

  /** Records events in the transaction `tx`: they are handled once it commits, never if not. */
  async record(tx: EntityManager, ...events: DomainEvent[]): Promise<void> {
    if (!events.length) return;
    const runner = tx.queryRunner;
    if (!runner?.isTransactionActive)
      throw new Error('Domain events are recorded in a transaction');
    const rows = await queryRows(tx, OUTBOX_SQL.insert, [
      events.map((e) => e.type),
      events.map((e) => JSON.stringify(e.payload)),
      OUTBOX_GRACE_SECONDS,
    ]);
    this.subscriber().wrote(
      runner,
      rows.map((r) => r.id),
    );
  }

  /** Claims these events (those not handled nor claimed by another) and handles them. */
  private async handle(ids: string[]): Promise<void> {
    try {
      const claimed = await queryRows(this.db, OUTBOX_SQL.claim, [ids, OUTBOX_LEASE_SECONDS]);
      for (const row of claimed) await this.run(row);
    } catch (err) {
      this.logger.error({ err, ids }, 'Domain events could not be handled (the relay retries)');
    }
  }

  private async run(row: OutboxRow): Promise<void> {
    try {
      const event: RecordedEvent = { id: row.id, type: row.type, createdAt: row.created_at };
      for (const handler of this.handlers.get(row.type) ?? []) await handler(row.payload, event);
      await execute(this.db, OUTBOX_SQL.done, [row.id]);
    } catch (err) {
      this.logger.error({ err, event: row.id, type: row.type }, 'A domain event handler failed');
      await execute(this.db, OUTBOX_SQL.failed, [
        row.id,
        outboxBackoffSeconds(row.attempts),
        err instanceof Error ? err.message : String(err),
      ]).catch(() => undefined);
    }
  }

  private track(work: Promise<void>): void {
    const tracked: Promise<void> = work.finally(() => this.inFlight.delete(tracked));
    this.inFlight.add(tracked);
  }

  /** Resolves once the events handled in the background so far are done (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.all([...this.inFlight]);
  }

  protected enabled(): boolean {
    return this.config.events.relay;
  }

  /** The relay's round: the events left due (one replica at a time); how many it took. */
  protected round(): Promise<number> {
    return this.relay();
  }

  /** One round of the relay (tests call it): claims up to 100 due events and handles them. */
  async relay(): Promise<number> {
    const taken = await runExclusive(this.db, this.connection, OUTBOX_RELAY_LOCK_KEY, async () => {
      const due = await queryRows(this.db, OUTBOX_SQL.claimDue, [100, OUTBOX_LEASE_SECONDS]);
      for (const row of due) await this.run(row);
      return due.length;
    });
    return taken ?? 0;
  }

  override async onApplicationShutdown(): Promise<void> {
    await super.onApplicationShutdown();
    await this.idle();
  }
}
