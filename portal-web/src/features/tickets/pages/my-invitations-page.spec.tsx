import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { fakeApi, memberProfile, memberSession } from '../../../test/fake-api';
import { preloadRoutes, renderApp } from '../../../test/render-app';
import { jsonResponse } from '../../../test/site-settings';
import { captureDownloads, stubObjectUrls } from '../../../test/fixtures/profile';
import {
  clubInstant,
  eventTickets,
  imageResponse,
  ticket,
  zipResponse,
} from '../../../test/fixtures/events';
import type { MyEventTicketsDto } from '../api/generated-api';

const PAGE = '/associado/meus-convites';
const LIST = 'GET /api/associate/tickets';

function renderPage(groups: MyEventTicketsDto[], replies: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({
    'GET /api/associate/me': jsonResponse(memberProfile()),
    [LIST]: jsonResponse(groups),
    'GET /api/passes-for-me': jsonResponse([]),
    ...replies,
  });
  renderApp(PAGE, api.handler, {
    session: memberSession({ profile: memberProfile() }),
    strict: true,
  });
  return api;
}

const fact = (scope: HTMLElement, label: string) =>
  within(scope).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

/** Two events: the ball with three confirmed and a pending one, the show with one of each. */
function groups(): MyEventTicketsDto[] {
  return [
    eventTickets([
      ticket(201, { name: 'Pedro Souza' }),
      ticket(202, { name: 'Ana Lima', cpf: '52998224725' }),
      ticket(203, { name: 'Rita Alves', cpf: '39053344705' }),
      ticket(204, {
        name: 'João Prado',
        cpf: '15350946056',
        status: 'Pendente',
        code: null,
        holdExpiresAt: '2030-03-01T15:45:00.000Z',
      }),
    ]),
    eventTickets(
      [
        ticket(301, { name: 'Carla Dias', event: { id: 8, title: 'Show de Verão' } }),
        ticket(302, { name: 'Bruno Reis', status: 'Expirado', code: null }),
      ],
      { id: 8, title: 'Show de Verão', firstDate: clubInstant('2030-04-02', '19:00') },
    ),
  ];
}

describe('Meus convites (/associado/meus-convites)', () => {
  beforeAll(async () => {
    await preloadRoutes();
    await import('./my-invitations-page');
  }, 30_000);

  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('groups the invitations by event: title, first day, and each ticket with name, CPF, code and status', async () => {
    renderPage(groups());
    const list = await screen.findByRole('list', { name: 'Eventos' });
    const [ball, show] = within(list).getAllByRole('article');
    expect(within(ball).getByRole('heading', { name: 'Baile de Aniversário' })).toBeInTheDocument();
    expect(fact(ball, 'Data')).toBe('15/03/2030 20:00');
    expect(within(show).getByRole('heading', { name: 'Show de Verão' })).toBeInTheDocument();
    expect(fact(show, 'Data')).toBe('02/04/2030 19:00');

    const tickets = within(
      within(ball).getByRole('list', { name: 'Convites: Baile de Aniversário' }),
    ).getAllByRole('listitem');
    expect(tickets).toHaveLength(4);
    expect(fact(tickets[0], 'Nome')).toBe('Pedro Souza');
    expect(fact(tickets[0], 'CPF')).toBe('111.444.777-35');
    expect(fact(tickets[0], 'Código')).toBe('000201');
    expect(fact(tickets[0], 'Status')).toBe('Confirmado');
    expect(fact(tickets[3], 'Código')).toBe('—');
    expect(fact(tickets[3], 'Status')).toBe('Pendente');
    expect(within(tickets[3]).getByText(/Pague até 12:45/)).toBeInTheDocument();
  });

  it("'Baixar convite' on each confirmed ticket; 'Baixar todos' only for an event with more than 2 confirmed", async () => {
    renderPage(groups());
    const list = await screen.findByRole('list', { name: 'Eventos' });
    const [ball, show] = within(list).getAllByRole('article');
    expect(
      within(ball)
        .getAllByRole('button', { name: /^Baixar/ })
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual([
      'Baixar todos: Baile de Aniversário',
      'Baixar convite de Pedro Souza',
      'Baixar convite de Ana Lima',
      'Baixar convite de Rita Alves',
    ]);
    expect(
      within(show)
        .getAllByRole('button', { name: /^Baixar/ })
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Baixar convite de Carla Dias']);
  });

  it('lists each day of a multi-day event (not one range, not only the first day)', async () => {
    renderPage([
      eventTickets([ticket(201, { name: 'Pedro Souza', status: 'Pendente', code: null })], {
        firstDate: clubInstant('2026-12-26', '20:00'),
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
      }),
    ]);
    const list = await screen.findByRole('list', { name: 'Eventos' });
    const [ball] = within(list).getAllByRole('article');
    const dates = within(ball).getByText('Datas', { selector: 'dt' })
      .nextElementSibling as HTMLElement;
    expect(
      within(dates)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['26/12/2026 20:00 às 23:59', '27/12/2026 20:00 às 23:59']);
  });

  it('shows each confirmed invitation on screen (its image with the QR code), not the others', async () => {
    stubObjectUrls();
    const api = renderPage(groups(), {
      'GET /api/tickets/201/image': imageResponse('convite-000201.jpg'),
      'GET /api/tickets/202/image': imageResponse('convite-000202.jpg'),
      'GET /api/tickets/203/image': imageResponse('convite-000203.jpg'),
      'GET /api/tickets/301/image': imageResponse('convite-000301.jpg'),
    });
    const list = await screen.findByRole('list', { name: 'Convites: Baile de Aniversário' });
    const image = await within(list).findByRole('img', { name: 'Convite de Ana Lima' });
    expect(image.getAttribute('src')).toMatch(/^blob:test\//);
    expect(image).toHaveAttribute('width', '1080');
    await waitFor(() =>
      expect(
        screen.getAllByRole('img', { name: /^Convite de / }).map((img) => img.getAttribute('alt')),
      ).toEqual([
        'Convite de Pedro Souza',
        'Convite de Ana Lima',
        'Convite de Rita Alves',
        'Convite de Carla Dias',
      ]),
    );
    // pending and expired ones have no image yet
    expect(api.callsTo('GET /api/tickets/204/image')).toHaveLength(0);
    expect(api.callsTo('GET /api/tickets/302/image')).toHaveLength(0);
  });

  it('downloads one invitation (its image) and all of an event (the zip)', async () => {
    stubObjectUrls();
    const downloads = captureDownloads();
    const api = renderPage(groups(), {
      'GET /api/tickets/202/image': imageResponse('convite-000202.jpg'),
      'GET /api/associate/tickets/5/zip': zipResponse('convites-evento-5.zip'),
    });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Baixar convite de Ana Lima' }));
    expect(
      await screen.findByRole('dialog', { name: 'Download realizado com sucesso!' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await user.click(screen.getByRole('button', { name: 'Baixar todos: Baile de Aniversário' }));
    await screen.findByRole('dialog', { name: 'Download realizado com sucesso!' });
    expect(api.callsTo('GET /api/tickets/202/image')).toHaveLength(1);
    expect(api.callsTo('GET /api/associate/tickets/5/zip')).toHaveLength(1);
    expect(downloads.map((download) => download.fileName)).toEqual([
      'convite-000202.jpg',
      'convites-evento-5.zip',
    ]);
  });

  it("'Cancelar convite' while the event allows it: the refund said before Sim, the ticket cancelled after", async () => {
    const cancellable = ticket(501, {
      name: 'Lia Campos',
      canCancel: true,
      cancelUntil: clubInstant('2030-03-13', '20:00'),
    });
    const late = ticket(502, { name: 'Davi Rocha' });
    const api = renderPage([eventTickets([cancellable, late])], {
      'POST /api/associate/tickets/501/cancel': jsonResponse({
        ...cancellable,
        status: 'Cancelado',
        code: null,
        canCancel: false,
        cancelUntil: null,
      }),
    });
    const user = userEvent.setup({ delay: null });
    const list = await screen.findByRole('list', { name: 'Convites: Baile de Aniversário' });
    expect(within(list).getByText('Pode ser cancelado até 13/03/2030 20:00.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Cancelar convite de Davi Rocha' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Cancelar convite de Lia Campos' }));
    let confirm = await screen.findByRole('dialog', {
      name: 'Confirma o cancelamento do convite de Lia Campos?',
    });
    expect(
      await within(confirm).findByText(
        'O valor pago (R$ 30,00) será estornado pela operadora, no mesmo meio de pagamento.',
      ),
    ).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Não' }));
    expect(api.callsTo('POST /api/associate/tickets/501/cancel')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Cancelar convite de Lia Campos' }));
    confirm = await screen.findByRole('dialog', {
      name: 'Confirma o cancelamento do convite de Lia Campos?',
    });
    await user.click(within(confirm).getByRole('button', { name: 'Sim' }));
    expect(await screen.findByRole('dialog', { name: 'Convite cancelado.' })).toBeInTheDocument();
    expect(api.callsTo('POST /api/associate/tickets/501/cancel')).toHaveLength(1);
  });

  it("says 'Nenhum dado encontrado!' without invitations", async () => {
    renderPage([]);
    expect(await screen.findByText('Nenhum dado encontrado!')).toBeInTheDocument();
  });

  it("'Convites em seu nome': what other members bought for the member or a dependent, each downloadable", async () => {
    stubObjectUrls();
    const downloads = captureDownloads();
    const api = renderPage([], {
      'GET /api/passes-for-me': jsonResponse([
        {
          kind: 'ticket',
          id: 77,
          code: '00077',
          name: 'Pedro Souza',
          who: 'dependent',
          title: 'Baile do Clube',
          startsAt: clubInstant('2030-05-10', '21:00'),
          endsAt: clubInstant('2030-05-11', '02:00'),
          host: 'Ana Lima',
        },
      ]),
      'GET /api/passes-for-me/tickets/77/image': imageResponse('convite-00077.jpg'),
    });
    const section = await screen.findByRole('region', { name: 'Convites em seu nome' });
    const [item] = within(section).getAllByRole('listitem');
    expect(fact(item, 'Evento')).toBe('Baile do Clube');
    expect(fact(item, 'Data')).toBe('10/05/2030 21:00');
    expect(fact(item, 'Nome')).toBe('Pedro Souza (Dependente)');
    expect(fact(item, 'Convidado por')).toBe('Ana Lima');
    expect(fact(item, 'Código')).toBe('00077');
    const user = userEvent.setup({ delay: null });
    await user.click(
      within(item).getByRole('button', { name: 'Baixar convite de Pedro Souza: Baile do Clube' }),
    );
    await screen.findByRole('dialog', { name: 'Download realizado com sucesso!' });
    expect(api.callsTo('GET /api/passes-for-me/tickets/77/image')).toHaveLength(1);
    expect(downloads.map((download) => download.fileName)).toEqual(['convite-00077.jpg']);
  });
});
