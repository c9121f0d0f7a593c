import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from '@jest/globals';
import type { LocalPublicDto } from '../api/generated-api';
import { fakeApi, memberSession } from '../../../test/fake-api';
import { preloadRoutes, renderApp } from '../../../test/render-app';
import { jsonResponse } from '../../../test/site-settings';

function space(id: number, overrides: Partial<LocalPublicDto> = {}): LocalPublicDto {
  return {
    id,
    description: `Espaço ${id}`,
    slug: `espaco-${id}`,
    usageGuide: '<p>Deixe o espaço limpo.</p>',
    capacity: 40,
    reserved: true,
    restrictions: [{ id: 1, description: 'Associados' }],
    reservationTime: 240,
    reservationTimeInHours: 4,
    reservationInterval: { description: 'Quatro horas' },
    localType: {
      description: 'Churrasqueira',
      associatedValue: 0,
      externalValue: 5000,
      invitedValue: 2500,
      invitedValueFormatted: 'R$ 25,00',
      rescheduleInterval: 90,
    },
    gallery: ['/api/files/a.jpg', '/api/files/b.jpg', '/api/files/c.jpg'],
    startsAt: '08:00',
    endsAt: '22:00',
    ...overrides,
  };
}

function api(spaces: LocalPublicDto[], extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({ 'GET /api/locals/public': jsonResponse(spaces), ...extra });
}

const signedIn = { session: memberSession(), strict: true };

/** Opens the dialog of `name` from its card. */
async function openDialog(name: string) {
  const user = userEvent.setup({ delay: null });
  await user.click(await screen.findByRole('button', { name: `Ver mais: ${name}` }));
  return { user, dialog: await screen.findByRole('dialog', { name }) };
}

/** The value shown beside a label of the dialog's facts. */
function fact(dialog: HTMLElement, label: string): string | null {
  const term = within(dialog).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? null;
}

describe('spaces (/espacos)', () => {
  beforeAll(preloadRoutes, 30_000);

  it('shows a card per space with its photo, description and type', async () => {
    renderApp(
      '/espacos',
      api([
        space(1),
        space(2, { gallery: [], localType: { ...space(2).localType, description: 'Quadra' } }),
      ]).handler,
      { strict: true },
    );
    const list = await screen.findByRole('list', { name: 'Espaços' });
    const cards = within(list).getAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(
      within(cards[0]).getByRole('heading', { level: 2, name: 'Espaço 1' }),
    ).toBeInTheDocument();
    expect(within(cards[0]).getByText('Churrasqueira')).toBeInTheDocument();
    expect(cards[0].querySelector('img')).toHaveAttribute('src', '/api/files/a.jpg?w=640');
    expect(within(cards[1]).getByText('Quadra')).toBeInTheDocument();
    expect(cards[1].querySelector('img')).toBeNull();
    expect(screen.queryByText('Página não encontrada')).not.toBeInTheDocument();
  });

  it('the dialog shows every field of the spec, the gallery, and Fechar closes it', async () => {
    renderApp(
      '/espacos',
      api([space(1, { usageGuide: '<p>Traga <b>carvão</b>.</p><img src=x onerror="alert(1)">' })])
        .handler,
      signedIn,
    );
    const { user, dialog } = await openDialog('Espaço 1');

    expect(within(dialog).getByRole('heading', { name: 'Guia de uso' })).toBeInTheDocument();
    expect(within(dialog).getByText(/Traga/)).toHaveTextContent('Traga carvão.');
    expect(dialog.querySelector('[onerror]')).toBeNull();
    expect(fact(dialog, 'Preço por convidado')).toBe('R$ 25,00');
    expect(fact(dialog, 'Capacidade')).toBe('40 pessoas');
    expect(fact(dialog, 'Apto para reserva')).toBe('Sim');
    expect(fact(dialog, 'Restrição')).toBe('Associados');
    expect(fact(dialog, 'Intervalo de reserva')).toBe('Quatro horas');

    // gallery: one photo at a time, named; next, previous (wrapping) and thumbnails
    expect(within(dialog).getByAltText('Espaço 1: foto 1 de 3')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Próxima foto' }));
    expect(within(dialog).getByAltText('Espaço 1: foto 2 de 3')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Foto anterior' }));
    await user.click(within(dialog).getByRole('button', { name: 'Foto anterior' }));
    expect(within(dialog).getByAltText('Espaço 1: foto 3 de 3')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Ver foto 1 de 3' }));
    expect(within(dialog).getByAltText('Espaço 1: foto 1 de 3')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Ver foto 1 de 3' })).toHaveAttribute(
      'aria-current',
      'true',
    );

    const close = within(dialog).getAllByRole('button', { name: 'Fechar' });
    await user.click(close[close.length - 1]);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Espaço 1' })).not.toBeInTheDocument(),
    );
  });

  it("says 'Sem preço definido.' without a guest price, 'Nenhuma' without a restriction, 'Não' when not fit", async () => {
    const free = space(1, {
      localType: { ...space(1).localType, invitedValue: 0, invitedValueFormatted: 'R$ 0,00' },
      restrictions: [],
      reserved: false,
      capacity: 1,
    });
    renderApp('/espacos', api([free]).handler, { strict: true });
    const { dialog } = await openDialog('Espaço 1');
    expect(fact(dialog, 'Preço por convidado')).toBe('Sem preço definido.');
    expect(fact(dialog, 'Restrição')).toBe('Nenhuma');
    expect(fact(dialog, 'Apto para reserva')).toBe('Não');
    expect(fact(dialog, 'Capacidade')).toBe('1 pessoa');
  });

  it('shows Reservar to a signed-in member when all four conditions hold, and it leads to the reservation page', async () => {
    const { router } = renderApp(
      '/espacos',
      api([space(1, { restrictions: [{ id: 2, description: 'Dependentes' }] })]).handler,
      signedIn,
    );
    const { user, dialog } = await openDialog('Espaço 1');
    await user.click(within(dialog).getByRole('button', { name: 'Reservar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/associado/reserva/espaco-1'));
  });

  const hidden: [string, Partial<LocalPublicDto>, boolean][] = [
    ['no reservation time', { reservationTime: 0 }, true],
    ['no member signed in', {}, false],
    [
      "first restriction 'Convidados'",
      { restrictions: [{ id: 3, description: 'Convidados' }] },
      true,
    ],
    ['no restriction', { restrictions: [] }, true],
    ['not reserved', { reserved: false }, true],
  ];
  it.each(hidden)('hides Reservar when %s', async (_case, overrides, member) => {
    renderApp('/espacos', api([space(1, overrides)]).handler, member ? signedIn : { strict: true });
    const { dialog } = await openDialog('Espaço 1');
    expect(within(dialog).getByText('Capacidade')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Reservar' })).not.toBeInTheDocument();
  });

  it('tells a visitor to sign in to reserve, and the login leads back to the space', async () => {
    const { router } = renderApp('/espacos', api([space(1)]).handler, { strict: true });
    const { user, dialog } = await openDialog('Espaço 1');
    expect(within(dialog).queryByRole('button', { name: 'Reservar' })).not.toBeInTheDocument();
    const note = within(dialog).getByText(/para reservar este espaço\./);
    expect(note).toHaveTextContent('Entre como associado para reservar este espaço.');
    await user.click(within(note).getByRole('link', { name: 'Entre como associado' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/associado'));
    expect(router.state.location.state).toEqual({
      from: { pathname: '/espacos', search: '?local=espaco-1' },
    });
  });

  it('says nothing about signing in where a member could not reserve, nor to a member', async () => {
    renderApp('/espacos', api([space(1, { reserved: false })]).handler, { strict: true });
    const { dialog } = await openDialog('Espaço 1');
    expect(within(dialog).queryByText(/para reservar este espaço/)).not.toBeInTheDocument();
  });

  it('a signed-in member sees Reservar and no sign-in note', async () => {
    renderApp('/espacos', api([space(1)]).handler, signedIn);
    const { dialog } = await openDialog('Espaço 1');
    expect(within(dialog).getByRole('button', { name: 'Reservar' })).toBeInTheDocument();
    expect(within(dialog).queryByText(/para reservar este espaço/)).not.toBeInTheDocument();
  });

  it('opens the dialog from the address (?local=slug), also for a space not in the list; unknown slug says so', async () => {
    const fake = api([space(1)], {
      'GET /api/locals/public/salao': jsonResponse(
        space(7, { slug: 'salao', description: 'Salão' }),
      ),
    });
    const { router } = renderApp('/espacos?local=espaco-1', fake.handler, { strict: true });
    expect(await screen.findByRole('dialog', { name: 'Espaço 1' })).toBeInTheDocument();
    expect(fake.callsTo('GET /api/locals/public/espaco-1')).toHaveLength(0);

    await act(() => router.navigate('/espacos?local=salao'));
    expect(await screen.findByRole('dialog', { name: 'Salão' })).toBeInTheDocument();

    await act(() => router.navigate('/espacos?local=nada'));
    expect(await screen.findByText('Local não encontrado.')).toBeInTheDocument();
  });

  it('a card puts the slug in the address, closing takes it away', async () => {
    const { router } = renderApp('/espacos', api([space(1)]).handler, { strict: true });
    const { user, dialog } = await openDialog('Espaço 1');
    expect(router.state.location.search).toBe('?local=espaco-1');
    const close = within(dialog).getAllByRole('button', { name: 'Fechar' });
    await user.click(close[close.length - 1]);
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });
});
