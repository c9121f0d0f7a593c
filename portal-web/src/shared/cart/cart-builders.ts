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
