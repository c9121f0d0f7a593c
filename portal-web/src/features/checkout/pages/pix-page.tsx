import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { LABELS, MSG } from '@clube/shared';
import { paths } from '../../../core/paths';
import { useAppDispatch } from '../../../core/store-hooks';
import { Button } from '../../../shared/ui/button';
import { Notice } from '../../../shared/ui/notice';
import { Skeleton } from '../../../shared/ui/skeleton';
import { useGetMyOrderQuery } from '../../orders';
import {
  checkoutApi,
  useGetPaymentPublicKeyQuery,
  usePayPixMutation,
  usePaySandboxPixMutation,
  type PixPaymentDto,
} from '../api/generated-api';
import { cartCleared, type Cart, type Customer } from '../../../shared/cart/cart-slice';
import { CartSummary } from '../components/cart-summary';
import { CheckoutStep } from '../components/checkout-step';
import { ORDER_CANCELLED, ORDER_EXPIRED, PayDeadline } from '../../../shared/cart/pay-deadline';
import { encryptPayment, paymentPlaintext } from '../components/encrypt-payment';
import { usePaymentOutcome } from '../components/payment-outcome';
import '../components/checkout.css';

/** How often the page asks whether the Pix was paid (GET my-order/{id}). */
export const PIX_POLL_MS = 3000;

// Not in the spec: the page's own texts (the spec lists what it shows, not the words).
export const PIX_TITLE = 'Pagamento com Pix';
export const PIX_LOADING = 'Gerando o código Pix...';
export const PIX_INSTRUCTIONS = [
  'Abra o aplicativo do seu banco e escolha pagar com Pix.',
  'Escaneie o QR Code ou use a opção Pix Copia e Cola com o código abaixo.',
  'Confira os dados e confirme o pagamento.',
];
export const PIX_EMAIL_NOTICE =
  'Assim que o pagamento for aprovado, você receberá um e-mail de confirmação com os convites.';
export const PIX_WAITING = 'Aguardando a confirmação do pagamento...';
export const PIX_COPIED = 'Código copiado!';
export const PIX_EXPIRED = ORDER_EXPIRED;
export const PIX_CANCELLED = ORDER_CANCELLED;
export const SANDBOX_PAY = 'Simular pagamento (sandbox)';

function PixPayment({ cart }: { cart: Cart }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const outcome = usePaymentOutcome();
  const [payPix] = usePayPixMutation();
  const [paySandbox, { isLoading: simulating }] = usePaySandboxPixMutation();
  const publicKey = useGetPaymentPublicKeyQuery();
  const [pix, setPix] = useState<PixPaymentDto | null>(null);
  const [copied, setCopied] = useState(false);
  const started = useRef(false);

  // The Pix is asked for once per opening (StrictMode runs effects twice; the API answers the
  // same open Pix for the same order anyway).
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      try {
        const key = await dispatch(
          checkoutApi.endpoints.getPaymentPublicKey.initiate(undefined, { subscribe: false }),
        ).unwrap();
        const encryptedData = await encryptPayment(
          key,
          paymentPlaintext(cart.orderId, cart.customer as Customer),
        );
        setPix(
          await payPix({ orderId: cart.orderId, encryptedDataDto: { encryptedData } }).unwrap(),
        );
      } catch (error) {
        // Spec §8: the server's error under 'Erro', then back.
        outcome.failed(error);
        void navigate(paths.memberCheckoutConfirmPayment, { replace: true });
      }
    })();
  }, [cart, dispatch, navigate, outcome, payPix]);

  const order = useGetMyOrderQuery(
    { id: cart.orderId },
    { skip: !pix, pollingInterval: PIX_POLL_MS, skipPollingIfUnfocused: false },
  );
  const status = order.data?.status;
  const done = status === 'Finalizado' || status === 'Expirado' || status === 'Cancelado';
  useEffect(() => {
    if (done) dispatch(cartCleared());
  }, [done, dispatch]);

  if (status === 'Finalizado') {
    return (
      <div className="checkout-page">
        <h1 className="checkout-page__title">{PIX_TITLE}</h1>
        <section className="card checkout-main pix-result" role="status">
          <h2 className="checkout-main__title">{MSG.paymentSuccess}</h2>
          <p>{PIX_EMAIL_NOTICE}</p>
          <PixLinks />
        </section>
      </div>
    );
  }
  if (status === 'Expirado' || status === 'Cancelado') {
    return (
      <div className="checkout-page">
        <h1 className="checkout-page__title">{PIX_TITLE}</h1>
        <Notice title={status === 'Expirado' ? PIX_EXPIRED : PIX_CANCELLED} />
        <PixLinks />
      </div>
    );
  }

  const copy = async () => {
    if (!pix) return;
    try {
      await navigator.clipboard.writeText(pix.qrCodeString);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };

  return (
    <div className="checkout-page">
      <h1 className="checkout-page__title">{PIX_TITLE}</h1>
      <div className="checkout-layout">
        <section className="card checkout-main" aria-labelledby="pix-title" aria-busy={!pix}>
          <h2 id="pix-title" className="checkout-main__title">
            Pague com Pix
          </h2>
          {!pix ? (
            <div role="status">
              <p>{PIX_LOADING}</p>
              <Skeleton rows={6} />
            </div>
          ) : (
            <>
              <div className="pix-code">
                <img
                  className="pix-code__qr"
                  src={`data:image/png;base64,${pix.qrcodeBase64Image}`}
                  alt="QR Code do Pix"
                  width={240}
                  height={240}
                />
                <div className="pix-code__copy">
                  <label className="field__label" htmlFor="pix-copy-paste">
                    Pix Copia e Cola
                  </label>
                  <textarea
                    id="pix-copy-paste"
                    className="input pix-code__text"
                    readOnly
                    rows={4}
                    value={pix.qrCodeString}
                    onFocus={(event) => event.currentTarget.select()}
                  />
                  <Button onClick={() => void copy()}>{LABELS.copy}</Button>
                  {copied ? (
                    <span className="pix-code__copied" role="status">
                      {PIX_COPIED}
                    </span>
                  ) : null}
                </div>
              </div>
              {/* The one deadline that counts (the API's: the order's hold or the QR's, the earlier). */}
              <PayDeadline deadline={pix.expiresAt} />
              <ol className="pix-steps" aria-label="Como pagar">
                {PIX_INSTRUCTIONS.map((step) => (
                  <li key={step}>{step}</li>
                ))}
              </ol>
              <p>{PIX_EMAIL_NOTICE}</p>
              <p className="pix-waiting" role="status">
                {PIX_WAITING}
              </p>
              {publicKey.data?.sandbox ? (
                <Button
                  size="small"
                  loading={simulating}
                  onClick={() =>
                    void paySandbox({ paymentId: pix.paymentId })
                      .unwrap()
                      .then(() => order.refetch())
                      .catch((error: unknown) => outcome.failed(error))
                  }
                >
                  {SANDBOX_PAY}
                </Button>
              ) : null}
              <PixLinks />
            </>
          )}
        </section>
        <CartSummary cart={cart} deadline={pix ? null : cart.expiresAt} />
      </div>
    </div>
  );
}

function PixLinks() {
  return (
    <nav className="pix-links" aria-label="Depois do pagamento">
      <Link to={paths.memberReservations}>Minhas reservas</Link>
      <Link to={paths.memberInvitations}>Meus convites</Link>
    </nav>
  );
}

/**
 * Pix (`/associado/checkout/pix`, route pix-associate; login required): asks for the Pix (PUT
 * payment-order/pix/{orderId} with the JWE of the customer), shows its QR code and copy-paste
 * code, and asks every 3 s whether the order was paid (GET my-order/{id}) until it is
 * Finalizado (or no longer payable). Polling stops when the page is left.
 */
export function PixPage() {
  return (
    <CheckoutStep
      requires={(cart) => cart.customer !== null}
      fallback={paths.memberCheckoutConfirmPayment}
    >
      {(cart) => <PixPayment cart={cart} />}
    </CheckoutStep>
  );
}
