import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { fakeApi, memberProfile, memberSession } from '../../../test/fake-api';
import { preloadRoutes, renderApp } from '../../../test/render-app';
import { jsonResponse } from '../../../test/site-settings';
import { order } from '../../../test/fixtures/reservations';
import { captureDownloads, stubObjectUrls } from '../../../test/fixtures/profile';
import { clubInstant, eventOrder, imageResponse, zipResponse } from '../../../test/fixtures/events';
import type { OrderDto } from '../api/generated-api';

const PAGE = '/associado/meus-pedidos';

function renderPage(orders: OrderDto[], replies: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({
    ...replies,
    'GET /api/associate/me': jsonResponse(memberProfile()),
    'GET /api/my-orders': jsonResponse(orders),
    ...Object.fromEntries(
      orders.map((item) => [`GET /api/my-order/${item.id}`, jsonResponse(item)]),
    ),
  });
  renderApp(PAGE, api.handler, {
    session: memberSession({ profile: memberProfile() }),
    strict: true,
  });
  return api;
}

const fact = (scope: HTMLElement, label: string) =>
  within(scope).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

const threeGuests = order().invitations.concat({
  id: 103,
  code: '000103',
  name: 'Rita Alves',
  cpf: '39053344705',
  eventDate: order().product.startAt,
  value: 2500,
});

async function openOrder(id: number) {
  const user = userEvent.setup({ delay: null });
  await user.click(await screen.findByRole('button', { name: `Detalhes do pedido ${id}` }));
  return screen.findByRole('dialog', { name: `Pedido ${id}` });
}

describe('Meus pedidos (/associado/meus-pedidos)', () => {
  beforeAll(async () => {
    await preloadRoutes();
    await import('./my-orders-page');
    await import('../components/order-dialog');
  }, 30_000);

  it('lists the orders with product, date, total and status; a pending one says until when to pay', async () => {
    renderPage([
      order({ id: 42, status: 'Pendente', type: null, expiresAt: '2030-03-01T15:45:00.000Z' }),
      order(),
    ]);
    const list = await screen.findByRole('list', { name: 'Pedidos' });
    const [pending, done] = within(list).getAllByRole('article');
    expect(within(pending).getByRole('heading', { name: 'Salão de Festas' })).toBeInTheDocument();
    expect(fact(pending, 'Data')).toBe('01/03/2030');
    expect(fact(pending, 'Total')).toBe('R$ 25,00');
    expect(fact(pending, 'Status')).toBe('Pendente');
    // the deadline with its date and time, and a countdown while it runs
    expect(within(pending).getByTestId('pay-deadline')).toHaveTextContent(
      /^Pague até 01\/03\/2030 12:45faltam \d+:\d{2}:\d{2}$/,
    );
    expect(
      within(pending).getByRole('timer', { name: 'Tempo restante para pagar' }),
    ).toBeInTheDocument();
    expect(fact(done, 'Status')).toBe('Finalizado');
    expect(within(done).queryByText(/Pague até/)).toBeNull();
  });

  it("'Pagar' on a pending order with time left: the cart rebuilt from the order, then the checkout", async () => {
    const pending = order({
      id: 42,
      status: 'Pendente',
      type: null,
      expiresAt: '2030-03-01T15:45:00.000Z',
    });
    const api = fakeApi({
      'GET /api/associate/me': jsonResponse(memberProfile()),
      'GET /api/my-orders': jsonResponse([pending, order({ id: 43, status: 'Expirado' })]),
      'GET /api/my-order/42': jsonResponse(pending),
    });
    const { router, store } = renderApp(PAGE, api.handler, {
      session: memberSession({ profile: memberProfile() }),
      strict: true,
    });
    const dialog = await openOrder(42);
    expect(within(dialog).getByRole('button', { name: 'Pagar' })).toBeInTheDocument();
    await userEvent
      .setup({ delay: null })
      .click(within(dialog).getByRole('button', { name: 'Pagar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/associado/checkout'));
    expect(store.getState().cart.current).toEqual({
      orderId: 42,
      title: 'Salão de Festas',
      thumb: null,
      description: expect.stringMatching(/^\d{2}\/\d{2}\/2030, \d{2}:\d{2} às \d{2}:\d{2}$/),
      total: 2500,
      qty: 2,
      type: 'reserva',
      extra: [
        { name: 'Pedro Souza', doc: '11144477735' },
        { name: 'Ana Lima', doc: '52998224725' },
      ],
      paymentType: null,
      customer: null,
      eventDate: pending.product.startAt,
      template: null,
      expiresAt: '2030-03-01T15:45:00.000Z',
    });
    expect(screen.queryByRole('button', { name: 'Pagar o pedido 43' })).toBeNull();
  });

  it("says 'Nenhum dado encontrado!' without orders", async () => {
    renderPage([]);
    expect(await screen.findByText('Nenhum dado encontrado!')).toBeInTheDocument();
  });

  it('the detail dialog: product, status, payment, brand, total, date, invitations; a download per guest up to 2', async () => {
    renderPage([order({ type: 'Cartão de Crédito', brand: 'Visa' })]);
    const dialog = await openOrder(41);
    expect(fact(dialog, 'Produto')).toBe('Salão de Festas');
    expect(fact(dialog, 'Status')).toBe('Finalizado');
    expect(fact(dialog, 'Tipo de pagamento')).toBe('Cartão de Crédito');
    expect(fact(dialog, 'Bandeira')).toBe('Visa');
    expect(fact(dialog, 'Total')).toBe('R$ 25,00');
    expect(fact(dialog, 'Data')).toBe('01/03/2030 12:30');
    expect(within(dialog).getByText(/Pedro Souza \(111\.444\.777-35\)/)).toBeInTheDocument();
    expect(
      within(dialog)
        .getAllByRole('button', { name: /^Baixar/ })
        .map((button) => button.textContent),
    ).toEqual(['Baixar convite de Pedro Souza', 'Baixar convite de Ana Lima']);
  });

  it("above 2 invitations one 'Baixar todos'", async () => {
    renderPage([order({ invitations: threeGuests })]);
    const dialog = await openOrder(41);
    expect(
      within(dialog)
        .getAllByRole('button', { name: /^Baixar/ })
        .map((button) => button.textContent),
    ).toEqual(['Baixar todos']);
  });

  it.each(['Pendente', 'Cancelado', 'Expirado'] as const)(
    'no downloads for a %s order',
    async (status) => {
      renderPage([order({ status, type: null, invitations: threeGuests })]);
      const dialog = await openOrder(41);
      expect(fact(dialog, 'Tipo de pagamento')).toBe('—');
      expect(fact(dialog, 'Bandeira')).toBe('—');
      expect(within(dialog).getByText(/Rita Alves/)).toBeInTheDocument();
      expect(within(dialog).queryByRole('button', { name: /^Baixar/ })).toBeNull();
    },
  );

  describe('a refund', () => {
    const PENDING_NOTE =
      'Estorno solicitado à operadora; o valor aparece na fatura ou na conta conforme o prazo do banco.';

    it("the list and the dialog say 'Estornado' with the amount; pending at the acquirer, when it shows up", async () => {
      renderPage([
        order({
          status: 'Cancelado',
          total: 5000,
          totalFormatted: 'R$ 50,00',
          refunded: 5000,
          refundedFormatted: 'R$ 50,00',
          refund: 'Estornado',
          refundPending: true,
        }),
      ]);
      const list = await screen.findByRole('list', { name: 'Pedidos' });
      const [item] = within(list).getAllByRole('article');
      expect(within(item).getByText('Estornado: R$ 50,00')).toBeInTheDocument();
      expect(within(item).getByText(PENDING_NOTE)).toBeInTheDocument();
      const dialog = await openOrder(41);
      expect(within(dialog).getByText('Estornado: R$ 50,00')).toBeInTheDocument();
      expect(within(dialog).getByText(PENDING_NOTE)).toBeInTheDocument();
    });

    it("a confirmed partial refund: 'Estorno parcial' with the amount, no pending note", async () => {
      renderPage([
        order({
          refunded: 2500,
          refundedFormatted: 'R$ 25,00',
          refund: 'Estorno parcial',
          refundPending: false,
        }),
      ]);
      const list = await screen.findByRole('list', { name: 'Pedidos' });
      const [item] = within(list).getAllByRole('article');
      expect(within(item).getByText('Estorno parcial: R$ 25,00')).toBeInTheDocument();
      const dialog = await openOrder(41);
      expect(within(dialog).getByText('Estorno parcial: R$ 25,00')).toBeInTheDocument();
      expect(screen.queryByText(PENDING_NOTE)).toBeNull();
    });

    it('no refund: nothing said', async () => {
      renderPage([order()]);
      const dialog = await openOrder(41);
      expect(screen.queryByText(/Estorn/)).toBeNull();
      expect(within(dialog).queryByText(/Estorn/)).toBeNull();
    });
  });

  describe('an event order (product evento)', () => {
    it('lists it with the event title; the dialog shows the event days and its tickets', async () => {
      renderPage([eventOrder()]);
      const list = await screen.findByRole('list', { name: 'Pedidos' });
      const [item] = within(list).getAllByRole('article');
      expect(
        within(item).getByRole('heading', { name: 'Baile de Aniversário' }),
      ).toBeInTheDocument();
      expect(fact(item, 'Total')).toBe('R$ 30,00');
      const dialog = await openOrder(51);
      expect(fact(dialog, 'Produto')).toBe('Baile de Aniversário');
      expect(fact(dialog, 'Data do evento')).toBe('15/03/2030 20:00 a 17/03/2030 02:00');
      expect(
        within(dialog).getByText(/Rita Alves \(390\.533\.447-05\) — convite 000202/),
      ).toBeInTheDocument();
    });

    it('finished with 2 tickets: a download per guest, the ticket image', async () => {
      stubObjectUrls();
      const downloads = captureDownloads();
      const api = renderPage([eventOrder()], {
        'GET /api/tickets/202/image': imageResponse('convite-000202.jpg'),
      });
      const dialog = await openOrder(51);
      expect(
        within(dialog)
          .getAllByRole('button', { name: /^Baixar/ })
          .map((button) => button.textContent),
      ).toEqual(['Baixar convite de Pedro Souza', 'Baixar convite de Rita Alves']);
      const user = userEvent.setup({ delay: null });
      await user.click(
        within(dialog).getByRole('button', { name: 'Baixar convite de Rita Alves' }),
      );
      expect(await screen.findAllByText('Download realizado com sucesso!')).not.toHaveLength(0);
      expect(api.callsTo('GET /api/tickets/202/image')).toHaveLength(1);
      expect(downloads.map((download) => download.fileName)).toEqual(['convite-000202.jpg']);
    });

    it('lists each day of a multi-day event in the detail', async () => {
      const twoDays = eventOrder();
      renderPage([
        {
          ...twoDays,
          product: {
            ...twoDays.product,
            startAt: clubInstant('2026-12-26', '20:00'),
            endAt: clubInstant('2026-12-27', '23:59'),
            days: [
              {
                startsAt: clubInstant('2026-12-26', '20:00'),
                endsAt: clubInstant('2026-12-26', '23:59'),
              },
              {
                startsAt: clubInstant('2026-12-27', '20:00'),
                endsAt: clubInstant('2026-12-27', '23:59'),
              },
            ],
          },
        },
      ]);
      const dialog = await openOrder(51);
      const days = within(dialog).getByText('Datas do evento', { selector: 'dt' })
        .nextElementSibling as HTMLElement;
      expect(
        within(days)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['26/12/2026 20:00 às 23:59', '27/12/2026 20:00 às 23:59']);
      expect(within(dialog).queryByText(/26\/12\/2026 20:00 a 27\/12\/2026/)).toBeNull();
    });

    it('finished: each invitation on screen, its image with the QR code', async () => {
      stubObjectUrls();
      renderPage([eventOrder()], {
        'GET /api/tickets/201/image': imageResponse('convite-000201.jpg'),
        'GET /api/tickets/202/image': imageResponse('convite-000202.jpg'),
      });
      const dialog = await openOrder(51);
      const shown = within(dialog).getByRole('list', { name: 'Imagens dos convites' });
      expect(
        await within(shown).findByRole('img', { name: 'Convite de Rita Alves' }),
      ).toHaveAttribute('src', expect.stringMatching(/^blob:test\//));
      expect(
        await within(shown).findByRole('img', { name: 'Convite de Pedro Souza' }),
      ).toBeInTheDocument();
    });

    it("finished with 3 tickets: 'Baixar todos', the zip of the event's tickets", async () => {
      stubObjectUrls();
      const downloads = captureDownloads();
      const three = eventOrder().invitations.concat({
        ...eventOrder().invitations[0],
        id: 203,
        code: '000203',
        name: 'Ana Lima',
        cpf: '52998224725',
      });
      const api = renderPage([eventOrder({ invitations: three })], {
        'GET /api/associate/tickets/5/zip': zipResponse('convites-evento-5.zip'),
      });
      const dialog = await openOrder(51);
      const user = userEvent.setup({ delay: null });
      await user.click(within(dialog).getByRole('button', { name: 'Baixar todos' }));
      expect(await screen.findAllByText('Download realizado com sucesso!')).not.toHaveLength(0);
      expect(api.callsTo('GET /api/associate/tickets/5/zip')).toHaveLength(1);
      expect(downloads.map((download) => download.fileName)).toEqual(['convites-evento-5.zip']);
    });

    it('pending: no downloads', async () => {
      renderPage([
        eventOrder({ status: 'Pendente', type: null, expiresAt: '2030-03-01T15:45:00.000Z' }),
      ]);
      const dialog = await openOrder(51);
      expect(within(dialog).getByText(/Pedro Souza/)).toBeInTheDocument();
      expect(within(dialog).queryByRole('button', { name: /^Baixar/ })).toBeNull();
    });
  });
});
