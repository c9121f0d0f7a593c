/**
 * When a failed delivery is tried again: the schedule the Standard Webhooks specification
 * suggests — at once, then after 5 seconds, 5 minutes, 30 minutes, 2 hours, 5 hours, 10 hours
 * and 10 hours (about 28 hours in all). Entry n is the wait after the (n+1)-th failed attempt.
 */
export const WEBHOOK_RETRY_DELAYS_SECONDS: readonly number[] = [
  5,
  5 * 60,
  30 * 60,
  2 * 3600,
  5 * 3600,
  10 * 3600,
  10 * 3600,
];

/** How long one POST may take before it counts as failed. */
export const WEBHOOK_TIMEOUT_MS = 10_000;

/** A sender's claim on a delivery: longer than a POST may take, so two never send it at once. */
export const WEBHOOK_LEASE_SECONDS = 60;

/** How often each API process looks for deliveries due (every replica: SKIP LOCKED shares them). */
export const WEBHOOK_WORKER_INTERVAL_MS = 5_000;

/** How many due deliveries a round takes. */
export const WEBHOOK_BATCH = 20;

/**
 * After `attempts` failed attempts: when to try again, or null when the retries ran out (the
 * delivery is Falhou; staff may still press 'Reenviar').
 */
export function nextWebhookAttempt(attempts: number, now: Date): Date | null {
  const delay = WEBHOOK_RETRY_DELAYS_SECONDS[attempts - 1];
  return delay === undefined ? null : new Date(now.getTime() + delay * 1000);
}

/** An answer the endpoint accepted: any 2xx. */
export const webhookAccepted = (statusCode: number | null): boolean =>
  statusCode !== null && statusCode >= 200 && statusCode < 300;
