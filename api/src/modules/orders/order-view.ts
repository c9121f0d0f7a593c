import { formatCents } from '@clube/shared';
import type { OrderQuoteDto } from './dto/order-quote.dto.js';
import type {
  OrderInvitationDto,
  OrderProductDto,
  OrderStatusLabel,
  OrderSummaryDto,
} from './dto/order.dto.js';
import { type Order, ORDER_STATUS_LABELS, OrderStatus } from './entities/order.entity.js';
import { effectiveOrderStatus } from './order-status.js';

/** How the checkout's payment types read in my orders. */
export const PAYMENT_TYPES: Record<string, string> = {
  credit: 'Cartão de Crédito',
  debit: 'Cartão de Débito',
  pix: 'Pix',
};

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

/** A quote from the guests an order's pricing gave (`value` in cents, 0 = free). */
export function toOrderQuote(
  guests: readonly { name: string; cpf: string; value: number }[],
): OrderQuoteDto {
  const total = guests.reduce((sum, g) => sum + g.value, 0);
  return {
    guests: guests.map((g) => ({
      name: g.name,
      cpf: g.cpf,
      free: g.value === 0,
      value: g.value,
      valueFormatted: formatCents(g.value),
    })),
    total,
    totalFormatted: formatCents(total),
  };
}
