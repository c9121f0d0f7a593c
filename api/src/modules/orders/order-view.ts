import { formatCents } from '@clube/shared';
import type { EntityManager } from 'typeorm';
import type {
  OrderInvitationDto,
  OrderProductDto,
  OrderStatusLabel,
  OrderSummaryDto,
} from './dto/order.dto.js';
import { type Order, ORDER_STATUS_LABELS, OrderStatus } from './entities/order.entity.js';

/** How the checkout's payment types read in my orders. */
export const PAYMENT_TYPES: Record<string, string> = {
  credit: 'Cartão de Crédito',
  debit: 'Cartão de Débito',
  pix: 'Pix',
};

/** The status an order reads as now: a Pendente past its deadline is Expirado. */
export function effectiveOrderStatus(
  o: Pick<Order, 'status' | 'expiresAt'>,
  now = Date.now(),
): OrderStatus {
  if (o.status === OrderStatus.Pending && o.expiresAt && o.expiresAt.getTime() <= now) {
    return OrderStatus.Expired;
  }
  return o.status;
}

export function toOrderSummary(o: Order, now = Date.now()): OrderSummaryDto {
  const status = effectiveOrderStatus(o, now);
  return {
    id: o.id,
    status: ORDER_STATUS_LABELS[status] as OrderStatusLabel,
    total: o.total,
    totalFormatted: formatCents(o.total),
    expiresAt: status === OrderStatus.Pending ? (o.expiresAt?.toISOString() ?? null) : null,
  };
}

/** What a product module (reservations, tickets) tells my orders about one of its orders. */
export interface OrderPart {
  product: OrderProductDto;
  invitations: OrderInvitationDto[];
}

/** A module whose orders my orders list: it answers the product part of its orders. */
export interface OrderPartSource {
  /** The parts of those of these orders (ids) that are this module's; the others are left out. */
  orderParts(orderIds: number[], now: number): Promise<Map<number, OrderPart>>;
}

/**
 * A module whose orders can be paid: it confirms, or gives up, the product of an order. Called
 * by the payments inside their transaction, with the order row locked.
 */
export interface OrderFulfilment {
  /**
   * Confirms the product of a paid order: held (Pendente) → confirmed. A product whose hold
   * expired is taken again only if it is still free (the slot not booked by another, the
   * tickets still in stock and their CPFs without another ticket); a database refusal (the
   * exclusion constraint, a unique index) is thrown for the caller's savepoint. Answers what to
   * do after the commit (send the invitations), false when the product cannot be had any
   * more, null when the order is not this module's.
   */
  fulfilPaid(tx: EntityManager, orderId: number): Promise<(() => void) | false | null>;
  /** The money of a paid order went back (a void or refund at the acquirer): cancels it. */
  releaseRefunded(tx: EntityManager, orderId: number): Promise<void>;
}
