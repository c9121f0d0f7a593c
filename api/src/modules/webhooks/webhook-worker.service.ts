import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { type IntegrationEvent, WebhookDeliveryStatus } from '@clube/shared';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config.js';
import { execute, queryRows } from '../../platform/database/sql.js';
import type { EventKind } from '../../platform/events/domain-event.js';
import { DomainEvents, type RecordedEvent } from '../../platform/events/domain-events.service.js';
import { PeriodicJob } from '../../platform/jobs/periodic-job.js';
import { AccessGranted } from '../access-validation/access.events.js';
import { AssociateUpdated } from '../associates/associate.events.js';
import { OrderPaid, PaymentRefunded } from '../payments/payment.events.js';
import { ReservationCancelled, ReservationConfirmed } from '../reservations/reservation.events.js';
import { TicketsConfirmed } from '../tickets/ticket.events.js';
import {
  WEBHOOK_BATCH,
  WEBHOOK_LEASE_SECONDS,
  WEBHOOK_TIMEOUT_MS,
  WEBHOOK_WORKER_INTERVAL_MS,
  nextWebhookAttempt,
  webhookAccepted,
} from './webhook-schedule.js';
import { webhookHeaders } from './webhook-signature.js';
import { assertPublicDestination } from './webhook-url.js';
import { type ClaimedDelivery, WEBHOOKS_SQL } from './webhooks.queries.js';

/** The domain event kind of each integration event (the owning modules define them). */
export const WEBHOOK_KINDS: Record<IntegrationEvent, EventKind<object>> = {
  'order.paid': OrderPaid,
  'order.refunded': PaymentRefunded,
  'reservation.confirmed': ReservationConfirmed,
  'reservation.cancelled': ReservationCancelled,
  'ticket.confirmed': TicketsConfirmed,
  'access.granted': AccessGranted,
  'associate.updated': AssociateUpdated,
};

/** What one attempt came to. */
export interface AttemptResult {
  statusCode: number | null;
  error: string | null;
  durationMs: number;
}

/**
 * The webhooks' delivery (docs/decisions.md, "Webhooks"): each integration event, once its
 * transaction committed, becomes one `webhook_delivery` per endpoint taking it; every API
 * process then sends what is due (at once after the event, then every few seconds), each
 * delivery claimed with `FOR UPDATE SKIP LOCKED` and a lease, signed as Standard Webhooks says,
 * retried on the suggested schedule for about a day, each attempt logged. State lives in
 * PostgreSQL: a restart loses nothing, a crash mid-send is retried after the lease.
 */
@Injectable()
export class WebhookWorker extends PeriodicJob implements OnModuleInit {
  protected readonly intervalMs = WEBHOOK_WORKER_INTERVAL_MS;
  private readonly inFlight = new Set<Promise<unknown>>();

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly domainEvents: DomainEvents,
  ) {
    super();
  }

  onModuleInit(): void {
    for (const kind of Object.values(WEBHOOK_KINDS)) {
      this.domainEvents.on(kind, (payload, event) => this.enqueue(payload, event));
    }
  }

  /** The worker's clock (tests move it to make retries due). */
  now(): Date {
    return new Date();
  }

  /** The event's deliveries, one per endpoint taking it; the new ones are sent at once. */
  async enqueue(payload: object, event: RecordedEvent): Promise<void> {
    const body = JSON.stringify({
      type: event.type,
      timestamp: new Date(event.createdAt).toISOString(),
      data: payload,
    });
    const due = this.now();
    const made = await queryRows(this.db, WEBHOOKS_SQL.enqueue, [event.id, event.type, body, due]);
    if (made.length) this.track(this.deliverDue(due));
  }

  protected enabled(): boolean {
    return this.config.events.relay;
  }

  protected round(): Promise<number> {
    return this.deliverDue();
  }

  /** One round: sends the deliveries due at `now` (up to a batch); how many it sent. */
  async deliverDue(now: Date = this.now()): Promise<number> {
    const due = await queryRows(this.db, WEBHOOKS_SQL.claimDue, [
      now,
      WEBHOOK_BATCH,
      WEBHOOK_LEASE_SECONDS,
    ]);
    await Promise.all(due.map((d) => this.attempt(d, false, now)));
    return due.length;
  }

  /**
   * Staff's 'Reenviar': one attempt now, same `webhook-id`; null when a sender holds it. A
   * success delivers it; a failure leaves its schedule (or its Falhou) as it was.
   */
  async resend(deliveryId: string): Promise<AttemptResult | null> {
    const now = this.now();
    const [claimed] = await queryRows(this.db, WEBHOOKS_SQL.claimOne, [
      deliveryId,
      now,
      WEBHOOK_LEASE_SECONDS,
    ]);
    return claimed ? this.attempt(claimed, true, now) : null;
  }

  /** POSTs the delivery, logs the attempt and moves the delivery on. */
  private async attempt(d: ClaimedDelivery, manual: boolean, now: Date): Promise<AttemptResult> {
    const result = await this.post(d);
    const ok = webhookAccepted(result.statusCode);
    let status = d.status;
    let next = d.next_attempt_at;
    if (ok) {
      status = WebhookDeliveryStatus.Delivered;
      next = null;
    } else if (!manual) {
      next = nextWebhookAttempt(d.attempts, now);
      status = next ? WebhookDeliveryStatus.Pending : WebhookDeliveryStatus.Failed;
    }
    await this.db.transaction(async (tx) => {
      await execute(tx, WEBHOOKS_SQL.attempt, [
        d.id,
        new Date(),
        result.statusCode,
        result.durationMs,
        result.error,
        manual,
      ]);
      await execute(tx, WEBHOOKS_SQL.finish, [
        d.id,
        status,
        next,
        result.statusCode,
        result.error,
        ok ? new Date() : null,
      ]);
    });
    return result;
  }

  /** One signed POST, with the timeout; never throws. Redirects are not followed. */
  private async post(d: ClaimedDelivery): Promise<AttemptResult> {
    const started = performance.now();
    const elapsed = () => Math.round(performance.now() - started);
    try {
      if (this.config.env === 'production') await assertPublicDestination(d.url);
      const res = await fetch(d.url, {
        method: 'POST',
        redirect: 'manual',
        signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
        headers: {
          'content-type': 'application/json',
          'user-agent': 'Clube-Webhooks/1',
          ...webhookHeaders(d.secret, d.message_id, new Date(), d.body),
        },
        body: d.body,
      });
      await res.body?.cancel();
      const error = webhookAccepted(res.status) ? null : `HTTP ${res.status}`;
      return { statusCode: res.status, error, durationMs: elapsed() };
    } catch (err) {
      const timedOut = err instanceof Error && err.name === 'TimeoutError';
      const cause = err instanceof Error && err.cause instanceof Error ? err.cause.message : null;
      const message = timedOut
        ? `Sem resposta em ${WEBHOOK_TIMEOUT_MS / 1000} s.`
        : (cause ?? (err instanceof Error ? err.message : String(err)));
      return { statusCode: null, error: message.slice(0, 500), durationMs: elapsed() };
    }
  }

  private track(work: Promise<unknown>): void {
    const tracked: Promise<unknown> = work
      .catch((err: unknown) => this.logger.error({ err }, 'Webhook round failed'))
      .finally(() => this.inFlight.delete(tracked));
    this.inFlight.add(tracked);
  }

  /** Resolves once the sends started in the background are done (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.all([...this.inFlight]);
  }

  override async onApplicationShutdown(): Promise<void> {
    await super.onApplicationShutdown();
    await this.idle();
  }
}
