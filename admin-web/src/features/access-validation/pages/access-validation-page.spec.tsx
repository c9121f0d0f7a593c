import { ErrorCode, P } from '@clube/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { apiError, fakeApi, type ApiCall } from '../../../test/fake-api';
import { renderAdminApp, staffSession } from '../../../test/render';

// The camera's decoder (a lazy chunk holding the WebAssembly) is replaced by one that "sees"
// whatever the test puts in `inView`; the rest of the scanner (camera, frame loop) is real.
let inView: string[] = [];
jest.unstable_mockModule('../lib/qr-detector', () => ({
  createQrDetector: () => Promise.resolve({ detect: () => Promise.resolve(inView) }),
}));

const PLACES = [
  { id: 1, description: 'Churrasqueira 1' },
  { id: 3, description: 'Salão de Festas' },
];

const LIBERADO = {
  response: true,
  title: 'Acesso liberado',
  reasonCode: null,
  reason: null,
  person: { name: 'Roberta Visitante', userType: 'Convidado', doc: '***.602.385-**' },
  place: 'Salão de Festas',
  usedAt: '2026-03-10T15:00:00.000Z',
  attemptId: 1,
};

const NEGADO = {
  ...LIBERADO,
  response: false,
  title: 'Acesso negado',
  reasonCode: 'ALREADY_USED',
  reason: 'Convite já utilizado às 12:00.',
  attemptId: 2,
};

const CARD_OK = {
  verdict: 'valid',
  valid: true,
  title: 'Acesso liberado',
  reason: null,
  owner: {
    type: 'Associate',
    id: '0b7c8a52-8d59-4ac2-9d0f-000000000001',
    name: 'Carlos Eduardo Souza',
    registration: 'A-0001',
    photo: '/api/files/foto-carlos.jpg',
    status: { id: 1, description: 'Ativo' },
  },
  card: { id: 4, validity: '2028-03-10', status: { id: 1, description: 'Ativo' } },
};

/** A member's invitation: the verdict names the person of the register, with the photo. */
const SOCIA = {
  ...LIBERADO,
  person: {
    name: 'Carla Sócia',
    userType: 'Associado',
    doc: '***.602.385-**',
    photo: '/api/files/foto-carla.jpg',
  },
  attemptId: 3,
};

const VERIFY = 'POST /reservation-invitations/verify-invitation';
const VERIFY_QR = 'POST /reservation-invitations/verify-invitation-qr';

/** A signed invitation token as its QR code holds it (the signature is the API's business). */
const part = (json: object) => btoa(JSON.stringify(json)).replace(/=+$/, '');
const INVITATION_TOKEN = `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ n: 123, aud: 'invitation' })}.c2lnbmF0dXJh`;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function gateApi(extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    'GET /locals/options': { body: PLACES },
    [VERIFY]: { body: LIBERADO },
    ...extra,
  });
}

async function open() {
  const rendered = renderAdminApp('/admin/validacao-acesso', {
    session: staffSession([P.listAccessValidation]),
  });
  await screen.findByRole('heading', { name: 'Validação de Acesso' }, { timeout: 15_000 });
  return rendered;
}

type User = Awaited<ReturnType<typeof open>>['user'];

async function pickPlace(user: User, name: string) {
  await user.click(screen.getByLabelText('Local'));
  const popup = await waitFor(() => {
    const shown = [
      ...document.querySelectorAll<HTMLElement>(
        '.ant-select-dropdown:not(.ant-select-dropdown-hidden)',
      ),
    ].at(-1);
    if (!shown) throw new Error('select not open');
    return shown;
  });
  await user.click(await within(popup).findByText(name));
}

const codeInput = () => screen.getByLabelText(/^Código d/);
const validate = (user: User) => user.click(screen.getByRole('button', { name: /Validar/ }));
const verdict = () => screen.findByRole('status', { name: 'Resultado da validação' });
const requestId = (call: ApiCall | undefined) => call?.headers.get('X-Request-Id');

describe('Validação de Acesso (/admin/validacao-acesso)', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    inView = [];
  });

  it("says what is missing or wrong in the code ('Digite pelo menos 4 caracteres', 'Codigo invalido')", async () => {
    const api = gateApi();
    const { user } = await open();
    await validate(user);
    expect(await screen.findAllByText('Este campo não pode estar vazio!')).toHaveLength(2);

    await pickPlace(user, 'Salão de Festas');
    await user.type(codeInput(), '123');
    await validate(user);
    expect(await screen.findByText('Digite pelo menos 4 caracteres')).toBeVisible();

    for (const wrong of ['12a4', '2147483647', '0000']) {
      await user.clear(codeInput());
      await user.type(codeInput(), wrong);
      await validate(user);
      expect(await screen.findByText('Codigo invalido')).toBeVisible();
    }
    await user.clear(codeInput());
    await user.type(codeInput(), '2147483646');
    await waitFor(() => expect(screen.queryByText('Codigo invalido')).toBeNull());
    expect(api.callsTo(VERIFY)).toHaveLength(0);
  });

  it("'Validar' sends the code, the toggle and the place, shows 'Acesso liberado' and clears the code", async () => {
    const api = gateApi();
    const { user } = await open();
    expect(screen.getByRole('switch', { name: 'Convite' })).toBeChecked();
    await pickPlace(user, 'Salão de Festas');
    await user.type(codeInput(), '000123');
    await validate(user);

    const panel = await verdict();
    expect(within(panel).getByRole('heading', { name: 'Acesso liberado' })).toBeVisible();
    expect(panel).toHaveClass('gate-verdict--allowed');
    expect(within(panel).getByText('Roberta Visitante')).toBeVisible();
    expect(within(panel).getByText('Convidado')).toBeVisible();
    expect(within(panel).getByText('***.602.385-**')).toBeVisible();
    expect(within(panel).getByText('Salão de Festas')).toBeVisible();
    expect(within(panel).getByText('000123')).toBeVisible();
    expect(within(panel).getByText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/)).toBeVisible();
    // A guest from outside the club: no photo to compare.
    expect(within(panel).queryByRole('img')).toBeNull();

    const [sent] = api.callsTo(VERIFY);
    expect(sent?.body).toEqual({ code: 123, invitation: true, localId: 3 });
    expect(requestId(sent)).toMatch(UUID);
    // the form is ready for the next person: the code cleared, the toggle and the place kept
    expect(codeInput()).toHaveValue('');
    const form = screen.getByRole('form', { name: 'Validação de acesso' });
    expect(within(form).getByText('Salão de Festas')).toBeVisible();
    expect(screen.getByRole('switch', { name: 'Convite' })).toBeChecked();
  });

  it("shows 'Acesso negado' with the reason; every attempt has its own X-Request-Id", async () => {
    const api = gateApi({ [VERIFY]: { body: NEGADO } });
    const { user } = await open();
    await user.click(screen.getByRole('switch', { name: 'Convite' }));
    await pickPlace(user, 'Churrasqueira 1');
    await user.type(codeInput(), '4321');
    await validate(user);
    const panel = await verdict();
    expect(within(panel).getByRole('heading', { name: 'Acesso negado' })).toBeVisible();
    expect(panel).toHaveClass('gate-verdict--denied');
    expect(within(panel).getByText('Convite já utilizado às 12:00.')).toBeVisible();
    expect(codeInput()).toHaveValue('');

    await user.type(codeInput(), '4321');
    await validate(user);
    await waitFor(() => expect(api.callsTo(VERIFY)).toHaveLength(2));
    const [first, second] = api.callsTo(VERIFY);
    expect(first?.body).toEqual({ code: 4321, invitation: false, localId: 1 });
    expect(requestId(first)).toMatch(UUID);
    expect(requestId(second)).toMatch(UUID);
    expect(requestId(second)).not.toBe(requestId(first));
  });

  it("the previous verdict goes the moment a new check starts ('Validando…' until the answer)", async () => {
    let release: (answer: { body: unknown }) => void = () => undefined;
    let calls = 0;
    gateApi({
      [VERIFY]: () => {
        calls += 1;
        if (calls === 1) return { body: LIBERADO };
        return new Promise<{ body: unknown }>((resolve) => {
          release = resolve;
        });
      },
    });
    const { user } = await open();
    await pickPlace(user, 'Salão de Festas');
    await user.type(codeInput(), '000123');
    await validate(user);
    expect(within(await verdict()).getByRole('heading', { name: 'Acesso liberado' })).toBeVisible();

    await user.type(codeInput(), '000124');
    await validate(user);
    // the next person's check is on its way: no green panel from the one before
    expect(await screen.findByRole('status', { name: 'Validando' })).toHaveTextContent(
      'Validando…',
    );
    expect(screen.queryByRole('status', { name: 'Resultado da validação' })).toBeNull();
    expect(screen.queryByText('Acesso liberado')).toBeNull();

    act(() => release({ body: NEGADO }));
    expect(within(await verdict()).getByRole('heading', { name: 'Acesso negado' })).toBeVisible();
    expect(screen.queryByRole('status', { name: 'Validando' })).toBeNull();
  });

  it("takes a card's validation code as typed: '6' and '0006' are the same card", async () => {
    const api = gateApi();
    const { user } = await open();
    await pickPlace(user, 'Churrasqueira 1');
    // An invitation's code still has at least 4 digits ('000' + its id).
    await user.type(codeInput(), '6');
    await validate(user);
    expect(await screen.findByText('Digite pelo menos 4 caracteres')).toBeVisible();

    await user.click(screen.getByRole('switch', { name: 'Convite' }));
    expect(screen.getByLabelText('Código da carteirinha')).toBeVisible();
    await user.clear(codeInput());
    await user.type(codeInput(), '6');
    await validate(user);
    await waitFor(() => expect(api.callsTo(VERIFY)).toHaveLength(1));
    expect(screen.queryByText('Digite pelo menos 4 caracteres')).toBeNull();
    await verdict();
    await user.type(codeInput(), '0006');
    await validate(user);
    await waitFor(() => expect(api.callsTo(VERIFY)).toHaveLength(2));
    const [typed, padded] = api.callsTo(VERIFY);
    expect(typed?.body).toEqual({ code: 6, invitation: false, localId: 1 });
    expect(padded?.body).toEqual({ code: 6, invitation: false, localId: 1 });
  });

  it("after a lost answer, 'Tentar novamente' sends the same attempt with the same X-Request-Id", async () => {
    let calls = 0;
    const api = gateApi({
      [VERIFY]: () => {
        calls += 1;
        return calls === 1 ? Promise.reject(new TypeError('Failed to fetch')) : { body: LIBERADO };
      },
    });
    const { user } = await open();
    await pickPlace(user, 'Salão de Festas');
    await user.type(codeInput(), '000123');
    await validate(user);
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByText(
        'Não foi possível falar com o servidor. Verifique sua conexão e tente novamente.',
      ),
    ).toBeVisible();
    expect(codeInput()).toHaveValue('');

    await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(within(await verdict()).getByRole('heading', { name: 'Acesso liberado' })).toBeVisible();
    const [lost, retried] = api.callsTo(VERIFY);
    expect(retried?.body).toEqual(lost?.body);
    expect(requestId(retried)).toMatch(UUID);
    expect(requestId(retried)).toBe(requestId(lost));

    // a new attempt afterwards gets a new id
    await user.type(codeInput(), '000124');
    await validate(user);
    await waitFor(() => expect(api.callsTo(VERIFY)).toHaveLength(3));
    expect(requestId(api.callsTo(VERIFY)[2])).not.toBe(requestId(lost));
  });

  it("shows a club person's photo from the register, large, beside the record's name", async () => {
    gateApi({ [VERIFY]: { body: SOCIA } });
    const { user } = await open();
    await pickPlace(user, 'Salão de Festas');
    await user.type(codeInput(), '000123');
    await validate(user);
    const panel = await verdict();
    const photo = within(panel).getByRole('img', { name: 'Foto de Carla Sócia' });
    expect(photo).toHaveAttribute('src', '/api/files/foto-carla.jpg');
    expect(photo).toHaveClass('gate-verdict__photo');
    expect(within(panel).getByText('Carla Sócia')).toBeVisible();
    expect(within(panel).getByText('Associado')).toBeVisible();
  });

  it('shows the typed codes limit (429) with when it frees, with nothing to retry', async () => {
    const message =
      'Limite de 30 códigos digitados por minuto atingido por este usuário. Digite novamente em 42 segundos; a leitura do QR code continua liberada.';
    gateApi({ [VERIFY]: apiError(429, ErrorCode.GateTypedCodesLimit, message) });
    const { user } = await open();
    await pickPlace(user, 'Salão de Festas');
    await user.type(codeInput(), '000123');
    await validate(user);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(message)).toBeVisible();
    expect(within(alert).queryByRole('button', { name: 'Tentar novamente' })).toBeNull();
  });

  it('shows a bad request as it is, with nothing to retry', async () => {
    gateApi({ [VERIFY]: apiError(400, ErrorCode.ValidationFailed, 'Local não encontrado.') });
    const { user } = await open();
    await pickPlace(user, 'Salão de Festas');
    await user.type(codeInput(), '000123');
    await validate(user);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Local não encontrado.')).toBeVisible();
    expect(within(alert).queryByRole('button', { name: 'Tentar novamente' })).toBeNull();
  });

  describe('the camera', () => {
    let stopTrack: jest.Mock;
    beforeEach(() => {
      stopTrack = jest.fn();
      const stream = { getTracks: () => [{ stop: stopTrack }] };
      Object.defineProperty(navigator, 'mediaDevices', {
        configurable: true,
        value: { getUserMedia: jest.fn(() => Promise.resolve(stream)) },
      });
      jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
      jest.spyOn(HTMLMediaElement.prototype, 'readyState', 'get').mockReturnValue(4);
    });
    afterEach(() => {
      delete (navigator as { mediaDevices?: unknown }).mediaDevices;
    });

    it("a bare code from an old invitation's QR code is validated as a typed code", async () => {
      const api = gateApi();
      const { user } = await open();
      await pickPlace(user, 'Salão de Festas');
      await user.click(screen.getByRole('button', { name: /Ler QR code/ }));
      expect(await screen.findByLabelText('Imagem da câmera')).toBeInTheDocument();
      act(() => {
        inView = ['000123'];
      });
      expect(
        within(await verdict()).getByRole('heading', { name: 'Acesso liberado' }),
      ).toBeVisible();
      expect(api.callsTo(VERIFY)[0]?.body).toEqual({ code: 123, invitation: true, localId: 3 });
      expect(stopTrack).toHaveBeenCalled();
      expect(screen.queryByLabelText('Imagem da câmera')).toBeNull();
      expect(codeInput()).toHaveValue('');
    });

    it("a card's bare code is taken exactly as the QR code holds it ('0006', or '6')", async () => {
      const api = gateApi();
      const { user } = await open();
      await user.click(screen.getByRole('switch', { name: 'Convite' }));
      await pickPlace(user, 'Churrasqueira 1');
      for (const text of ['0006', '6']) {
        await user.click(screen.getByRole('button', { name: /Ler QR code/ }));
        await screen.findByLabelText('Imagem da câmera');
        act(() => {
          inView = [text];
        });
        await verdict();
        await waitFor(() => expect(screen.queryByLabelText('Imagem da câmera')).toBeNull());
        act(() => {
          inView = [];
        });
      }
      await waitFor(() => expect(api.callsTo(VERIFY)).toHaveLength(2));
      for (const call of api.callsTo(VERIFY)) {
        expect(call.body).toEqual({ code: 6, invitation: false, localId: 1 });
      }
      expect(screen.queryByText('Digite pelo menos 4 caracteres')).toBeNull();
    });

    it("a scanned membership card goes to card/verify and shows the member's photo, name and status", async () => {
      const token = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJh';
      const api = gateApi({ 'POST /card/verify': { body: CARD_OK } });
      const { user } = await open();
      await pickPlace(user, 'Churrasqueira 1');
      await user.click(screen.getByRole('button', { name: /Ler QR code/ }));
      await screen.findByLabelText('Imagem da câmera');
      act(() => {
        inView = [token];
      });
      const panel = await verdict();
      expect(within(panel).getByRole('heading', { name: 'Acesso liberado' })).toBeVisible();
      expect(within(panel).getByRole('img', { name: 'Foto da carteirinha' })).toHaveAttribute(
        'src',
        '/api/files/foto-carlos.jpg',
      );
      expect(within(panel).getByText('Carlos Eduardo Souza')).toBeVisible();
      expect(within(panel).getByText('Associado')).toBeVisible();
      expect(within(panel).getAllByText('Ativo')).toHaveLength(2);
      expect(within(panel).getByText('10/03/2028')).toBeVisible();
      const [check] = api.callsTo('POST /card/verify');
      expect(check?.body).toEqual({ token, localId: 1 });
      expect(requestId(check)).toMatch(UUID);
      expect(api.callsTo(VERIFY)).toHaveLength(0);
    });

    it("a scanned invitation's signed QR goes to verify-invitation-qr with the place and shows the member's photo", async () => {
      const api = gateApi({ [VERIFY_QR]: { body: SOCIA } });
      const { user } = await open();
      // The toggle says nothing about a QR code: the token says what it is.
      await user.click(screen.getByRole('switch', { name: 'Convite' }));
      await pickPlace(user, 'Salão de Festas');
      await user.click(screen.getByRole('button', { name: /Ler QR code/ }));
      await screen.findByLabelText('Imagem da câmera');
      act(() => {
        inView = [INVITATION_TOKEN];
      });
      const panel = await verdict();
      expect(within(panel).getByRole('heading', { name: 'Acesso liberado' })).toBeVisible();
      expect(within(panel).getByRole('img', { name: 'Foto de Carla Sócia' })).toHaveAttribute(
        'src',
        '/api/files/foto-carla.jpg',
      );
      expect(within(panel).getByText('QR code')).toBeVisible();
      const [sent] = api.callsTo(VERIFY_QR);
      expect(sent?.body).toEqual({ token: INVITATION_TOKEN, localId: 3 });
      expect(requestId(sent)).toMatch(UUID);
      expect(api.callsTo(VERIFY)).toHaveLength(0);
      expect(api.callsTo('POST /card/verify')).toHaveLength(0);
    });

    it('without a camera it says so, and the code is typed', async () => {
      Object.defineProperty(navigator, 'mediaDevices', {
        configurable: true,
        value: {
          getUserMedia: () => Promise.reject(new DOMException('denied', 'NotAllowedError')),
        },
      });
      gateApi();
      const { user } = await open();
      await user.click(screen.getByRole('button', { name: /Ler QR code/ }));
      expect(await screen.findByText('Câmera indisponível: digite o código.')).toBeVisible();
      expect(codeInput()).toBeEnabled();
    });
  });
});
