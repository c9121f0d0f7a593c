import { ErrorCode, P } from '@clube/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, jest } from '@jest/globals';
import { expectConsole } from '../../../test/console-guard';
import { apiError, fakeApi } from '../../../test/fake-api';
import { renderWithProviders, staffSession } from '../../../test/render';
import { CancelOrderAction } from './cancel-order-action';

const ORDER = { orderId: 77, amountFormatted: 'R$ 50,00' };
const QUESTION = 'Cancelar o pedido 77 e estornar R$ 50,00 ao associado?';

function renderAction(permissions = [P.listReportPayments, P.refundOrder], status = 'Pago') {
  const onCancelled = jest.fn();
  const view = renderWithProviders(
    <CancelOrderAction order={ORDER} status={status} onCancelled={onCancelled} />,
    { session: staffSession(permissions) },
  );
  return { ...view, onCancelled };
}

describe("'Cancelar e estornar' (refund-order)", () => {
  it('is not offered without refund-order', () => {
    renderAction([P.listReportPayments]);
    expect(screen.queryByRole('button', { name: 'Cancelar e estornar' })).toBeNull();
  });

  it.each(['Aguardando pagamento', 'Estornado', 'Recusado'])(
    'is not offered on a charge %s',
    (status) => {
      renderAction(undefined, status);
      expect(screen.queryByRole('button', { name: 'Cancelar e estornar' })).toBeNull();
    },
  );

  it('asks the reason, naming the order and the amount; sends it; shows the answer', async () => {
    const api = fakeApi({
      'POST /orders/:id/cancel': {
        body: {
          message: 'Pedido cancelado. Valor estornado ao associado: R$ 50,00.',
          refunded: 5000,
          refundedFormatted: 'R$ 50,00',
        },
      },
    });
    const { user, onCancelled } = renderAction();
    await user.click(screen.getByRole('button', { name: 'Cancelar e estornar' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(QUESTION)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Cancelar e estornar' }));
    expect(await within(dialog).findByText('Informe o motivo do cancelamento.')).toBeVisible();
    expect(api.callsTo('POST /orders/77/cancel')).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: /Motivo/ }), 'Evento cancelado');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar e estornar' }));
    await waitFor(() => expect(api.callsTo('POST /orders/77/cancel')).toHaveLength(1));
    expect(api.callsTo('POST /orders/77/cancel')[0]?.body).toEqual({
      reason: 'Evento cancelado',
    });
    expect(
      await screen.findByText('Pedido cancelado. Valor estornado ao associado: R$ 50,00.'),
    ).toBeInTheDocument();
    expect(onCancelled).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByText(QUESTION)).toBeNull());
  });

  it("shows the API's refusal in Portuguese and keeps the dialog open", async () => {
    expectConsole('error', 'Falha ao cancelar o pedido');
    fakeApi({
      'POST /orders/:id/cancel': apiError(
        409,
        ErrorCode.OrderNotRefundable,
        'Este pedido já está cancelado e não tem valor pago a estornar.',
      ),
    });
    const { user, onCancelled } = renderAction();
    await user.click(screen.getByRole('button', { name: 'Cancelar e estornar' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /Motivo/ }), 'Duplicado');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar e estornar' }));
    expect(
      await within(dialog).findByText(
        'Este pedido já está cancelado e não tem valor pago a estornar.',
      ),
    ).toBeInTheDocument();
    expect(onCancelled).not.toHaveBeenCalled();
  });
});
