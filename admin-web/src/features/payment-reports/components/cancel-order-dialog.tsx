import { Alert, Button, Modal } from 'antd';
import { useFormik } from 'formik';
import { useState } from 'react';
import { useNotice } from '../../../shared/feedback/notice';
import { FormikForm, showApiFailure } from '../../../shared/forms/formik-form';
import { TextAreaField } from '../../../shared/forms/text-fields';
import { useCancelOrderMutation } from '../api/payment-reports-api';
import { cancelOrderSchema, type CancelOrderValues } from '../schemas/cancel-order.schemas';

/** The order to cancel and what was paid for it ('R$ 50,00'). */
export interface OrderToCancel {
  orderId: number;
  amountFormatted: string;
}

interface CancelOrderDialogProps {
  /** null: closed. */
  order: OrderToCancel | null;
  onClose: () => void;
  /** The order was cancelled (the caller reloads what showed it). */
  onCancelled: () => void;
}

/** The confirmation naming the order and the amount going back. */
export const cancelOrderQuestion = ({ orderId, amountFormatted }: OrderToCancel) =>
  `Cancelar o pedido ${orderId} e estornar ${amountFormatted} ao associado?`;

function CancelOrderForm({
  order,
  onClose,
  onCancelled,
}: CancelOrderDialogProps & { order: OrderToCancel }) {
  const notice = useNotice();
  const [cancelOrder] = useCancelOrderMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const formik = useFormik<CancelOrderValues>({
    initialValues: { reason: '' },
    validationSchema: cancelOrderSchema,
    onSubmit: async (values, helpers) => {
      setFailure(null);
      try {
        const { message } = await cancelOrder({
          orderId: order.orderId,
          cancelOrderDto: { reason: values.reason.trim() },
        }).unwrap();
        notice({ kind: 'success', title: message });
        onCancelled();
        onClose();
      } catch (error) {
        console.error('Falha ao cancelar o pedido', error);
        setFailure(showApiFailure(helpers, error));
      }
    },
  });
  return (
    <FormikForm formik={formik} idPrefix="cancel-order" aria-label="Cancelar e estornar">
      <p>{cancelOrderQuestion(order)}</p>
      {failure && <Alert type="error" showIcon title={failure} className="list-screen__alert" />}
      <TextAreaField name="reason" label="Motivo" required rows={3} maxLength={300} />
      <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 8 }}>
        <Button onClick={onClose}>Voltar</Button>
        <Button type="primary" danger htmlType="submit" loading={formik.isSubmitting}>
          Cancelar e estornar
        </Button>
      </div>
    </FormikForm>
  );
}

/**
 * 'Cancelar e estornar' (refund-order): a paid order is cancelled (its reservation or tickets)
 * and all that was paid goes back to the member (POST orders/{orderId}/cancel), with a
 * required reason; the API's answer ('Pedido cancelado. Valor estornado ao associado: …') or
 * its refusal is shown.
 */
export function CancelOrderDialog(props: CancelOrderDialogProps) {
  const { order, onClose } = props;
  return (
    <Modal
      open={order !== null}
      title={order ? `Cancelar e estornar o pedido ${order.orderId}` : undefined}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
    >
      {order ? <CancelOrderForm {...props} order={order} /> : null}
    </Modal>
  );
}
