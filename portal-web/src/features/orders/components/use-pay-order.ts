import { useNavigate } from 'react-router-dom';
import { paths } from '../../../app/paths';
import { useAppDispatch } from '../../../app/store';
import { cartFromOrder } from '../../checkout/cart/cart-builders';
import { cartFilled } from '../../checkout/cart/cart-slice';
import type { OrderDto } from '../api/generated-api';

/** 'Pagar' of a pending order: the cart rebuilt from the order, then the checkout. */
export function usePayOrder() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return (order: OrderDto) => {
    dispatch(cartFilled(cartFromOrder(order)));
    void navigate(paths.memberCheckout);
  };
}
