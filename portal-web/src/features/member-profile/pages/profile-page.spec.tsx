import { ErrorCode, todayIso } from '@clube/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { fakeApi, memberSession } from '../../../test/fake-api';
import { preloadRoutes, renderApp, storedSession } from '../../../test/render-app';
import { jsonResponse } from '../../../test/site-settings';
import { setViewportWidth } from '../../../test/viewport';
import {
  associateProfile,
  captureDownloads,
  DEPENDENT_ID,
  dependentProfile,
  MEMBER_ID,
  recordRequestBodies,
  sessionProfile,
  stubObjectUrls,
} from '../../../test/fixtures/profile';

const PROFILE_PATH = '/associado/perfil';
const SAVE_PROFILE = `PUT /api/associate-profile/${MEMBER_ID}`;
const SAVE_DEPENDENT = `PUT /api/dependent-profile/${DEPENDENT_ID}`;

type Replies = Parameters<typeof fakeApi>[0];

/**
 * The API of the profile screen. The saves are multipart when they carry a photo (a FormData
 * the fake API cannot read as JSON): they are answered here, their bodies recorded by
 * `recordRequestBodies`.
 */
function profileApi(replies: Replies = {}) {
  const fake = fakeApi({
    'GET /api/associate/me': jsonResponse(sessionProfile()),
    'GET /api/associate-profile': jsonResponse(associateProfile()),
    ...replies,
  });
  const sent = recordRequestBodies();
  const handler = async (request: Request) => {
    const key = `${request.method} ${new URL(request.url).pathname}`;
    const reply = replies[key];
    if ((key === SAVE_PROFILE || key === SAVE_DEPENDENT) && reply && !Array.isArray(reply)) {
      fake.calls.push({
        method: request.method,
        path: new URL(request.url).pathname,
        body: null,
        authorization: request.headers.get('Authorization'),
      });
      return typeof reply === 'function' ? reply(fake.calls[fake.calls.length - 1]) : reply.clone();
    }
    return fake.handler(request);
  };
  return { ...fake, handler, sent };
}

function renderProfile(api: ReturnType<typeof profileApi>) {
  return renderApp(PROFILE_PATH, api.handler, {
    session: memberSession({ profile: sessionProfile() }),
    strict: true,
  });
}

const section = (name: string) => screen.getByRole('region', { name });

describe('Meu Perfil (/associado/perfil)', () => {
  beforeAll(async () => {
    await preloadRoutes();
    await import('./profile-page');
  }, 30_000);

  afterEach(() => setViewportWidth(1280));

  it("shows the member's data: what staff keep as text, the rest in masked fields", async () => {
    setViewportWidth(360);
    renderProfile(profileApi());

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Meu Perfil' }),
    ).toBeInTheDocument();
    const data = await screen.findByRole('region', { name: 'Meus dados' });
    const readOnly = (label: string) =>
      within(data).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(readOnly('Nome')).toBe('Maria Souza');
    expect(readOnly('CPF')).toBe('529.982.247-25');
    expect(readOnly('E-mail')).toBe('maria@clube.test');
    expect(readOnly('Matrícula')).toBe('1001');
    expect(readOnly('Empresa')).toBe('Colibri Alimentos');
    expect(within(data).queryByRole('textbox', { name: 'Nome' })).not.toBeInTheDocument();

    expect(within(data).getByLabelText('Celular')).toHaveValue('(11) 9 8765-4321');
    expect(within(data).getByLabelText('CEP')).toHaveValue('04.567-000');
    expect(within(data).getByLabelText('Endereço')).toHaveValue('Rua das Acácias, 250');
    expect(within(data).getByLabelText('Estado (UF)')).toHaveValue('SP');
    expect(within(data).getByLabelText('Estado civil')).toHaveValue('Casado(a)');
    expect(within(data).getByLabelText('Data de nascimento')).toHaveValue('1985-04-12');

    expect(section('Alterar senha')).toBeInTheDocument();
    const dependents = section('Dependentes');
    expect(
      within(dependents).getByRole('form', { name: 'Dependente Pedro Souza' }),
    ).toBeInTheDocument();
  });

  it("saves the changed fields and says 'O registro foi alterado!'", async () => {
    const api = profileApi({
      [SAVE_PROFILE]: jsonResponse({
        message: 'O registro foi alterado!',
        profile: associateProfile({ phone: '11912345678', zipcode: '01310100' }),
      }),
    });
    renderProfile(api);
    const user = userEvent.setup({ delay: null });
    const data = await screen.findByRole('region', { name: 'Meus dados' });

    const phone = within(data).getByLabelText('Celular');
    await user.clear(phone);
    await user.type(phone, '11912345678');
    expect(phone).toHaveValue('(11) 9 1234-5678');
    const cep = within(data).getByLabelText('CEP');
    await user.clear(cep);
    await user.type(cep, '01310100');
    expect(cep).toHaveValue('01.310-100');
    await user.click(within(data).getByRole('button', { name: 'Salvar' }));

    expect(
      await screen.findByRole('dialog', { name: 'O registro foi alterado!' }),
    ).toBeInTheDocument();
    const [body] = api.sent.bodyOf('PUT', `/api/associate-profile/${MEMBER_ID}`);
    // only what changed, as digits
    expect(JSON.parse(body as string)).toEqual({ phone: '11912345678', zipcode: '01310100' });
  });

  it('shows a landline phone with the landline mask (spec §5: both masks)', async () => {
    renderProfile(
      profileApi({
        'GET /api/associate-profile': jsonResponse(associateProfile({ phone: '1133334444' })),
      }),
    );
    const data = await screen.findByRole('region', { name: 'Meus dados' });
    expect(within(data).getByLabelText('Celular')).toHaveValue('(11) 3333-4444');
  });

  it('checks the fields before sending and shows what the server refuses', async () => {
    const api = profileApi({
      [SAVE_PROFILE]: jsonResponse(
        {
          statusCode: 400,
          error: 'A cidade informada não foi aceita.',
          code: ErrorCode.ValidationFailed,
          fields: { city: 'Cidade desconhecida.' },
        },
        400,
      ),
    });
    renderProfile(api);
    const user = userEvent.setup({ delay: null });
    const data = await screen.findByRole('region', { name: 'Meus dados' });

    const cep = within(data).getByLabelText('CEP');
    await user.clear(cep);
    await user.type(cep, '0131');
    const address = within(data).getByLabelText('Endereço');
    await user.clear(address);
    await user.click(within(data).getByRole('button', { name: 'Salvar' }));
    expect(
      await within(data).findByText('CEP inválido: informe 8 dígitos, no formato ##.###-###.'),
    ).toBeInTheDocument();
    expect(within(data).getByText('Este campo não pode estar vazio!')).toBeInTheDocument();
    expect(api.callsTo(SAVE_PROFILE)).toHaveLength(0);

    await user.type(cep, '0100');
    await user.type(address, 'Avenida Paulista, 1000');
    await user.clear(within(data).getByLabelText('Cidade'));
    await user.type(within(data).getByLabelText('Cidade'), 'Xyz');
    await user.click(within(data).getByRole('button', { name: 'Salvar' }));

    expect(
      within(await screen.findByRole('dialog', { name: 'Erro' })).getByText(
        'A cidade informada não foi aceita.',
      ),
    ).toBeInTheDocument();
    expect(within(data).getByText('Cidade desconhecida.')).toBeInTheDocument();
    expect(
      screen.queryByRole('dialog', { name: 'O registro foi alterado!' }),
    ).not.toBeInTheDocument();
  });

  it('sends a new photo as multipart, with its preview shown before saving', async () => {
    const urls = stubObjectUrls();
    try {
      const api = profileApi({
        [SAVE_PROFILE]: jsonResponse({
          message: 'O registro foi alterado!',
          profile: associateProfile({ image: '/api/files/nova-foto.jpg' }),
        }),
      });
      renderProfile(api);
      const user = userEvent.setup({ delay: null });
      const data = await screen.findByRole('region', { name: 'Meus dados' });
      const photo = new File(['jpg'], 'eu.jpg', { type: 'image/jpeg' });

      await user.upload(within(data).getByLabelText('Foto de Maria Souza'), photo);
      expect(
        within(data).getByRole('img', { name: 'Foto de Maria Souza' }).getAttribute('src'),
      ).toMatch(/^blob:test\//);
      await user.click(within(data).getByRole('button', { name: 'Salvar' }));

      expect(
        await screen.findByRole('dialog', { name: 'O registro foi alterado!' }),
      ).toBeInTheDocument();
      const [body] = api.sent.bodyOf('PUT', `/api/associate-profile/${MEMBER_ID}`);
      expect(body).toBeInstanceOf(FormData);
      expect(((body as FormData).get('image') as File).name).toBe('eu.jpg');
      await waitFor(() =>
        expect(within(data).getByRole('img', { name: 'Foto de Maria Souza' })).toHaveAttribute(
          'src',
          '/api/files/nova-foto.jpg',
        ),
      );
    } finally {
      urls.restore();
    }
  });

  it("changes the password with the spec's rules and keeps the new tokens", async () => {
    const api = profileApi({
      'PUT /api/associate/update-password': jsonResponse({
        message: 'Senha alterada.',
        accessToken: 'access-new',
        refreshToken: 'refresh-new',
        expiresIn: 900,
      }),
    });
    renderProfile(api);
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('region', { name: 'Meus dados' });
    const passwords = section('Alterar senha');
    const submit = within(passwords).getByRole('button', { name: 'Alterar senha' });
    const current = within(passwords).getByLabelText('Senha atual');
    const password = within(passwords).getByLabelText('Nova senha');
    const confirmation = within(passwords).getByLabelText('Confirmar nova senha');

    await user.click(submit);
    expect(
      await within(passwords).findAllByText('Ambas as senhas precisam ser preenchidas'),
    ).toHaveLength(2);
    expect(within(passwords).getByText('Informe a senha atual.')).toBeInTheDocument();
    await user.type(current, 'senha-de-agora-1');

    await user.type(password, 'curta');
    await user.type(confirmation, 'curta');
    expect(await within(passwords).findByText('Mínimo de 8 caracteres!')).toBeInTheDocument();
    await user.clear(password);
    await user.type(password, 'uma-senha-grande-demais');
    expect(await within(passwords).findByText('Máximo de 20 caracteres!')).toBeInTheDocument();
    await user.clear(password);
    await user.type(password, 'nova-senha-1');
    expect(await within(passwords).findByText('As senhas não são iguais')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/associate/update-password')).toHaveLength(0);

    // show / hide
    const toggles = within(passwords).getAllByRole('button', { name: 'Mostrar senha' });
    expect(password).toHaveAttribute('type', 'password');
    await user.click(toggles[1]);
    expect(password).toHaveAttribute('type', 'text');

    await user.clear(confirmation);
    await user.type(confirmation, 'nova-senha-1');
    await user.click(submit);

    expect(await screen.findByRole('dialog', { name: 'Senha alterada.' })).toBeInTheDocument();
    expect(api.callsTo('PUT /api/associate/update-password')[0].body).toEqual({
      currentPassword: 'senha-de-agora-1',
      password: 'nova-senha-1',
      passwordConfirmation: 'nova-senha-1',
      keepConnected: false,
    });
    await waitFor(() => expect(storedSession()?.['accessToken']).toBe('access-new'));
    expect(storedSession()?.['refreshToken']).toBe('refresh-new');
    expect(password).toHaveValue('');
  });

  it("shows the server's message when the password is refused, under the field it names", async () => {
    renderProfile(
      profileApi({
        'PUT /api/associate/update-password': jsonResponse(
          {
            statusCode: 400,
            error: 'Senha atual incorreta.',
            code: ErrorCode.WrongPassword,
            fields: { currentPassword: 'Senha atual incorreta.' },
          },
          400,
        ),
      }),
    );
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('region', { name: 'Meus dados' });
    const passwords = section('Alterar senha');
    await user.type(within(passwords).getByLabelText('Senha atual'), 'errada-mesmo-1');
    await user.type(within(passwords).getByLabelText('Nova senha'), 'mesma-senha');
    await user.type(within(passwords).getByLabelText('Confirmar nova senha'), 'mesma-senha');
    await user.click(within(passwords).getByRole('button', { name: 'Alterar senha' }));

    expect(
      within(await screen.findByRole('dialog', { name: 'Erro' })).getByText(
        'Senha atual incorreta.',
      ),
    ).toBeInTheDocument();
    expect(within(passwords).getByText('Senha atual incorreta.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Senha alterada.' })).not.toBeInTheDocument();
  });

  it('saves a dependent', async () => {
    const api = profileApi({
      [SAVE_DEPENDENT]: jsonResponse({
        message: 'O registro foi alterado!',
        dependent: dependentProfile({
          name: 'Pedro Henrique Souza',
          gender: { id: 0, description: 'Não Definido' },
        }),
      }),
    });
    renderProfile(api);
    const user = userEvent.setup({ delay: null });
    const dependent = await screen.findByRole('form', { name: 'Dependente Pedro Souza' });

    expect(within(dependent).getByText('Filho(a)')).toBeInTheDocument();
    expect(within(dependent).getByText('111.444.777-35')).toBeInTheDocument();
    const name = within(dependent).getByLabelText('Nome');
    await user.clear(name);
    await user.click(within(dependent).getByRole('button', { name: 'Salvar' }));
    expect(
      await within(dependent).findByText('Este campo não pode estar vazio!'),
    ).toBeInTheDocument();
    expect(api.callsTo(SAVE_DEPENDENT)).toHaveLength(0);

    await user.type(name, 'Pedro Henrique Souza');
    await user.selectOptions(within(dependent).getByLabelText('Gênero'), 'Não Definido');
    await user.click(within(dependent).getByRole('button', { name: 'Salvar' }));

    expect(
      await screen.findByRole('dialog', { name: 'O registro foi alterado!' }),
    ).toBeInTheDocument();
    const [body] = api.sent.bodyOf('PUT', `/api/dependent-profile/${DEPENDENT_ID}`);
    expect(JSON.parse(body as string)).toEqual({ name: 'Pedro Henrique Souza', gender: 0 });
    expect(
      await screen.findByRole('form', { name: 'Dependente Pedro Henrique Souza' }),
    ).toBeInTheDocument();
  });

  it("downloads the member's data (LGPD) as a JSON file", async () => {
    const urls = stubObjectUrls();
    try {
      const fileName = `meus-dados-${todayIso()}.json`;
      const api = profileApi({
        'GET /api/associate-profile/export': new Response(
          JSON.stringify({ associate: { name: 'Maria Souza' } }),
          {
            headers: {
              'Content-Type': 'application/json',
              'Content-Disposition': `attachment; filename="${fileName}"`,
            },
          },
        ),
      });
      const downloads = captureDownloads();
      renderProfile(api);
      const user = userEvent.setup({ delay: null });

      await user.click(await screen.findByRole('button', { name: 'Baixar meus dados' }));

      expect(
        await screen.findByRole('dialog', { name: 'Download realizado com sucesso!' }),
      ).toBeInTheDocument();
      expect(downloads).toEqual([{ fileName, url: 'blob:test/1' }]);
      expect(JSON.parse(await urls.blobs[0].text())).toEqual({
        associate: { name: 'Maria Souza' },
      });
      expect(api.callsTo('GET /api/associate-profile/export')).toHaveLength(1);
    } finally {
      urls.restore();
    }
  });
});
