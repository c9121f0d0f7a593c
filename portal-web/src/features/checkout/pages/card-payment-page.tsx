import { Suspense, useRef, useState } from 'react';
import { useFormik } from 'formik';
import { LABELS } from '@clube/shared';
import { paths } from '../../../core/paths';
import { useAppDispatch } from '../../../core/store-hooks';
import { lazyAntd, useOpenedOnce } from '../../../shared/antd/lazy-antd';
import { formikBinding } from '../../../shared/forms/form-binding';
import { Button } from '../../../shared/ui/button';
import { TextField } from '../../../shared/ui/fields';
import {
  checkoutApi,
  useAnswerDebitChallengeMutation,
  useStartDebitAuthenticationMutation,
  usePayCreditCardMutation,
  usePayDebitCardMutation,
} from '../api/generated-api';
import type { Cart, Customer } from '../../../shared/cart/cart-slice';
import { CardPreview } from '../components/card-preview';
import { CartSummary } from '../components/cart-summary';
import { CheckoutStep } from '../components/checkout-step';
import { encryptPayment, paymentPlaintext, type CardFields } from '../components/encrypt-payment';
import { MaskedField } from '../components/masked-field';
import { PAYMENT_TYPE_LABEL } from '../components/payment-types';
import { usePaymentOutcome } from '../components/payment-outcome';
import {
  CARD_CVC_MASK,
  CARD_EXPIRY_MASK,
  CARD_HOLDER_MAX,
  CARD_NUMBER_MASK,
  cardBrand,
  cardSchema,
  EMPTY_CARD,
  toCardFields,
  type CardValues,
} from '../schemas/card-rules';
import '../components/checkout.css';

const DebitChallengeDialog = lazyAntd(
  async () => (await import('../components/debit-challenge-dialog')).DebitChallengeDialog,
);

/** The debit card's authentication was refused (the API's text for it). */
export const DEBIT_NOT_AUTHENTICATED = 'Autenticação do cartão recusada pelo banco emissor.';

type CardMode = 'credit' | 'debit';

/** The JWE of one attempt (a fresh nonce each time) with the API's current public key. */
function useEncrypt() {
  const dispatch = useAppDispatch();
  return async (orderId: number, customer: Customer, card?: CardFields) => {
    const key = await dispatch(
      checkoutApi.endpoints.getPaymentPublicKey.initiate(undefined, {
        forceRefetch: true,
        subscribe: false,
      }),
    ).unwrap();
    return encryptPayment(key, paymentPlaintext(orderId, customer, card));
  };
}

function CardPayment({ cart, mode }: { cart: Cart; mode: CardMode }) {
  const encrypt = useEncrypt();
  const outcome = usePaymentOutcome();
  const [payCredit] = usePayCreditCardMutation();
  const [authenticate] = useStartDebitAuthenticationMutation();
  const [answerChallenge, { isLoading: answering }] = useAnswerDebitChallengeMutation();
  const [payDebit] = usePayDebitCardMutation();
  const [challenge, setChallenge] = useState<((confirm: boolean) => void) | null>(null);
  const dialogUsed = useOpenedOnce(challenge !== null);
  const answered = useRef<((confirm: boolean) => void) | null>(null);
  const customer = cart.customer as Customer;

  /** Waits for the member's answer to the issuer's challenge. */
  const askChallenge = () =>
    new Promise<boolean>((resolve) => {
      answered.current = resolve;
      setChallenge(() => resolve);
    });

  const payByDebit = async (card: CardFields) => {
    let auth = await authenticate({
      orderId: cart.orderId,
      encryptedDataDto: { encryptedData: await encrypt(cart.orderId, customer, card) },
    }).unwrap();
    if (auth.challenge) {
      const confirm = await askChallenge();
      try {
        auth = await answerChallenge({
          referenceId: auth.referenceId,
          challengeAnswerDto: { confirm },
        }).unwrap();
      } finally {
        setChallenge(null);
      }
      // 'Cancelar': the member gave up this attempt; the form stays for another try.
      if (!confirm) return;
    }
    if (!auth.authenticated) {
      outcome.showError(DEBIT_NOT_AUTHENTICATED);
      return;
    }
    const result = await payDebit({
      orderId: cart.orderId,
      debitPaymentBodyDto: {
        encryptedData: await encrypt(cart.orderId, customer, card),
        referenceId: auth.referenceId,
      },
    }).unwrap();
    await outcome.paid(result.order);
  };

  const formik = useFormik<CardValues>({
    initialValues: EMPTY_CARD,
    validationSchema: cardSchema,
    onSubmit: async (values) => {
      const card = toCardFields(values);
      try {
        if (mode === 'debit') {
          await payByDebit(card);
        } else {
          const result = await payCredit({
            orderId: cart.orderId,
            encryptedDataDto: { encryptedData: await encrypt(cart.orderId, customer, card) },
          }).unwrap();
          await outcome.paid(result.order);
        }
      } catch (error) {
        outcome.failed(error);
      }
    },
  });
  const form = formikBinding(formik);
  const { values, setFieldValue, setFieldTouched } = formik;
  const brand = cardBrand(values.number);
  const masked = (name: keyof CardValues & string, label: string, mask: string, hint: string) => (
    <MaskedField
      id={`card-${name}`}
      name={name}
      label={label}
      mask={mask}
      placeholder={hint}
      autoComplete={name === 'number' ? 'cc-number' : name === 'expiry' ? 'cc-exp' : 'cc-csc'}
      value={values[name]}
      onAccept={(value) => void setFieldValue(name, value)}
      onBlur={() => void setFieldTouched(name, true)}
      error={form.error(name)}
    />
  );

  return (
    <div className="checkout-page">
      <h1 className="checkout-page__title">Pagamento com {PAYMENT_TYPE_LABEL[mode]}</h1>
      <div className="checkout-layout">
        <form className="card checkout-main" {...form.form}>
          <CardPreview values={values} brand={brand} />
          <div className="checkout-grid">
            <TextField
              id="card-name"
              label="Nome impresso no cartão"
              autoComplete="cc-name"
              maxLength={CARD_HOLDER_MAX}
              error={form.error('name')}
              {...form.field('name')}
            />
            {masked('number', 'Número do cartão', CARD_NUMBER_MASK, '0000 0000 0000 0000')}
            {masked('expiry', 'Validade', CARD_EXPIRY_MASK, 'MM/AAAA')}
            {masked('cvc', 'CVC', CARD_CVC_MASK, '000')}
          </div>
          <p className="checkout-note">
            Os dados do cartão são cifrados no seu navegador e enviados somente à operadora de
            pagamento; o clube não os guarda.
          </p>
          <div className="checkout-actions">
            <Button variant="primary" size="large" type="submit" loading={form.submitting}>
              {LABELS.makePayment}
            </Button>
          </div>
        </form>
        <CartSummary cart={cart} />
      </div>
      {dialogUsed ? (
        <Suspense fallback={null}>
          <DebitChallengeDialog
            open={challenge !== null}
            busy={answering}
            onAnswer={(confirm) => answered.current?.(confirm)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

const hasCustomer = (cart: Cart) => cart.customer !== null;

/**
 * Cartão de crédito (`/associado/checkout/credcard`, route credcard-associate; login
 * required): the card form with its live preview, the cart and 'Efetuar Pagamento' (PUT
 * payment-order/credit-card/{orderId} with the JWE of the card and the customer).
 */
export function CreditCardPage() {
  return (
    <CheckoutStep requires={hasCustomer} fallback={paths.memberCheckoutConfirmPayment}>
      {(cart) => <CardPayment cart={cart} mode="credit" />}
    </CheckoutStep>
  );
}

/**
 * Cartão de débito (`/associado/checkout/debit`, route debit-associate; login required): the
 * same form; the card is authenticated by the issuer first (3-D Secure: POST
 * payment-order/debit-card/{orderId}/authentication, the challenge dialog when the bank asks),
 * then paid (PUT payment-order/debit-card/{orderId} with a new JWE and the referenceId).
 */
export function DebitCardPage() {
  return (
    <CheckoutStep requires={hasCustomer} fallback={paths.memberCheckoutConfirmPayment}>
      {(cart) => <CardPayment cart={cart} mode="debit" />}
    </CheckoutStep>
  );
}
