/**
 * A fact a module announces after its transaction commits (a reservation confirmed, tickets
 * confirmed, a waitlist offer made): its type and a JSON payload. Other modules act on it (the
 * invitations' e-mails, later webhooks) without the announcing module knowing them.
 */
export interface DomainEvent<P = unknown> {
  readonly type: string;
  readonly payload: P;
}

/** One kind of event, defined by the module that announces it: `Kind.of(payload)`. */
export interface EventKind<P> {
  readonly type: string;
  of(payload: P): DomainEvent<P>;
}

/** Defines a kind of event; `type` is dotted and past tense: 'reservation.confirmed'. */
export function eventKind<P extends object>(type: string): EventKind<P> {
  return { type, of: (payload) => ({ type, payload }) };
}
