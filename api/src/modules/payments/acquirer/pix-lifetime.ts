/**
 * How long a Pix can be paid — the acquirer's rule, in one place: the sandbox acquirer refuses
 * a payment after it, the checkout tells the member when the QR expires, and the
 * reconciliation closes an unpaid Pix on our side some time after it (`PIX_GIVE_UP_MS`).
 */
const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** A Pix QR can be paid for 2 hours from its creation. */
export const PIX_LIFETIME_MS = 2 * HOUR_MS;

/** The last instant a Pix created at `createdAt` can be paid. */
export const pixExpiresAt = (createdAt: Date): Date =>
  new Date(createdAt.getTime() + PIX_LIFETIME_MS);

/**
 * How long after its lifetime the reconciliation still asks the acquirer about an unpaid Pix
 * before closing it on our side (a payment made at the last moment may be reported late).
 */
export const PIX_GIVE_UP_MARGIN_MS = 10 * MINUTE_MS;

/** An unpaid Pix this old is closed on our side (`failed`): its lifetime plus the margin. */
export const PIX_GIVE_UP_MS = PIX_LIFETIME_MS + PIX_GIVE_UP_MARGIN_MS;
