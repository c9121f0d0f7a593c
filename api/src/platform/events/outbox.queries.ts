import { statement } from '../database/sql.js';

/** An event claimed from the outbox. */
export interface OutboxRow {
  id: string;
  type: string;
  payload: unknown;
  attempts: number;
  created_at: Date;
}

const CLAIMED = 'id, type, payload, attempts, created_at';

/** The outbox's SQL (see `DomainEvents`). */
export const OUTBOX_SQL = {
  /** $1 types, $2 payloads (JSON text), $3 the grace (s) before the relay may take them. */
  insert: statement<{ id: string }, [string[], string[], number]>(
    'outbox-insert',
    `INSERT INTO outbox_event (type, payload, available_at)
     SELECT t, p::jsonb, now() + make_interval(secs => $3)
       FROM unnest($1::text[], $2::text[]) AS x(t, p)
     RETURNING id`,
  ),
  /** Claims these events ($1) unless handled or claimed by another, for $2 s. */
  claim: statement<OutboxRow, [string[], number]>(
    'outbox-claim',
    `UPDATE outbox_event
        SET claimed_until = now() + make_interval(secs => $2), attempts = attempts + 1
      WHERE id = ANY($1::bigint[]) AND handled_at IS NULL
        AND (claimed_until IS NULL OR claimed_until < now())
     RETURNING ${CLAIMED}`,
  ),
  /** Claims up to $1 due events, oldest first, for $2 s (the relay). */
  claimDue: statement<OutboxRow, [number, number]>(
    'outbox-claim-due',
    `UPDATE outbox_event
        SET claimed_until = now() + make_interval(secs => $2), attempts = attempts + 1
      WHERE id IN (
        SELECT id FROM outbox_event
         WHERE handled_at IS NULL AND available_at <= now()
           AND (claimed_until IS NULL OR claimed_until < now())
         ORDER BY id LIMIT $1 FOR UPDATE SKIP LOCKED)
     RETURNING ${CLAIMED}`,
  ),
  done: statement<void, [string]>(
    'outbox-done',
    `UPDATE outbox_event SET handled_at = now(), claimed_until = NULL, last_error = NULL
      WHERE id = $1`,
  ),
  /** $1 the event, $2 the backoff (s), $3 what went wrong. */
  failed: statement<void, [string, number, string]>(
    'outbox-failed',
    `UPDATE outbox_event
        SET claimed_until = NULL, available_at = now() + make_interval(secs => $2), last_error = $3
      WHERE id = $1`,
  ),
};
