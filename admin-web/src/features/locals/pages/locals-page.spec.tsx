import { P } from '@clube/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from '@jest/globals';
import { fakeApi } from '../../../test/fake-api';
import { renderAdminApp, staffSession } from '../../../test/render';

const LOCAL = {
  id: 7,
  description: 'Churrasqueira 1',
  slug: 'churrasqueira-1',
  localType: { id: 1, description: 'Churrasqueira' },
  startsAt: '10:00',
  endsAt: '22:00',
  capacity: 30,
  reserved: true,
  reservationTime: 240,
  restrictions: { id: 3, description: 'Convidados' },
  status: { id: 1, description: 'Ativo' },
  reservationInterval: { id: 2, description: '1 hora', interval: 60 },
  usageGuide: '<p>Traga carvão.</p>',
  gallery: [{ id: 'f1', file: '/api/files/f1.jpg' }],
};

function localsApi(extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    'GET /locals': { body: { data: [LOCAL], total: 1 } },
    'GET /locals/:id': { body: LOCAL },
    'GET /local-types/options': { body: [{ id: 1, description: 'Churrasqueira' }] },
    'GET /reservation-intervals/options': { body: [{ id: 2, description: '1 hora' }] },
    'GET /restrictions': {
      body: [
        { id: 1, description: 'Associados' },
        { id: 2, description: 'Dependentes' },
        { id: 3, description: 'Convidados' },
      ],
    },
    ...extra,
  });
}

const png = (name: string) =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });

// Only the page's own permission: the spec shows every action on this list regardless.
const open = async () => {
  const rendered = renderAdminApp('/admin/local', { session: staffSession([P.listLocal]) });
  const cell = await screen.findByText('Churrasqueira 1', {}, { timeout: 15_000 });
  return { ...rendered, row: cell.closest('tr') as HTMLElement };
};

describe('places (/admin/local)', () => {
  it('lists the places with type, hours, capacity and restriction; every action shown', async () => {
    localsApi();
    const { row } = await open();
    expect(screen.getByRole('heading', { name: 'Locais' })).toBeVisible();
    expect(within(row).getByText('10:00 às 22:00')).toBeVisible();
    expect(within(row).getByText('Convidados')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Cadastrar' })).toBeVisible();
    expect(within(row).getByRole('button', { name: 'Editar Churrasqueira 1' })).toBeVisible();
    expect(within(row).getByRole('button', { name: 'Excluir Churrasqueira 1' })).toBeVisible();
  });

  it('asks for the required fields and a start time before the end time', async () => {
    const api = localsApi();
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cadastrar local' });
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    // Description, type, start, end, capacity, hours, restriction, interval, usage guide.
    expect(await within(dialog).findAllByText('Este campo não pode estar vazio!')).toHaveLength(9);

    await user.type(within(dialog).getByLabelText('Hora de início'), '2200');
    await user.type(within(dialog).getByLabelText('Hora de fim'), '0800');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    const start = within(dialog)
      .getByLabelText('Hora de início')
      .closest('.ant-form-item') as HTMLElement;
    expect(
      await within(start).findByText(
        'A hora de início não pode ser maior ou igual que a hora de fim!',
      ),
    ).toBeVisible();
    expect(api.callsTo('POST /locals')).toHaveLength(0);
  });

  it('creates a place: hours typed, minutes sent, with its photos', async () => {
    const api = localsApi({ 'POST /locals': { status: 201, body: { ...LOCAL, id: 8 } } });
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cadastrar local' });

    const choose = async (label: string, option: string) => {
      await user.click(within(dialog).getByLabelText(label));
      const popup = await waitFor(() => {
        const shown = [
          ...document.querySelectorAll<HTMLElement>(
            '.ant-select-dropdown:not(.ant-select-dropdown-hidden)',
          ),
        ].at(-1);
        if (!shown) throw new Error('select not open');
        return shown;
      });
      await user.click(within(popup).getByText(option));
    };

    await user.type(within(dialog).getByLabelText('Descrição'), 'Quiosque Novo');
    await choose('Tipo de local', 'Churrasqueira');
    await user.type(within(dialog).getByLabelText('Hora de início'), '0800');
    await user.type(within(dialog).getByLabelText('Hora de fim'), '1830');
    await user.type(within(dialog).getByLabelText('Capacidade'), '25');
    await user.type(within(dialog).getByLabelText('Tempo de reserva (horas)'), '1,5');
    await choose('Restrição', 'Dependentes');
    await choose('Intervalo', '1 hora');
    await user.click(within(dialog).getByLabelText('Guia de uso'));
    await user.paste('Use com cuidado');
    await user.upload(within(dialog).getByLabelText('Galeria de fotos'), [
      png('a.png'),
      png('b.png'),
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText('O registro foi inserido!')).toBeInTheDocument();
    const body = api.callsTo('POST /locals')[0]?.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(
      Object.fromEntries([...body.entries()].filter(([, v]) => typeof v === 'string')),
    ).toEqual({
      description: 'Quiosque Novo',
      localType: '1',
      startsAt: '08:00',
      endsAt: '18:30',
      capacity: '25',
      reserved: 'false',
      reservationTime: '90',
      restrictions: '2',
      status: '1',
      reservationInterval: '2',
      usageGuide: '<p>Use com cuidado</p>',
    });
    expect(body.getAll('gallery').map((f) => (f as File).name)).toEqual(['a.png', 'b.png']);
  });

  it('edits a place: minutes shown as hours, a saved photo removed', async () => {
    const api = localsApi({ 'PUT /locals/:id': { body: LOCAL } });
    const { user, row } = await open();
    await user.click(within(row).getByRole('button', { name: 'Editar Churrasqueira 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar local' });
    expect(await within(dialog).findByLabelText('Tempo de reserva (horas)')).toHaveValue('4');
    expect(within(dialog).getByLabelText('Hora de início')).toHaveValue('10:00');
    await user.click(within(dialog).getByRole('button', { name: 'Remover foto 1' }));
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('O registro foi alterado!')).toBeInTheDocument();
    const body = api.callsTo('PUT /locals/7')[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({ reservationTime: 240, removeGallery: ['f1'], startsAt: '10:00' });
  });
});
