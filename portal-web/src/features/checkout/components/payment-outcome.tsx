import { useNavigate } from 'react-router-dom';
import { MSG } from '@clube/shared';
import { readApiFailure } from '@clube/shared/web';
import { paths } from '../../../core/paths';
import { useAppDispatch } from '../../../core/store-hooks';
import { signOut } from '../../../core/api/base-api';
import { useAlerts } from '../../../shared/ui/alerts';
import { downloadOrderInvitations, type OrderDto } from '../../orders';
import { cartCleared } from '../../../shared/cart/cart-slice';

/** A refused payment as the API answers it: its error and the acquirer's payment message. */
export interface PaymentFailure {
  status: number | null;
  message: string;
  paymentMessage: string | null;
}

export function readPaymentFailure(error: unknown): PaymentFailure {
  const failure = readApiFailure(error);
  const data = (error as { data?: { paymentMessage?: unknown } } | null)?.data;
  const paymentMessage =
    typeof data?.paymentMessage === 'string' && data.paymentMessage.trim() !== ''
      ? data.paymentMessage
      : null;
  return { status: failure.status, message: failure.message, paymentMessage };
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
   * Anything else: 'Erro' with the server's error and payment message. A 401 was handled by the
   * base query; a 403 ends the session as the other member pages do.
   */
  const failed = (error: unknown) => {
    const failure = readPaymentFailure(error);
    if (failure.status === 401) return;
    if (failure.status === 403) {
      dispatch(signOut({ expired: true }));
      return;
    }
    showError(failure.message, failure.paymentMessage);
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
