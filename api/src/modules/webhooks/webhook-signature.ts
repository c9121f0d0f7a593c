import { createHmac, randomBytes } from 'node:crypto';

/**
 * Signing as the Standard Webhooks specification says (https://www.standardwebhooks.com):
 * the secret is `whsec_` + base64 of random bytes; a message is signed with HMAC-SHA256 of
 * `"<webhook-id>.<webhook-timestamp>.<body>"` keyed with the secret's decoded bytes, sent as
 * `webhook-signature: v1,<base64>`. Any Standard Webhooks library verifies it.
 */
export const WEBHOOK_SECRET_PREFIX = 'whsec_';

/** A new secret: 32 random bytes. */
export function newWebhookSecret(): string {
  return WEBHOOK_SECRET_PREFIX + randomBytes(32).toString('base64');
}

/** The `v1,<base64>` signature of a message. */
export function signWebhook(secret: string, id: string, timestamp: number, body: string): string {
  const key = Buffer.from(secret.slice(WEBHOOK_SECRET_PREFIX.length), 'base64');
  const mac = createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64');
  return `v1,${mac}`;
}

/** The three headers of a signed message sent at `sentAt`. */
export function webhookHeaders(
  secret: string,
  id: string,
  sentAt: Date,
  body: string,
): Record<string, string> {
  const timestamp = Math.floor(sentAt.getTime() / 1000);
  return {
    'webhook-id': id,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': signWebhook(secret, id, timestamp, body),
  };
}
