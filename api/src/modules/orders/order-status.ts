import { type Order, OrderStatus } from './entities/order.entity.js';

/**
 * What an order's status means now, with its SQL twin beside it (the same rule for a row
 * aliased `alias`, at the statement's `now()`). A Pendente order with a total above 0 can be
 * paid until `expires_at`; past that it IS Expirado (every read says so; a write marks it
 * lazily, no job needed).
 */
type StatusFields = Pick<Order, 'status' | 'expiresAt'>;

const P = OrderStatus.Pending;
const E = OrderStatus.Expired;

/** A Pendente order past its payment deadline (stored Pendente, reads Expirado). */
export function orderDeadlinePassed(o: StatusFields, now = Date.now()): boolean {
  return o.status === P && o.expiresAt !== null && o.expiresAt.getTime() <= now;
}

/** The status an order reads as now: a Pendente past its deadline is Expirado. */
export function effectiveOrderStatus(o: StatusFields, now = Date.now()): OrderStatus {
  return orderDeadlinePassed(o, now) ? E : o.status;
}

/** SQL twin of `effectiveOrderStatus` (a smallint expression). */
export const effectiveOrderStatusSql = (alias: string): string =>
  `(CASE WHEN ${alias}.status = ${P} AND ${alias}.expires_at <= now() THEN ${E} ELSE ${alias}.status END)`;

/** An order still payable: Pendente and not past its deadline (`effectiveOrderStatus` Pendente). */
export function orderPayable(o: StatusFields, now = Date.now()): boolean {
  return effectiveOrderStatus(o, now) === P;
}

/** SQL twin of `orderPayable`. */
export const orderPayableSql = (alias: string): string =>
  `(${alias}.status = ${P} AND (${alias}.expires_at IS NULL OR ${alias}.expires_at > now()))`;

/**
 * A payment's money can still settle the order: Pendente, or Expirado (a late Pix, honoured
 * when its product is still free) — never a Finalizado or Cancelado one (refunded instead).
 */
export const orderSettleable = (status: OrderStatus): boolean => status === P || status === E;

/**
 * Until when the member can pay an order: the earliest of its hold (`expires_at`, what keeps the
 * slot or the tickets) and any other limit of the way it is being paid (a Pix QR's lifetime).
 * The one deadline the checkout shows; null when nothing limits it.
 */
export function payDeadline(
  o: Pick<Order, 'expiresAt'>,
  ...others: readonly (Date | null | undefined)[]
): Date | null {
  const times = [o.expiresAt, ...others]
    .filter((d): d is Date => d instanceof Date)
    .map((d) => d.getTime());
  return times.length ? new Date(Math.min(...times)) : null;
}
