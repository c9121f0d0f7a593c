import { P } from '@clube/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from '@jest/globals';
import { fakeApi } from '../../../test/fake-api';
import { renderAdminApp, staffSession } from '../../../test/render';

const TYPE = {
  id: 4,
  description: 'Churrasqueira',
  associatedValue: 0,
  externalValue: 123456,
  invitedValue: 2500,
  rescheduleInterval: 90,
  maxActivePerFamily: 2,
  maxPerFamilyPerDay: 1,
  bookingOpensHour: 8,
  signContract: false,
  contract: null,
  status: { id: 1, description: 'Ativo' },
};

function typesApi(extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    'GET /local-types': { body: { data: [TYPE], total: 1 } },
    'GET /local-types/:id': { body: TYPE },
    ...extra,
  });
}

// Only the page's own permission: the spec shows every action on this list regardless.
const open = async () => {
  const rendered = renderAdminApp('/admin/tipo-de-local', {
    session: staffSession([P.listLocalType]),
  });
  const cell = await screen.findByText('Churrasqueira', {}, { timeout: 15_000 });
  return { ...rendered, row: cell.closest('tr') as HTMLElement };
};

describe('place types (/admin/tipo-de-local)', () => {
  it('lists the place types with their values in reais, every action shown', async () => {
    typesApi();
    const { row } = await open();
    expect(screen.getByRole('heading', { name: 'Tipos de Local' })).toBeVisible();
    expect(within(row).getByText('R$ 1.234,56')).toBeVisible();
    expect(within(row).getByText('R$ 25,00')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Cadastrar' })).toBeVisible();
    expect(within(row).getByRole('button', { name: 'Editar Churrasqueira' })).toBeVisible();
    expect(within(row).getByRole('button', { name: 'Excluir Churrasqueira' })).toBeVisible();
  });

  it('asks for the required fields and amounts in reais; the reschedule days start at 90', async () => {
    const api = typesApi();
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cadastrar tipo de local' });
    expect(within(dialog).getByLabelText('Intervalo para remarcação (dias)')).toHaveValue('90');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findAllByText('Este campo não pode estar vazio!')).toHaveLength(3);

    await user.type(within(dialog).getByLabelText('Descrição'), 'Quiosque');
    await user.type(within(dialog).getByLabelText('Valor externo'), '12,345');
    await user.type(within(dialog).getByLabelText('Valor convidado'), 'abc');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(
      await within(dialog).findAllByText(
        'Informe um valor em reais, de R$ 0,00 a R$ 1.000.000,00.',
      ),
    ).toHaveLength(2);

    // A contract to sign needs its text.
    await user.click(within(dialog).getByLabelText('Assinar contrato'));
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(
      await within(dialog).findByText('Informe o texto do contrato a ser assinado.'),
    ).toBeVisible();
    expect(api.callsTo('POST /local-types')).toHaveLength(0);
  });

  it('creates a place type: reais typed, cents sent', async () => {
    const api = typesApi({
      'POST /local-types': { status: 201, body: { ...TYPE, id: 5, description: 'Quiosque' } },
    });
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cadastrar tipo de local' });
    await user.type(within(dialog).getByLabelText('Descrição'), 'Quiosque');
    await user.type(within(dialog).getByLabelText('Valor associado'), '10');
    const external = within(dialog).getByLabelText('Valor externo');
    await user.type(external, '1.234,56');
    await user.type(within(dialog).getByLabelText('Valor convidado'), '25.5');
    // The fair-use limits come with the club's defaults; one is cleared (no limit).
    expect(within(dialog).getByLabelText('Reservas futuras ativas por família')).toHaveValue('2');
    expect(
      within(dialog).getByLabelText('Hora de abertura da data mais distante (0 a 23)'),
    ).toHaveValue('8');
    await user.clear(within(dialog).getByLabelText('Reservas por família no mesmo dia'));
    await user.tab();
    // Left, the field shows the amount the Brazilian way.
    expect(within(dialog).getByLabelText('Valor convidado')).toHaveValue('25,50');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('O registro foi inserido!')).toBeInTheDocument();
    expect(api.callsTo('POST /local-types')[0]?.body).toEqual({
      description: 'Quiosque',
      associatedValue: 1000,
      externalValue: 123456,
      invitedValue: 2550,
      rescheduleInterval: 90,
      maxActivePerFamily: 2,
      maxPerFamilyPerDay: null,
      bookingOpensHour: 8,
      signContract: false,
      contract: null,
      status: 1,
    });
  });

  it('edits a place type: the description is locked, values load in reais', async () => {
    const api = typesApi({
      'PUT /local-types/:id': { body: { ...TYPE, invitedValue: 3000 } },
    });
    const { user, row } = await open();
    await user.click(within(row).getByRole('button', { name: 'Editar Churrasqueira' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar tipo de local' });
    const description = await within(dialog).findByLabelText('Descrição');
    expect(description).toBeDisabled();
    expect(within(dialog).getByLabelText('Valor externo')).toHaveValue('1.234,56');
    const invited = within(dialog).getByLabelText('Valor convidado');
    expect(invited).toHaveValue('25,00');
    await user.clear(invited);
    await user.type(invited, '30');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('O registro foi alterado!')).toBeInTheDocument();
    const body = api.callsTo('PUT /local-types/4')[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({ externalValue: 123456, invitedValue: 3000, associatedValue: 0 });
    expect(body).not.toHaveProperty('description');
  });
});
