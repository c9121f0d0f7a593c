import { WebhookDeliveryStatus } from '@clube/shared';
import { statement } from '../../platform/database/sql.js';

const PENDING = WebhookDeliveryStatus.Pending;

/** A delivery claimed for sending, with what sending needs. */
export interface ClaimedDelivery {
  id: string;
  message_id: string;
  body: string;
  attempts: number;
  status: WebhookDeliveryStatus;
  next_attempt_at: Date | null;
  url: string;
  secret: string;
}

const CLAIMED = `d.id, d.message_id, d.body, d.attempts, d.status, d.next_attempt_at, e.url, e.secret`;

/** The webhooks' SQL (`webhook_endpoint`, `webhook_delivery`, `webhook_attempt`). */
export const WEBHOOKS_SQL = {
  /**
   * One delivery of event $1 (type $2, body $3) per active endpoint taking that type, due at $4
   * (the worker's clock, the one `claimDue` is given: the database's now() has microseconds, a
   * JavaScript date only milliseconds, so a delivery due at now() could be not yet due to a
   * claim in the same millisecond and wait for the next round); none twice (a handler run
   * again, another replica): the unique (event, endpoint).
   */
  enqueue: statement<{ id: string }, [eventId: string, type: string, body: string, due: Date]>(
    'webhooks.enqueue',
    `INSERT INTO webhook_delivery
            (endpoint_id, event_id, event_type, message_id, body, status, next_attempt_at)
     SELECT e.id, $1::bigint, $2::text, 'msg_' || $1::text || '_' || e.id, $3::text,
            ${PENDING}, $4::timestamptz
       FROM webhook_endpoint e
      WHERE e.active AND $2::text = ANY(e.events)
     ON CONFLICT ON CONSTRAINT "UQ_webhook_delivery_event_endpoint" DO NOTHING
     RETURNING id`,
  ),
  /**
   * Claims up to $2 deliveries due at $1 (Pendente, not claimed by a live sender) for $3 s, the
   * oldest due first; rows another process holds are skipped, so replicas share the work and
   * never send one delivery twice at once.
   */
  claimDue: statement<ClaimedDelivery, [now: Date, limit: number, leaseSeconds: number]>(
    'webhooks.claimDue',
    `UPDATE webhook_delivery d
        SET claimed_until = $1::timestamptz + make_interval(secs => $3), attempts = d.attempts + 1
       FROM webhook_endpoint e
      WHERE e.id = d.endpoint_id
        AND d.id IN (
          SELECT id FROM webhook_delivery
           WHERE status = ${PENDING} AND next_attempt_at <= $1
             AND (claimed_until IS NULL OR claimed_until < $1)
           ORDER BY next_attempt_at, id
           LIMIT $2
           FOR UPDATE SKIP LOCKED)
     RETURNING ${CLAIMED}`,
  ),
  /** Claims delivery $1 for a resend now ($2), whatever its status, unless a sender holds it. */
  claimOne: statement<ClaimedDelivery, [id: string, now: Date, leaseSeconds: number]>(
    'webhooks.claimOne',
    `UPDATE webhook_delivery d
        SET claimed_until = $2::timestamptz + make_interval(secs => $3), attempts = d.attempts + 1
       FROM webhook_endpoint e
      WHERE e.id = d.endpoint_id AND d.id = $1::bigint
        AND (d.claimed_until IS NULL OR d.claimed_until < $2)
     RETURNING ${CLAIMED}`,
  ),
  /** The attempt's outcome on its delivery, and the claim released. */
  finish: statement<
    void,
    [
      id: string,
      status: WebhookDeliveryStatus,
      nextAttemptAt: Date | null,
      lastStatusCode: number | null,
      lastError: string | null,
      deliveredAt: Date | null,
    ]
  >(
    'webhooks.finish',
    `UPDATE webhook_delivery
        SET status = $2, next_attempt_at = $3, last_status_code = $4, last_error = $5,
            delivered_at = coalesce(delivered_at, $6), claimed_until = NULL
      WHERE id = $1::bigint`,
  ),
  /** The log of one attempt. */
  attempt: statement<
    void,
    [
      deliveryId: string,
      attemptedAt: Date,
      statusCode: number | null,
      durationMs: number,
      error: string | null,
      manual: boolean,
    ]
  >(
    'webhooks.attempt',
    `INSERT INTO webhook_attempt
            (delivery_id, attempted_at, status_code, duration_ms, error, manual)
     VALUES ($1::bigint, $2, $3, $4, $5, $6)`,
  ),
};
