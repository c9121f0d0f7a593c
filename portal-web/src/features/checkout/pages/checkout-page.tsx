import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../core/paths';
import { useAppDispatch } from '../../../core/store-hooks';
import { Button } from '../../../shared/ui/button';
import { paymentTypeChosen, type Cart, type PaymentType } from '../../../shared/cart/cart-slice';
import { CartSummary } from '../components/cart-summary';
import { CheckoutStep } from '../components/checkout-step';
import {
  CREDIT_CARD_MINIMUM_LABEL,
  creditAllowed,
  PAYMENT_TYPE_LABEL,
  PAYMENT_TYPES,
} from '../components/payment-types';
import '../components/checkout.css';

function ChoosePayment({ cart }: { cart: Cart }) {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const credit = creditAllowed(cart.total);
  const [chosen, setChosen] = useState<PaymentType | null>(
    cart.paymentType === 'credit' && !credit ? null : cart.paymentType,
  );

  const proceed = () => {
    if (!chosen) return;
    dispatch(paymentTypeChosen(chosen));
    void navigate(paths.memberCheckoutConfirmPayment);
  };

  return (
    <div className="checkout-page">
      <h1 className="checkout-page__title">Forma de pagamento</h1>
      <div className="checkout-layout">
        <section className="card checkout-main" aria-labelledby="checkout-choice-title">
          <h2 id="checkout-choice-title" className="checkout-main__title">
            Escolha como pagar
          </h2>
          <div className="pay-options" role="radiogroup" aria-labelledby="checkout-choice-title">
            {PAYMENT_TYPES.map((type) => {
              const disabled = type === 'credit' && !credit;
              const label = disabled ? CREDIT_CARD_MINIMUM_LABEL : PAYMENT_TYPE_LABEL[type];
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
            <Button variant="primary" disabled={!chosen} onClick={proceed}>
              Continuar
            </Button>
          </div>
        </section>
        <CartSummary cart={cart} />
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
