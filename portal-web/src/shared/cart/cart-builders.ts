import { clubDateTime } from '../ui/club-time';
import type { Cart, CartGuest, CartKind } from './cart-slice';

/** What an order creation (POST order/local-reservation, order/tickets) answered of the order. */
interface CreatedOrder {
  id: number;
  total: number;
  expiresAt: string | null;
}

interface CartProduct {
  title: string;
  thumb: string | null;
  description: string;
  type: CartKind;
  extra: CartGuest[];
  eventDate: string | null;
  template: { id: number } | null;
}

/** The cart of a just-created paid order: nothing chosen yet (payment type, customer). */
export function cartOf(order: CreatedOrder, product: CartProduct): Cart {
  return {
    orderId: order.id,
    total: order.total,
    expiresAt: order.expiresAt,
    qty: product.extra.length,
    paymentType: null,
    customer: null,
    ...product,
  };
}

/**
 * Said after an order that still has to be paid is made (beside the spec's 'realizada com
 * sucesso' text): nothing is confirmed yet, and what the member does next.
 */
export function unpaidOrderText(order: {
  id: number;
  totalFormatted: string;
  expiresAt: string | null;
}): string {
  const until = order.expiresAt ? ` até ${clubDateTime(order.expiresAt)}` : '';
  return `O pedido nº ${order.id} (${order.totalFormatted}) ainda não está pago: ele fica reservado${until}. Escolha agora a forma de pagamento para concluir.`;
}
