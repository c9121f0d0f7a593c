import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { paths } from '../../../core/paths';
import { useAppDispatch } from '../../../core/store-hooks';
import { Button } from '../../../shared/ui/button';
import { Notice } from '../../../shared/ui/notice';
import { useGetMyOrderQuery } from '../../orders';
import { paymentTypeChosen, type Cart, type PaymentType } from '../../../shared/cart/cart-slice';
import { CartSummary } from '../components/cart-summary';
import { CheckoutStep } from '../components/checkout-step';
import {
  CREDIT_CARD_MINIMUM_LABEL,
  creditAllowed,
  PAYMENT_TYPE_LABEL,
  PAYMENT_TYPES,
} from '../components/payment-types';
import {
  CHECKOUT_MIN_MINUTES,
  DEADLINE_TOO_SHORT,
  msUntil,
  ORDER_ALREADY_PAID,
  ORDER_AWAITS_PAYMENT,
  ORDER_CANCELLED,
  ORDER_EXPIRED,
  useNow,
} from '../../../shared/cart/pay-deadline';
import '../components/checkout.css';

/**
 * Whether the order can still be paid, read at the first step (GET my-order/{id}: the API's
 * status and deadline; the cart's until it answers): why not, or null; and whether its deadline
 * is too close for the forms (`CHECKOUT_MIN_MINUTES`).
 */
function usePayable(cart: Cart) {
  const order = useGetMyOrderQuery({ id: cart.orderId }, { refetchOnMountOrArgChange: true });
  const now = useNow();
  const status = order.data?.status ?? 'Pendente';
  const deadline = order.data ? order.data.expiresAt : cart.expiresAt;
  const left = deadline ? msUntil(deadline, now) : Number.POSITIVE_INFINITY;
  const closed =
    status === 'Finalizado'
      ? ORDER_ALREADY_PAID
      : status === 'Cancelado'
        ? ORDER_CANCELLED
        : status === 'Expirado' || left <= 0
          ? ORDER_EXPIRED
          : null;
  return {
    closed,
    deadline,
    tooShort: closed === null && left < CHECKOUT_MIN_MINUTES * 60_000,
  };
}

function ChoosePayment({ cart }: { cart: Cart }) {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const credit = creditAllowed(cart.total);
  const { closed, deadline, tooShort } = usePayable(cart);
  const [chosen, setChosen] = useState<PaymentType | null>(
    cart.paymentType === 'credit' && !credit ? null : cart.paymentType,
  );

  const proceed = () => {
    if (!chosen || closed) return;
    dispatch(paymentTypeChosen(chosen));
    void navigate(paths.memberCheckoutConfirmPayment);
  };

  return (
    <div className="checkout-page">
      <h1 className="checkout-page__title">Forma de pagamento</h1>
      <div className="checkout-layout">
        <section className="card checkout-main" aria-labelledby="checkout-choice-title">
          {closed ? (
            <Notice title={closed} action={<Link to={paths.memberOrders}>Meus pedidos</Link>} />
          ) : (
            <p className="checkout-note" role="status">
              {ORDER_AWAITS_PAYMENT(cart.orderId)}
            </p>
          )}
          {tooShort ? <Notice title={DEADLINE_TOO_SHORT(CHECKOUT_MIN_MINUTES)} /> : null}
          <h2 id="checkout-choice-title" className="checkout-main__title">
            Escolha como pagar
          </h2>
          <div className="pay-options" role="radiogroup" aria-labelledby="checkout-choice-title">
            {PAYMENT_TYPES.map((type) => {
              const disabled = closed !== null || (type === 'credit' && !credit);
              const label =
                type === 'credit' && !credit ? CREDIT_CARD_MINIMUM_LABEL : PAYMENT_TYPE_LABEL[type];
              return (
                <label
                  key={type}
                  className={[
                    'pay-option',
                    chosen === type ? 'pay-option--checked' : '',
                    disabled ? 'pay-option--disabled' : '',
                  ]
                    .filter(Boolean)
                    .join(' ')}
                >
                  <input
                    type="radio"
                    name="paymentType"
                    value={type}
                    checked={chosen === type}
                    disabled={disabled}
                    onChange={() => setChosen(type)}
                  />
                  <span>{label}</span>
                </label>
              );
            })}
          </div>
          <div className="checkout-actions">
            <Button onClick={() => void navigate(-1)}>Voltar</Button>
            <Button variant="primary" disabled={!chosen || closed !== null} onClick={proceed}>
              Continuar
            </Button>
          </div>
        </section>
        <CartSummary cart={cart} deadline={closed ? null : deadline} />
      </div>
    </div>
  );
}

/**
 * Forma de pagamento (`/associado/checkout`, route checkout-associate; login required):
 * Cartão de Débito, Cartão de Crédito (only from R$ 100,00) or Pix, beside the cart; the
 * choice goes into the cart and the member goes on to the billing data.
 */
export function CheckoutPage() {
  return <CheckoutStep>{(cart) => <ChoosePayment cart={cart} />}</CheckoutStep>;
}
