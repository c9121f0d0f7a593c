import type { OrderDto } from '../api/generated-api';
import { REFUND_PENDING_NOTE, refundText } from './order-rules';

/**
 * An order's refund, in the list and in its dialog: 'Estornado' or 'Estorno parcial' with the
 * amount given back, and while the acquirer has not confirmed it, when the money shows up.
 * Plain markup (no Ant Design): the list paints it with the page.
 */
export function OrderRefund({
  order,
}: {
  order: Pick<OrderDto, 'refund' | 'refundedFormatted' | 'refundPending'>;
}) {
  const text = refundText(order);
  if (!text) return null;
  return (
    <div className="order-refund">
      <span className="order-refund__tag">{text}</span>
      {order.refundPending ? <p className="member-item__note">{REFUND_PENDING_NOTE}</p> : null}
    </div>
  );
}
