import { P, type PermissionName } from '@clube/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from '@jest/globals';
import { fakeApi } from '../../../test/fake-api';
import { renderAdminApp, staffSession } from '../../../test/render';

const HOOK = {
  id: 5,
  url: 'https://contabil.exemplo.com.br/hook',
  description: 'Sistema contábil',
  events: ['order.paid'],
  active: true,
  createdAt: '2026-11-20T12:00:00.000Z',
  updatedAt: '2026-11-20T12:00:00.000Z',
};
const attempt = (statusCode: number | null, manual = false) => ({
  attemptedAt: '2026-11-20T12:01:00.000Z',
  statusCode,
  durationMs: 42,
  error: statusCode === 200 ? null : `HTTP ${statusCode}`,
  manual,
});
const DELIVERY = {
  id: '17',
  eventType: 'order.paid',
  messageId: 'msg_88_5',
  status: { id: 1, description: 'Pendente' },
  attempts: 1,
  lastStatusCode: 500,
  lastError: 'HTTP 500',
  nextAttemptAt: '2026-11-20T12:01:05.000Z',
  createdAt: '2026-11-20T12:01:00.000Z',
  deliveredAt: null,
  payload: { type: 'order.paid', timestamp: '2026-11-20T12:01:00.000Z', data: { orderId: 88 } },
  attemptLog: [attempt(500)],
};
const STAFF = [P.listWebhook, P.insertWebhook, P.updateWebhook, P.deleteWebhook];

function hooksApi(extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    'GET /webhooks': { body: { data: [HOOK], total: 1 } },
    'GET /webhooks/:id': { body: HOOK },
    'GET /webhooks/:id/deliveries': { body: { data: [DELIVERY], total: 1 } },
    ...extra,
  });
}

const open = async (permissions: PermissionName[] = STAFF) => {
  const rendered = renderAdminApp('/admin/webhooks', { session: staffSession(permissions) });
  const cell = await screen.findByText(HOOK.url, {}, { timeout: 15_000 });
  return { ...rendered, row: cell.closest('tr') as HTMLElement };
};

describe('webhooks (/admin/webhooks)', () => {
  it('checks the URL and the events before anything is sent', async () => {
    const api = hooksApi();
    const { user, row } = await open();
    expect(screen.getByRole('heading', { name: 'Webhooks' })).toBeVisible();
    expect(within(row).getByText('Pedido pago')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cadastrar webhook' });
    await user.type(within(dialog).getByLabelText('URL'), 'ftp://x');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(
      await within(dialog).findByText('Informe uma URL válida começando com https://.'),
    ).toBeVisible();
    expect(within(dialog).getByText('Escolha ao menos um evento.')).toBeVisible();
    expect(api.callsTo('POST /webhooks')).toHaveLength(0);
  }, 60_000);

  it('registers an endpoint with its events; the secret is shown once', async () => {
    const api = hooksApi({
      'POST /webhooks': {
        status: 201,
        body: { ...HOOK, id: 6, secret: 'whsec_c2VncmVkby1kZS10ZXN0ZQ==' },
      },
    });
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cadastrar webhook' });
    await user.click(within(dialog).getByLabelText('URL'));
    await user.paste('https://bi.exemplo.com/in');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Pedido pago (order.paid)' }));
    await user.click(
      within(dialog).getByRole('checkbox', {
        name: 'Acesso liberado na portaria (access.granted)',
      }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('whsec_c2VncmVkby1kZS10ZXN0ZQ==')).toBeInTheDocument();
    expect(
      screen.getByText('Copie o segredo agora: ele não será mostrado de novo.'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /webhooks')[0]?.body).toEqual({
      url: 'https://bi.exemplo.com/in',
      description: null,
      events: ['order.paid', 'access.granted'],
      active: true,
    });
  }, 60_000);

  it('shows the deliveries with their status code; Reenviar sends again', async () => {
    const api = hooksApi({
      'POST /webhooks/deliveries/:deliveryId/resend': {
        body: { ...DELIVERY, attempts: 2, attemptLog: [attempt(200, true), attempt(500)] },
      },
    });
    const { user, row } = await open();
    await user.click(within(row).getByRole('button', { name: 'Entregas de Sistema contábil' }));
    const dialog = await screen.findByRole('dialog', { name: 'Entregas: Sistema contábil' });
    const delivery = (await within(dialog).findByText('Pedido pago (order.paid)')).closest(
      'tr',
    ) as HTMLElement;
    expect(within(delivery).getByText('Pendente')).toBeVisible();
    expect(within(delivery).getByText('500')).toBeVisible();
    await user.click(within(delivery).getByRole('button', { name: 'Reenviar entrega msg_88_5' }));
    await waitFor(() => expect(api.callsTo('POST /webhooks/deliveries/17/resend')).toHaveLength(1));
    // the list is read again after the attempt
    await waitFor(() => expect(api.callsTo('GET /webhooks/5/deliveries').length).toBe(2));
  });

  it('is in the Admin menu for who may list it; a reader has no Cadastrar nor Reenviar', async () => {
    hooksApi();
    const { user, row } = await open([P.listWebhook]);
    const menu = screen.getByRole('complementary', { name: 'Menu lateral' });
    expect(within(menu).getByRole('link', { name: 'Webhooks' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cadastrar' })).not.toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Entregas de Sistema contábil' }));
    const dialog = await screen.findByRole('dialog', { name: 'Entregas: Sistema contábil' });
    await within(dialog).findByText('Pedido pago (order.paid)');
    expect(within(dialog).queryByRole('button', { name: /Reenviar/ })).not.toBeInTheDocument();
  });
});
