import { P, type PermissionName } from '@clube/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from '@jest/globals';
import { fakeApi } from '../../../test/fake-api';
import { renderAdminApp, staffSession } from '../../../test/render';

const INTERVAL = { id: 2, description: '1 hora', interval: 60 };
const STAFF = [
  P.listReservationIntervals,
  P.insertReservationIntervals,
  P.updateReservationIntervals,
  P.deleteReservationIntervals,
];

function intervalsApi(extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    'GET /reservation-intervals': { body: { data: [INTERVAL], total: 1 } },
    'GET /reservation-intervals/:id': { body: INTERVAL },
    ...extra,
  });
}

const open = async (permissions: PermissionName[] = STAFF) => {
  const rendered = renderAdminApp('/admin/intervalo', { session: staffSession(permissions) });
  const cell = await screen.findByText('1 hora', {}, { timeout: 15_000 });
  return { ...rendered, row: cell.closest('tr') as HTMLElement };
};

describe('reservation intervals (/admin/intervalo)', () => {
  it('lists the intervals with their minutes', async () => {
    intervalsApi();
    const { row } = await open();
    expect(screen.getByRole('heading', { name: 'Intervalos' })).toBeVisible();
    expect(within(row).getByText('60')).toBeVisible();
    expect(screen.getByRole('columnheader', { name: /Intervalo \(minutos\)/ })).toBeVisible();
  });

  it('hides Cadastrar without insert-reservation-intervals', async () => {
    intervalsApi();
    await open([P.listReservationIntervals]);
    expect(screen.queryByRole('button', { name: 'Cadastrar' })).not.toBeInTheDocument();
  });

  it('asks for the description and the interval, in whole minutes from 1 to 1440', async () => {
    const api = intervalsApi();
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cadastrar intervalo' });
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findAllByText('Este campo não pode estar vazio!')).toHaveLength(2);

    await user.type(within(dialog).getByLabelText('Descrição'), 'Dia e meio');
    await user.type(within(dialog).getByLabelText('Intervalo (minutos)'), '2000');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    const field = within(dialog)
      .getByLabelText('Intervalo (minutos)')
      .closest('.ant-form-item') as HTMLElement;
    expect(
      await within(field).findByText('Informe um número inteiro de minutos, de 1 a 1440.'),
    ).toBeVisible();
    expect(api.callsTo('POST /reservation-intervals')).toHaveLength(0);
  });

  it('creates an interval: POST reservation-intervals with description and minutes', async () => {
    const api = intervalsApi({
      'POST /reservation-intervals': {
        status: 201,
        body: { id: 3, description: '30 minutos', interval: 30 },
      },
    });
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cadastrar intervalo' });
    await user.type(within(dialog).getByLabelText('Descrição'), '30 minutos');
    await user.type(within(dialog).getByLabelText('Intervalo (minutos)'), '30');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('O registro foi inserido!')).toBeInTheDocument();
    expect(api.callsTo('POST /reservation-intervals')[0]?.body).toEqual({
      description: '30 minutos',
      interval: 30,
    });
  });

  it('edits an interval: PUT reservation-intervals/{id}', async () => {
    const api = intervalsApi({
      'PUT /reservation-intervals/:id': { body: { ...INTERVAL, interval: 90 } },
    });
    const { user, row } = await open();
    await user.click(within(row).getByRole('button', { name: 'Editar 1 hora' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar intervalo' });
    const minutes = await within(dialog).findByLabelText('Intervalo (minutos)');
    expect(minutes).toHaveValue('60');
    await user.clear(minutes);
    await user.type(minutes, '90');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('O registro foi alterado!')).toBeInTheDocument();
    expect(api.callsTo('PUT /reservation-intervals/2')[0]?.body).toEqual({
      description: '1 hora',
      interval: 90,
    });
  });
});
