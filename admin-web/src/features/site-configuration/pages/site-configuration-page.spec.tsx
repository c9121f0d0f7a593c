import { DEFAULT_SITE_COLORS, ErrorCode, P } from '@clube/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from '@jest/globals';
import { apiError, fakeApi, sentFields } from '../../../test/fake-api';
import { renderAdminApp, staffSession } from '../../../test/render';

const SETTINGS = {
  clubName: 'Clube Colibri',
  ...DEFAULT_SITE_COLORS,
  logo1: null,
  logo2: null,
  telephone: '1133334444',
  cellphone: '11988887777',
  email: 'contato@clube.test',
  address: 'Rua das Flores, 100',
  companyNumber: '11222333000181',
  timeAttendance: '<p>Das 8h às 18h</p>',
  homeContents: null,
  aboutColibri: null,
  docPdf1: null,
  docPdf2: null,
  facebookUrl: null,
  instagramUrl: null,
  youtubeUrl: null,
  updatedAt: null,
  emailAdm: 'adm@clube.test',
  logo1File: null,
  logo2File: null,
  docPdf1File: null,
  docPdf2File: null,
  createdAt: null,
  reservationCancelHours: 24,
  otherFamiliesFree: false,
  guestVisitsPerMonth: 4,
  templateDefault: null,
};

const TEMPLATES = [
  {
    id: 3,
    title: 'Convite padrão',
    image: '/api/files/c.jpg',
    color: '#023B58',
    status: { id: 1, description: 'Ativo' },
    imageFile: { id: 'f3', url: '/api/files/c.jpg', name: 'c.jpg', mimeType: 'image/jpeg' },
    createdAt: '2026-05-01T12:00:00.000Z',
    updatedAt: '2026-05-01T12:00:00.000Z',
  },
];

const FACILITIES = [{ number: 1, name: 'Piscina', description: 'Semiolímpica' }];

function settingsApi(extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    'GET /site-configuration': { body: SETTINGS },
    'GET /site-configuration/facilities': { body: FACILITIES },
    'GET /ticket-template': { body: { data: TEMPLATES, total: 1 } },
    ...extra,
  });
}

const FULL = [P.listSiteConfiguration, P.updateSiteConfiguration];

describe('site settings', () => {
  it('shows the saved settings with the phone and CNPJ masks', async () => {
    settingsApi();
    renderAdminApp('/admin/configuracoes-site', { session: staffSession(FULL) });

    expect(
      await screen.findByRole('heading', { name: 'Configurações do Site' }, { timeout: 15_000 }),
    ).toBeVisible();
    expect(await screen.findByLabelText('Telefone')).toHaveValue('(11) 3333-4444');
    expect(screen.getByLabelText('Celular (WhatsApp)')).toHaveValue('(11) 98888-7777');
    expect(screen.getByLabelText('CNPJ')).toHaveValue('11.222.333/0001-81');
    expect(await screen.findByDisplayValue('Piscina')).toBeVisible();
  });

  it("says 'Este não é um e-mail válido!' for a wrong administration e-mail and does not save", async () => {
    const api = settingsApi();
    const { user } = renderAdminApp('/admin/configuracoes-site', { session: staffSession(FULL) });

    const email = await screen.findByLabelText('E-mail da administração', {}, { timeout: 15_000 });
    await user.clear(email);
    await user.paste('adm@clube');
    await user.tab();
    expect(await screen.findByText('Este não é um e-mail válido!')).toBeVisible();
    expect(email).toHaveAttribute('aria-invalid', 'true');

    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(api.callsTo('POST /site-configuration')).toHaveLength(0);
  });

  it("saves the settings (JSON when no file is chosen) and says 'O registro foi alterado!'", async () => {
    const api = settingsApi({
      'POST /site-configuration': { body: { ...SETTINGS, address: 'Av. Central, 5' } },
    });
    const { user } = renderAdminApp('/admin/configuracoes-site', { session: staffSession(FULL) });

    const address = await screen.findByLabelText('Endereço', {}, { timeout: 15_000 });
    await user.clear(address);
    await user.paste('Av. Central, 5');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText('O registro foi alterado!')).toBeInTheDocument();
    const sent = api.callsTo('POST /site-configuration')[0]?.body;
    expect(sent).not.toBeInstanceOf(FormData);
    expect(sent).toMatchObject({ templateDefault: null });
    const body = sentFields(sent);
    expect(body.get('address')).toBe('Av. Central, 5');
    expect(body.get('telephone')).toBe('1133334444');
    expect(body.get('companyNumber')).toBe('11222333000181');
    expect(body.get('primaryColor')).toBe('#fcb315');
    expect(body.get('templateDefault')).toBe('');
    expect(api.callsTo('GET /ticket-template')[0]?.query.get('take')).toBe('100');
  });

  it('sends the chosen default ticket template', async () => {
    const api = settingsApi({
      'POST /site-configuration': {
        body: {
          ...SETTINGS,
          templateDefault: {
            id: 3,
            title: 'Convite padrão',
            image: '/api/files/c.jpg',
            color: '#023B58',
            status: { id: 1, description: 'Ativo' },
          },
        },
      },
    });
    const { user } = renderAdminApp('/admin/configuracoes-site', { session: staffSession(FULL) });
    const select = await screen.findByLabelText(
      'Modelo de convite padrão',
      {},
      { timeout: 15_000 },
    );
    await waitFor(() => expect(api.callsTo('GET /ticket-template')).not.toHaveLength(0));
    await user.click(select);
    await user.click(await screen.findByTitle('Convite padrão'));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText('O registro foi alterado!')).toBeInTheDocument();
    const body = sentFields(api.callsTo('POST /site-configuration')[0]?.body);
    expect(body.get('templateDefault')).toBe('3');
  });

  it("shows the server's error in an alert", async () => {
    settingsApi({
      'POST /site-configuration': apiError(
        400,
        ErrorCode.ValidationFailed,
        'A cor primária é inválida.',
      ),
    });
    const { user } = renderAdminApp('/admin/configuracoes-site', { session: staffSession(FULL) });
    await screen.findByLabelText('Endereço', {}, { timeout: 15_000 });
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    const form = screen.getByRole('form', { name: 'Configurações do site' });
    expect(await within(form).findByRole('alert')).toHaveTextContent('A cor primária é inválida.');
  });

  it('disables Salvar without update-site-configuration', async () => {
    settingsApi();
    renderAdminApp('/admin/configuracoes-site', {
      session: staffSession([P.listSiteConfiguration]),
    });
    await screen.findByLabelText('Endereço', {}, { timeout: 15_000 });
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Salvar instalações' })).toBeDisabled();
  });

  describe("'Cancelamento de reservas (horas de antecedência)'", () => {
    const LABEL = 'Cancelamento de reservas (horas de antecedência)';
    const HELP =
      'Até quantas horas antes do início o associado pode cancelar uma reserva confirmada.';
    const INVALID = 'Informe um número inteiro de horas, de 0 a 720.';

    const openField = async (api = settingsApi()) => {
      const rendered = renderAdminApp('/admin/configuracoes-site', {
        session: staffSession(FULL),
      });
      const field = await screen.findByLabelText(LABEL, {}, { timeout: 15_000 });
      return { ...rendered, api, field };
    };

    it('shows the saved value with its help text', async () => {
      const { field } = await openField();
      expect(field).toHaveValue('24');
      expect(screen.getByText(HELP)).toBeVisible();
      expect(field.getAttribute('aria-describedby')).toContain('site-reservationCancelHours-help');
    });

    it.each([
      ['', 'Este campo não pode estar vazio!'],
      ['721', INVALID],
      ['2.5', INVALID],
      ['-1', INVALID],
    ])('refuses %j and does not save', async (typed, message) => {
      const { user, api, field } = await openField();
      await user.clear(field);
      if (typed) await user.type(field, typed);
      await user.click(screen.getByRole('button', { name: 'Salvar' }));
      expect(await screen.findByText(message)).toBeVisible();
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(api.callsTo('POST /site-configuration')).toHaveLength(0);
    });

    it.each([
      ['0', 0],
      ['720', 720],
    ])('saves %s hours as a number', async (typed, sent) => {
      const api = settingsApi({
        'POST /site-configuration': { body: { ...SETTINGS, reservationCancelHours: sent } },
      });
      const { user, field } = await openField(api);
      await user.clear(field);
      await user.type(field, typed);
      await user.click(screen.getByRole('button', { name: 'Salvar' }));
      expect(await screen.findByText('O registro foi alterado!')).toBeInTheDocument();
      const body = api.callsTo('POST /site-configuration')[0]?.body;
      expect(body).toMatchObject({ reservationCancelHours: sent });
      expect(sentFields(body).get('reservationCancelHours')).toBe(String(sent));
    });

    it("turns on other families' free places (off by default) and sends it", async () => {
      const api = settingsApi({
        'POST /site-configuration': { body: { ...SETTINGS, otherFamiliesFree: true } },
      });
      const { user } = await openField(api);
      const toggle = screen.getByRole('switch', {
        name: 'Associados e dependentes de outras famílias entram grátis como convidados',
      });
      expect(toggle).not.toBeChecked();
      await user.click(toggle);
      await user.click(screen.getByRole('button', { name: 'Salvar' }));
      expect(await screen.findByText('O registro foi alterado!')).toBeInTheDocument();
      expect(
        sentFields(api.callsTo('POST /site-configuration')[0]?.body).get('otherFamiliesFree'),
      ).toBe('true');
    });

    it("keeps the guests' visits a month, and sends it emptied (no cap)", async () => {
      const api = settingsApi({
        'POST /site-configuration': { body: { ...SETTINGS, guestVisitsPerMonth: null } },
      });
      const { user } = await openField(api);
      const visits = screen.getByLabelText('Visitas por mês de um mesmo convidado');
      expect(visits).toHaveValue('4');
      await user.clear(visits);
      await user.click(screen.getByRole('button', { name: 'Salvar' }));
      expect(await screen.findByText('O registro foi alterado!')).toBeInTheDocument();
      const body = api.callsTo('POST /site-configuration')[0]?.body;
      expect(body).toMatchObject({ guestVisitsPerMonth: null });
    });
  });
});
