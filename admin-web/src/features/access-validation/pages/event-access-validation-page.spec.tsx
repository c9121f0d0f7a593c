import { P } from '@clube/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from '@jest/globals';
import { fakeApi } from '../../../test/fake-api';
import { renderAdminApp, staffSession } from '../../../test/render';

const EVENTS = [
  { id: 5, description: 'Baile de Março' },
  { id: 6, description: 'Festa Junina' },
];

const VERIFY = 'POST /tickets/verify-ticket';
const ALLOWED = {
  response: true,
  title: 'Acesso liberado',
  reasonCode: null,
  reason: null,
  person: { name: 'Bruno Convidante', userType: 'Convidado', doc: '***.444.777-**' },
  place: 'Baile de Março',
  usedAt: '2026-03-10T23:00:00.000Z',
  attemptId: 7,
};
const OTHER_EVENT = {
  ...ALLOWED,
  response: false,
  title: 'Acesso negado',
  reasonCode: 'OTHER_EVENT',
  reason: 'Ingresso de outro evento: Festa Junina.',
  attemptId: 8,
};

async function open(answers: unknown[]) {
  let n = 0;
  const api = fakeApi({
    'GET /events/options': { body: EVENTS },
    [VERIFY]: () => ({ body: answers[Math.min(n++, answers.length - 1)] }),
  });
  const rendered = renderAdminApp('/admin/validacao-acesso-eventos', {
    session: staffSession([P.listAccessValidation]),
  });
  await screen.findByRole(
    'heading',
    { name: 'Validação de Acesso de Eventos' },
    { timeout: 15_000 },
  );
  return { ...rendered, api };
}

type User = Awaited<ReturnType<typeof open>>['user'];

async function pickEvent(user: User, name: string) {
  await user.click(screen.getByLabelText('Evento'));
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

const codeInput = () => screen.getByLabelText('Código do ingresso');
const validate = (user: User) => user.click(screen.getByRole('button', { name: /Validar/ }));

describe('Validação de Acesso de eventos (/admin/validacao-acesso-eventos)', () => {
  it("needs the event and a numeric code ('Código inválido')", async () => {
    const { user, api } = await open([ALLOWED]);
    await validate(user);
    expect(await screen.findAllByText('Este campo não pode estar vazio!')).toHaveLength(2);
    await pickEvent(user, 'Baile de Março');
    for (const wrong of ['12x', '2147483647', '0']) {
      await user.clear(codeInput());
      await user.type(codeInput(), wrong);
      await validate(user);
      expect(await screen.findByText('Código inválido')).toBeVisible();
    }
    expect(api.callsTo(VERIFY)).toHaveLength(0);
  });

  it('validates the ticket, shows both verdicts with the reason and resets the code each time', async () => {
    const { user, api } = await open([ALLOWED, OTHER_EVENT]);
    await pickEvent(user, 'Baile de Março');
    await user.type(codeInput(), '000042');
    await validate(user);
    let panel = await screen.findByRole('status', { name: 'Resultado da validação' });
    expect(within(panel).getByRole('heading', { name: 'Acesso liberado' })).toBeVisible();
    expect(within(panel).getByText('Bruno Convidante')).toBeVisible();
    // the event's title is labelled as the event, not as a place
    const where = within(panel).getByText('Baile de Março');
    expect(where.closest('.gate-verdict__detail')).toHaveTextContent(/^EventoBaile de Março$/);
    expect(within(panel).queryByText('Local')).toBeNull();
    expect(codeInput()).toHaveValue('');

    await user.type(codeInput(), '000043');
    await validate(user);
    await waitFor(() =>
      expect(
        within(screen.getByRole('status', { name: 'Resultado da validação' })).getByRole('heading'),
      ).toHaveTextContent('Acesso negado'),
    );
    panel = screen.getByRole('status', { name: 'Resultado da validação' });
    expect(within(panel).getByText('Ingresso de outro evento: Festa Junina.')).toBeVisible();
    expect(codeInput()).toHaveValue('');

    const [first, second] = api.callsTo(VERIFY);
    expect(first?.body).toEqual({ eventId: 5, ticketId: 42 });
    expect(second?.body).toEqual({ eventId: 5, ticketId: 43 });
    expect(first?.headers.get('X-Request-Id')).toBeTruthy();
    expect(second?.headers.get('X-Request-Id')).not.toBe(first?.headers.get('X-Request-Id'));
  });
});
