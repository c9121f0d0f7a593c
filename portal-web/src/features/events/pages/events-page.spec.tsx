import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { EventPublicDto } from '../api/generated-api';
import { fakeApi, memberProfile, memberSession } from '../../../test/fake-api';
import { preloadRoutes, renderApp } from '../../../test/render-app';
import { jsonResponse } from '../../../test/site-settings';
import { captureDownloads, stubObjectUrls } from '../../../test/fixtures/profile';
import {
  DAY,
  EVENT_ID,
  fromNow,
  HOUR,
  publicEvent,
  ticket,
  waitlistEntry,
  zipResponse,
} from '../../../test/fixtures/events';

const LIST = 'GET /api/events-public';
const MY_TICKETS = `GET /api/associate/tickets/${EVENT_ID}`;
const ZIP = `GET /api/associate/tickets/${EVENT_ID}/zip`;
const WAITLIST = `/api/events/${EVENT_ID}/waitlist`;

type Replies = Parameters<typeof fakeApi>[0];

function api(events: EventPublicDto[], extra: Replies = {}) {
  return fakeApi({
    [LIST]: jsonResponse(events),
    'GET /api/associate/me': jsonResponse(memberProfile()),
    [MY_TICKETS]: jsonResponse([]),
    [`GET ${WAITLIST}`]: jsonResponse({ entry: null }),
    ...extra,
  });
}

const signedIn = { session: memberSession({ profile: memberProfile() }), strict: true };

async function openDialog(name: string) {
  const user = userEvent.setup({ delay: null });
  await user.click(await screen.findByRole('button', { name: `Ver mais: ${name}` }));
  return { user, dialog: await screen.findByRole('dialog', { name }) };
}

function fact(dialog: HTMLElement, label: string): string | null {
  const term = within(dialog).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? null;
}

describe('events (/eventos)', () => {
  beforeAll(async () => {
    await preloadRoutes();
    await import('../components/event-modal');
  }, 30_000);

  afterEach(() => {
    jest.restoreAllMocks();
  });

  it("shows a card per event (image, title, 'Ver mais'); the header's Eventos link leads here", async () => {
    const fake = api([publicEvent(), publicEvent({ id: 6, title: 'Festa Junina', image: null })]);
    const { router } = renderApp('/', fake.handler, { strict: true });
    const user = userEvent.setup({ delay: null });
    const nav = await screen.findByRole('navigation', { name: 'Menu principal' });
    await user.click(within(nav).getByRole('link', { name: 'Eventos' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/eventos'));

    const list = await screen.findByRole('list', { name: 'Eventos' });
    const cards = within(list).getAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(
      within(cards[0]).getByRole('heading', { level: 2, name: 'Baile de Aniversário' }),
    ).toBeVisible();
    expect(within(cards[0]).getByText('15/03/2030')).toBeInTheDocument();
    expect(cards[0].querySelector('img')).toHaveAttribute('src', '/api/files/baile.jpg?w=640');
    expect(
      within(cards[0]).getByRole('button', { name: 'Ver mais: Baile de Aniversário' }),
    ).toHaveTextContent('Ver mais');
    expect(cards[1].querySelector('img')).toBeNull();
    expect(screen.queryByText('Oops. Nothing here...')).not.toBeInTheDocument();
  });

  it('the dialog: sale period, sanitized description and observations, tickets for sale, price, days, photos', async () => {
    const event = publicEvent({
      startSale: '2026-01-05T12:00:00.000Z',
      endSale: '2099-12-31T23:00:00.000Z',
      numberOfTicketsForSale: 108,
      description: '<p>Uma noite de <b>festa</b>.</p><img src=x onerror="alert(1)">',
    });
    renderApp('/eventos', api([event]).handler, { strict: true });
    const { user, dialog } = await openDialog('Baile de Aniversário');

    expect(within(dialog).getByText('Vendas de 05/01/2026 09:00 a 31/12/2099 20:00')).toBeVisible();
    expect(within(dialog).getByText(/Uma noite de/)).toHaveTextContent('Uma noite de festa.');
    expect(dialog.querySelector('[onerror]')).toBeNull();
    expect(within(dialog).getByRole('heading', { name: 'Observações' })).toBeInTheDocument();
    expect(within(dialog).getByText('Traje esporte fino.')).toBeInTheDocument();
    expect(fact(dialog, 'Convites à venda')).toBe('108');
    expect(fact(dialog, 'Preço por convidado')).toBe('R$ 30,00');
    expect(fact(dialog, 'Local')).toBe('Salão de Festas');
    const days = within(dialog).getByRole('list', { name: 'Dias do evento' });
    expect(
      within(days)
        .getAllByRole('listitem')
        .map((day) => day.textContent),
    ).toEqual(['15/03/2030 20:00 às 23:30', '16/03/2030 22:00 às 17/03/2030 02:00']);
    // the image, then the gallery, in the shared carousel
    expect(
      within(dialog).getByAltText('Baile de Aniversário: foto 1 de 3').getAttribute('src'),
    ).toMatch(/^\/api\/files\/baile\.jpg/);
    await user.click(within(dialog).getByRole('button', { name: 'Próxima foto' }));
    expect(within(dialog).getByAltText('Baile de Aniversário: foto 2 de 3')).toBeInTheDocument();
    expect(within(dialog).queryByText('Venda de convite esgotada')).not.toBeInTheDocument();
    // a visitor: no buy button
    expect(within(dialog).queryByRole('button', { name: 'Comprar convite' })).toBeNull();
  });

  it("shows 'Comprar convite' to a signed-in member while on sale; it leads to the purchase page", async () => {
    const { router } = renderApp('/eventos', api([publicEvent()]).handler, signedIn);
    const { user, dialog } = await openDialog('Baile de Aniversário');
    await user.click(within(dialog).getByRole('button', { name: 'Comprar convite' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/associado/evento/5'));
  });

  const hidden: [string, Partial<EventPublicDto>][] = [
    ['the sale has not opened', { startSale: fromNow(HOUR), endSale: fromNow(DAY) }],
    ['the sale has closed', { startSale: fromNow(-DAY), endSale: fromNow(-HOUR) }],
    ['nothing is left', { numberOfTicketsForSale: 0 }],
  ];
  it.each(hidden)('hides Comprar convite when %s', async (_case, overrides) => {
    renderApp('/eventos', api([publicEvent(overrides)]).handler, signedIn);
    const { dialog } = await openDialog('Baile de Aniversário');
    expect(within(dialog).getByText('Preço por convidado')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Comprar convite' })).toBeNull();
  });

  it("sold out: 'Venda de convite esgotada' and, for a visitor, a sign-in link back to the event", async () => {
    const { router } = renderApp(
      '/eventos',
      api([publicEvent({ numberOfTicketsForSale: 0 })]).handler,
      { strict: true },
    );
    const { user, dialog } = await openDialog('Baile de Aniversário');
    expect(within(dialog).getByText('Venda de convite esgotada')).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: 'Entrar na fila de espera' })).toBeNull();
    await user.click(within(dialog).getByRole('link', { name: 'Entre como associado' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/associado'));
    expect(router.state.location.state).toEqual({
      from: { pathname: '/eventos', search: '?evento=5' },
    });
  });

  it('sold out, a member: joins the waitlist with a quantity, sees the position, leaves it', async () => {
    const fake = api([publicEvent({ numberOfTicketsForSale: 0 })], {
      [`GET ${WAITLIST}`]: [
        jsonResponse({ entry: null }),
        jsonResponse({ entry: waitlistEntry({ position: 4, quantity: 3 }) }),
        jsonResponse({ entry: null }),
      ],
      [`POST ${WAITLIST}`]: jsonResponse({ position: 4, quantity: 3, status: 'Aguardando' }, 201),
      [`DELETE ${WAITLIST}`]: new Response(null, { status: 204 }),
    });
    renderApp('/eventos', fake.handler, signedIn);
    const { user, dialog } = await openDialog('Baile de Aniversário');
    expect(within(dialog).getByText('Venda de convite esgotada')).toBeVisible();

    const quantity = await within(dialog).findByLabelText('Quantidade de convites');
    expect(
      within(quantity)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
    await user.selectOptions(quantity, '3');
    await user.click(within(dialog).getByRole('button', { name: 'Entrar na fila de espera' }));

    expect(
      await within(dialog).findByText('Você está na posição 4 da fila de espera.'),
    ).toBeVisible();
    const [join] = fake.callsTo(`POST ${WAITLIST}`);
    expect(join.body).toEqual({ quantity: 3 });
    expect(join.authorization).toBe('Bearer access-1');

    await user.click(within(dialog).getByRole('button', { name: 'Sair da fila' }));
    expect(
      await within(dialog).findByRole('button', { name: 'Entrar na fila de espera' }),
    ).toBeInTheDocument();
    expect(fake.callsTo(`DELETE ${WAITLIST}`)).toHaveLength(1);
    expect(within(dialog).queryByText(/fila de espera\.$/)).toBeNull();
  });

  it('a waitlist offer: until when the tickets are kept, and Comprar convite', async () => {
    const until = '2030-03-01T15:45:00.000Z';
    const fake = api([publicEvent({ numberOfTicketsForSale: 0 })], {
      [`GET ${WAITLIST}`]: jsonResponse({
        entry: waitlistEntry({
          position: 1,
          status: 'Oferta enviada',
          offerExpiresAt: until,
          offeredQuantity: 2,
        }),
      }),
    });
    const { router } = renderApp('/eventos', fake.handler, signedIn);
    const { user, dialog } = await openDialog('Baile de Aniversário');
    expect(
      await within(dialog).findByText('Há 2 convites reservados para você até 01/03/2030 12:45.'),
    ).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Comprar convite' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/associado/evento/5'));
  });

  it("the download-invite button: a member with confirmed tickets gets the event's zip", async () => {
    stubObjectUrls();
    const downloads = captureDownloads();
    const fake = api([publicEvent()], {
      [MY_TICKETS]: jsonResponse([ticket(201), ticket(202, { status: 'Pendente', code: null })]),
      [ZIP]: zipResponse('convites-evento-5.zip'),
    });
    renderApp('/eventos', fake.handler, signedIn);
    const { user, dialog } = await openDialog('Baile de Aniversário');
    await user.click(await within(dialog).findByRole('button', { name: 'Baixar convites' }));
    // the success alert (over the event's dialog)
    expect(await screen.findAllByText('Download realizado com sucesso!')).not.toHaveLength(0);
    expect(fake.callsTo(ZIP)).toHaveLength(1);
    expect(downloads.map((download) => download.fileName)).toEqual(['convites-evento-5.zip']);
  });

  it('no download button without confirmed tickets, nor for a visitor', async () => {
    const fake = api([publicEvent()], {
      [MY_TICKETS]: jsonResponse([ticket(202, { status: 'Pendente', code: null })]),
    });
    renderApp('/eventos', fake.handler, signedIn);
    const { dialog } = await openDialog('Baile de Aniversário');
    await waitFor(() => expect(fake.callsTo(MY_TICKETS)).not.toHaveLength(0));
    expect(within(dialog).getByRole('button', { name: 'Comprar convite' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Baixar convites' })).toBeNull();
  });

  it('opens the dialog from the address (?evento=id), also for an event not in the list; unknown id says so', async () => {
    const fake = api([publicEvent()], {
      'GET /api/events-public/9': jsonResponse(publicEvent({ id: 9, title: 'Show de Verão' })),
    });
    const { router } = renderApp('/eventos?evento=5', fake.handler, { strict: true });
    expect(await screen.findByRole('dialog', { name: 'Baile de Aniversário' })).toBeInTheDocument();
    expect(fake.callsTo('GET /api/events-public/5')).toHaveLength(0);

    await act(() => router.navigate('/eventos?evento=9'));
    expect(await screen.findByRole('dialog', { name: 'Show de Verão' })).toBeInTheDocument();

    await act(() => router.navigate('/eventos?evento=77'));
    expect(await screen.findByText('Evento não encontrado.')).toBeInTheDocument();
  });

  it('a card puts the id in the address, closing takes it away', async () => {
    const { router } = renderApp('/eventos', api([publicEvent()]).handler, { strict: true });
    const { user, dialog } = await openDialog('Baile de Aniversário');
    expect(router.state.location.search).toBe('?evento=5');
    const close = within(dialog).getAllByRole('button', { name: 'Fechar' });
    await user.click(close[close.length - 1]);
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });
});
