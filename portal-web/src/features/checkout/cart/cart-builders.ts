import type { OrderDto } from '../../orders/api/generated-api';
import { orderWhenText } from '../../orders/components/order-rules';
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

/** The cart of a pending order of my orders ('Pagar'), rebuilt from the order. */
export function cartFromOrder(order: OrderDto): Cart {
  return cartOf(order, {
    title: order.product.title,
    thumb: order.product.image ?? null,
    description: orderWhenText(order),
    type: order.product.type,
    extra: order.invitations.map((invitation) => ({ name: invitation.name, doc: invitation.cpf })),
    eventDate: order.product.startAt,
    template: null,
  });
}

/** A pending order whose payment deadline has not passed yet (it can still be paid). */
export function canPayOrder(
  order: { status: string; expiresAt: string | null; total: number },
  now: number = Date.now(),
): boolean {
  if (order.status !== 'Pendente' || order.total <= 0 || !order.expiresAt) return false;
  return new Date(order.expiresAt).getTime() > now;
}
