import { useNavigate } from 'react-router-dom';
import { paths } from '../../../core/paths';
import { useAppDispatch } from '../../../core/store-hooks';
import { cartOf } from '../../../shared/cart/cart-builders';
import { cartFilled, type Cart } from '../../../shared/cart/cart-slice';
import type { OrderDto } from '../api/generated-api';
import { orderWhenText } from './order-rules';

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

/** 'Pagar' of a pending order: the cart rebuilt from the order, then the checkout. */
export function usePayOrder() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return (order: OrderDto) => {
    dispatch(cartFilled(cartFromOrder(order)));
    void navigate(paths.memberCheckout);
  };
}
