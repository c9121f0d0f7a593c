import { ErrorCode, P } from '@clube/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from '@jest/globals';
import { apiError, fakeApi } from '../../../test/fake-api';
import { renderAdminApp, staffSession } from '../../../test/render';

const RESTRICTION = {
  id: 7,
  description: 'Manutenção da piscina',
  startsAt: '2026-12-24',
  endsAt: '2026-12-26',
  status: { id: 1, description: 'Ativo' },
  locals: [
    { id: 1, description: 'Churrasqueira 1' },
    { id: 3, description: 'Quiosque da Piscina' },
  ],
};

const PLACES = [
  { id: 1, description: 'Churrasqueira 1' },
  { id: 2, description: 'Quadra de Tênis 1' },
  { id: 3, description: 'Quiosque da Piscina' },
];

const ALL = [
  P.listDateRestriction,
  P.insertDateRestriction,
  P.updateDateRestriction,
  P.deleteDateRestriction,
];

function restrictionsApi(extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    'GET /date-restrictions': { body: { data: [RESTRICTION], total: 1 } },
    'GET /date-restrictions/:id': { body: RESTRICTION },
    'GET /locals/options': { body: PLACES },
    ...extra,
  });
}

const open = async (permissions = ALL) => {
  const rendered = renderAdminApp('/admin/restricao-de-datas', {
    session: staffSession(permissions),
  });
  const cell = await screen.findByText('Manutenção da piscina', {}, { timeout: 15_000 });
  return { ...rendered, row: cell.closest('tr') as HTMLElement };
};

describe('date restrictions (/admin/restricao-de-datas)', () => {
  it('lists description, period dd/mm/yyyy, places and status; newest first', async () => {
    const api = restrictionsApi();
    const { row } = await open();
    expect(screen.getByRole('heading', { name: 'Restrição de Datas' })).toBeVisible();
    expect(within(row).getByText('24/12/2026 a 26/12/2026')).toBeVisible();
    expect(within(row).getByText('Churrasqueira 1, Quiosque da Piscina')).toBeVisible();
    expect(within(row).getByText('Ativo')).toBeVisible();
    expect(api.callsTo('GET /date-restrictions')[0]?.query.get('sort')).toBe('-startsAt');
  });

  it('hides the actions the user may not take', async () => {
    restrictionsApi();
    const { row } = await open([P.listDateRestriction]);
    expect(screen.queryByRole('button', { name: 'Cadastrar' })).not.toBeInTheDocument();
    expect(
      within(row).queryByRole('button', { name: 'Editar Manutenção da piscina' }),
    ).not.toBeInTheDocument();
    expect(
      within(row).queryByRole('button', { name: 'Excluir Manutenção da piscina' }),
    ).not.toBeInTheDocument();
  });

  it('asks for the required fields and a period that does not end before it starts', async () => {
    const api = restrictionsApi();
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cadastrar restrição de datas' });
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    // Description, start, end and places.
    expect(await within(dialog).findAllByText('Este campo não pode estar vazio!')).toHaveLength(4);

    for (const [label, date] of [
      ['Início', '26/12/2026'],
      ['Fim', '24/12/2026'],
    ] as const) {
      await user.click(within(dialog).getByLabelText(label));
      await user.paste(date);
      await user.keyboard('{Enter}');
    }
    // Enter in a date field submits the form too: wait for that check to end.
    await user.click(await within(dialog).findByRole('button', { name: 'Salvar' }));
    expect(
      await within(dialog).findByText('A data final não pode ser anterior à data inicial.'),
    ).toBeVisible();
    expect(api.callsTo('POST /date-restrictions')).toHaveLength(0);
  });

  it('creates a restriction: ISO dates and the chosen places sent; server errors shown', async () => {
    const api = restrictionsApi({
      'POST /date-restrictions': apiError(
        400,
        ErrorCode.ValidationFailed,
        'Local não encontrado.',
        { locals: 'Local não encontrado.' },
      ),
    });
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cadastrar restrição de datas' });
    await user.type(within(dialog).getByLabelText('Descrição'), '  Carnaval ');
    for (const [label, date] of [
      ['Início', '14/02/2027'],
      ['Fim', '17/02/2027'],
    ] as const) {
      await user.click(within(dialog).getByLabelText(label));
      await user.paste(date);
      await user.keyboard('{Enter}');
    }
    await user.click(within(dialog).getByLabelText('Locais'));
    const popup = await waitFor(() => {
      const shown = [
        ...document.querySelectorAll<HTMLElement>(
          '.ant-select-dropdown:not(.ant-select-dropdown-hidden)',
        ),
      ].at(-1);
      if (!shown) throw new Error('select not open');
      return shown;
    });
    await user.click(await within(popup).findByText('Quadra de Tênis 1'));
    await user.click(within(popup).getByText('Churrasqueira 1'));
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));

    // The server's refusal is shown, by the field too.
    expect(await within(dialog).findAllByText('Local não encontrado.')).not.toHaveLength(0);
    expect(api.callsTo('POST /date-restrictions')[0]?.body).toEqual({
      description: 'Carnaval',
      startsAt: '2027-02-14',
      endsAt: '2027-02-17',
      locals: [2, 1],
      status: 1,
    });

    api.route('POST /date-restrictions', {
      status: 201,
      body: { ...RESTRICTION, id: 8, description: 'Carnaval' },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('O registro foi inserido!')).toBeInTheDocument();
    expect(api.callsTo('POST /date-restrictions')).toHaveLength(2);
  });

  it('edits a restriction: the description is locked and not sent', async () => {
    const api = restrictionsApi({
      'PUT /date-restrictions/:id': {
        body: { ...RESTRICTION, status: { id: 2, description: 'Inativo' } },
      },
    });
    const { user, row } = await open();
    await user.click(within(row).getByRole('button', { name: 'Editar Manutenção da piscina' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar restrição de datas' });
    const description = await within(dialog).findByLabelText('Descrição');
    expect(description).toBeDisabled();
    expect(description).toHaveValue('Manutenção da piscina');
    expect(within(dialog).getByLabelText('Início')).toHaveValue('24/12/2026');
    expect(within(dialog).getByLabelText('Fim')).toHaveValue('26/12/2026');
    expect(within(dialog).getByTitle('Quiosque da Piscina')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('O registro foi alterado!')).toBeInTheDocument();
    const body = api.callsTo('PUT /date-restrictions/7')[0]?.body as Record<string, unknown>;
    expect(body).toEqual({
      startsAt: '2026-12-24',
      endsAt: '2026-12-26',
      locals: [1, 3],
      status: 1,
    });
    expect(body).not.toHaveProperty('description');
  });
});
