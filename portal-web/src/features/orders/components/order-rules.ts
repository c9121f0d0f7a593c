import { LABELS } from '@clube/shared';
import { clubDate, clubDayRange, clubTime } from '../../../shared/ui/club-time';

/** The order statuses of the API (OrderSummaryDto.status). */
export type OrderStatus = 'Pendente' | 'Finalizado' | 'Cancelado' | 'Expirado';

/** The spec: invitations can be downloaded when the order status is Finalizado. */
export function canDownloadInvitations(order: { status: string }): boolean {
  return order.status === LABELS.orderFinished;
}

/** The payment type as the API labels it, or '—' while none (a pending or free order). */
export function paymentTypeText(type: string | null | undefined): string {
  return type?.trim() || '—';
}

/** The product types of an order (OrderProductDto.type). */
export const ORDER_EVENT = 'evento';

/** An order of event tickets (its invitations are tickets, its zip the event's). */
export function isEventOrder(order: { product: { type: string } }): boolean {
  return order.product.type === ORDER_EVENT;
}

/**
 * When the product happens: a reservation 'DD/MM/AAAA, HH:mm às HH:mm'; an event from its first
 * day's start to its last day's end ('DD/MM/AAAA HH:mm às HH:mm', or '… a DD/MM/AAAA HH:mm'
 * over several days).
 */
export function orderWhenText(order: {
  product: { type: string; startAt: string; endAt: string };
}): string {
  const { startAt, endAt } = order.product;
  if (!isEventOrder(order))
    return `${clubDate(startAt)}, ${clubTime(startAt)} às ${clubTime(endAt)}`;
  return clubDayRange(startAt, endAt);
}

/**
 * The days of an event order, each on its own ('DD/MM/AAAA HH:mm às HH:mm'); a reservation's
 * (or an event order without its days) is its one range.
 */
export function orderDaysText(order: {
  product: {
    type: string;
    startAt: string;
    endAt: string;
    days?: readonly { startsAt: string; endsAt: string }[];
  };
}): string[] {
  const days = order.product.days ?? [];
  if (!isEventOrder(order) || days.length === 0) return [orderWhenText(order)];
  return days.map((day) => clubDayRange(day.startsAt, day.endsAt));
}

/** A pending order whose payment deadline has not passed yet (it can still be paid). */
export function canPayOrder(
  order: { status: string; expiresAt: string | null; total: number },
  now: number = Date.now(),
): boolean {
  if (order.status !== 'Pendente' || order.total <= 0 || !order.expiresAt) return false;
  return new Date(order.expiresAt).getTime() > now;
}

/** The note of a refund asked of the acquirer and not confirmed yet. */
export const REFUND_PENDING_NOTE =
  'Estorno solicitado à operadora; o valor aparece na fatura ou na conta conforme o prazo do banco.';

/** An order's refund as the member reads it ('Estornado: R$ 50,00'), or null without one. */
export function refundText(order: {
  refund: string | null;
  refundedFormatted: string;
}): string | null {
  return order.refund ? `${order.refund}: ${order.refundedFormatted}` : null;
}
