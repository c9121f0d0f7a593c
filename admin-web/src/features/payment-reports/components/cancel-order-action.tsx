import { hasPermission, P } from '@clube/shared';
import { Button } from 'antd';
import { useState } from 'react';
import { useSelector } from 'react-redux';
import { selectHeldPermissions } from '../../../core/session/session-slice';
import { CancelOrderDialog, type OrderToCancel } from './cancel-order-dialog';

/** The payment state whose order can be cancelled and refunded. */
export const REFUNDABLE_STATUS = 'Pago';

/**
 * 'Cancelar e estornar' on a charge: only for staff holding refund-order, only on a paid
 * charge; opens the dialog asking the reason.
 */
export function CancelOrderAction({
  order,
  status,
  onCancelled,
}: {
  order: OrderToCancel;
  /** The charge's payment state (PaymentReportRowDto.status). */
  status: string;
  /** Besides the report's own reload (the mutation invalidates it). */
  onCancelled?: () => void;
}) {
  const held = useSelector(selectHeldPermissions);
  const [open, setOpen] = useState(false);
  if (status !== REFUNDABLE_STATUS || !hasPermission(held, P.refundOrder)) return null;
  return (
    <>
      <Button size="small" danger onClick={() => setOpen(true)}>
        Cancelar e estornar
      </Button>
      <CancelOrderDialog
        order={open ? order : null}
        onClose={() => setOpen(false)}
        onCancelled={() => onCancelled?.()}
      />
    </>
  );
}
