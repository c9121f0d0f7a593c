import { useNavigate } from 'react-router-dom';
import { MSG } from '@clube/shared';
import { paths } from '../../../core/paths';
import { useAppDispatch } from '../../../core/store-hooks';
import { memberFailure } from '../../../core/api/member-failure';
import { useAlerts } from '../../../shared/ui/alerts';
import { downloadOrderInvitations, type OrderDto } from '../../orders';
import { cartCleared } from '../../../shared/cart/cart-slice';

/** What the acquirer said of a refused payment (the body's `paymentMessage`), or null. */
export function paymentMessageOf(error: unknown): string | null {
  const data = (error as { data?: { paymentMessage?: unknown } } | null)?.data;
  return typeof data?.paymentMessage === 'string' && data.paymentMessage.trim() !== ''
    ? data.paymentMessage
    : null;
}

/** What a card payment does with its answer (credit and debit alike). */
export function usePaymentOutcome() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const alerts = useAlerts();

  /** 201: the spec's success (message, cart cleared, invitations downloaded, my orders). */
  const paid = async (order: OrderDto | null | undefined) => {
    alerts.success(MSG.paymentSuccess);
    dispatch(cartCleared());
    if (order) await downloadOrderInvitations(dispatch, order).catch(() => undefined);
    void navigate(paths.memberOrders);
  };

  /**
   * Anything else: 'Erro' with the server's error and payment message (spec §8). An expired
   * token was handled by the base query; a refusal to this member ends the session as the
   * other member pages do (memberFailure).
   */
  const failed = (error: unknown) => {
    const failure = memberFailure(error, dispatch);
    if (!failure) return;
    showError(failure.message, paymentMessageOf(error));
  };

  const showError = (message: string, paymentMessage?: string | null) =>
    alerts.error(
      paymentMessage ? (
        <>
          <p className="checkout-error__message">{message}</p>
          <p className="checkout-error__payment">{paymentMessage}</p>
        </>
      ) : (
        message
      ),
      MSG.errorTitle,
    );

  return { paid, failed, showError };
}
