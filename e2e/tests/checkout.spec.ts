import { type APIRequestContext, type Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { expect, test } from './fixtures';
import { addGuest, closeAlert, DEMO_MEMBER, memberSignIn } from './member-pages';
import { newestMailTo } from './outbox';
import { apiUrl } from './urls';

/**
 * The checkout on the demo seed with the sandbox acquirer: socio@clube.test (Carlos Eduardo
 * Souza) pays a reservation of the 'Quiosque da Piscina' (R$ 25,00 per outside guest, four
 * guests: R$ 100,00) by credit card — a declined card first, then an authorised one — and an
 * event ticket by Pix, which turns paid when the sandbox's bank pays it.
 */
const MEMBER = DEMO_MEMBER;
const PLACE = { slug: 'quiosque-da-piscina', name: 'Quiosque da Piscina' };
const EVENT = 'Festa de Aniversário do Clube';
/** Valid CPFs no demo person holds. */
const GUESTS = [
  { name: 'Ana Visitante', cpf: '24681357928' },
  { name: 'Bruno Visitante', cpf: '13579246828' },
  { name: 'Clara Visitante', cpf: '97531864282' },
  { name: 'Davi Visitante', cpf: '86420975310' },
];
const PAID_RESERVATION = 'Reserva realizada com sucesso! Você será encaminhado para o pagamento.';
const PAID_TICKETS = 'Compra realizada com sucesso! Você será encaminhado para o pagamento.';
const PAID = 'Pagamento realizado com sucesso!';

/**
 * The billing form: the profile fills the member's data and registered address (the demo
 * member's: Rua das Acácias, 250, Jardim Colibri, São Paulo/SP, CEP 04567-000); what it did not
 * fill is typed.
 */
async function fillBilling(page: Page) {
  await expect(page.getByLabel('Nome', { exact: true })).toHaveValue('Carlos Eduardo Souza');
  await expect(page.getByLabel('Rua/Avenida')).toHaveValue('Rua das Acácias');
  const fillIfEmpty = async (label: string, value: string) => {
    const input = page.getByLabel(label, { exact: true });
    if ((await input.inputValue()) === '') await input.pressSequentially(value);
  };
  await fillIfEmpty('CPF/CNPJ', '11144477735');
  await fillIfEmpty('Data de nascimento', '17051980');
  await fillIfEmpty('Telefone', '11987654321');
  await fillIfEmpty('Email', MEMBER.email);
  await fillIfEmpty('CEP', '04567000');
  await fillIfEmpty('Número', '250');
  await fillIfEmpty('Bairro', 'Jardim Colibri');
  await fillIfEmpty('Cidade', 'São Paulo');
  await fillIfEmpty('Estado (UF)', 'SP');
}

async function fillCard(page: Page, number: string) {
  await page.getByLabel('Nome impresso no cartão').fill('CARLOS E SOUZA');
  const field = page.getByLabel('Número do cartão');
  await field.fill('');
  await field.pressSequentially(number);
  const expiry = page.getByLabel('Validade');
  await expiry.fill('');
  await expiry.pressSequentially('122030');
  const cvc = page.getByLabel('CVC');
  await cvc.fill('');
  await cvc.pressSequentially('123');
}

async function publicEventId(request: APIRequestContext, title: string): Promise<number> {
  const res = await request.get(`${apiUrl}/api/events-public`);
  const event = ((await res.json()) as { id: number; title: string }[]).find(
    (e) => e.title === title,
  );
  expect(event, `${title} in events-public`).toBeTruthy();
  return (event as { id: number }).id;
}

test('a member pays a reservation by credit card: a declined card shows the error, an authorised one finishes the order with its invitations', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await memberSignIn(page);
  await page.goto(`/associado/reserva/${PLACE.slug}`);
  await page
    .getByRole('button', { name: /^Escolher \d/ })
    .first()
    .click();
  for (const [i, guest] of GUESTS.entries()) await addGuest(page, i + 1, guest);
  await page.getByRole('button', { name: 'Ir para Pagamento' }).click();
  await closeAlert(page, PAID_RESERVATION);

  // the method: credit is allowed from R$ 100,00
  await expect(page).toHaveURL(/\/associado\/checkout$/);
  const summary = page.getByRole('complementary', { name: 'Resumo do pedido' });
  await expect(summary).toContainText('R$ 100,00');
  await expect(summary).toContainText(PLACE.name);
  const proceed = page.getByRole('button', { name: 'Continuar' });
  await expect(proceed).toBeDisabled();
  await page.getByRole('radio', { name: 'Cartão de Crédito' }).check();
  expect(await seriousViolations(page)).toEqual([]);
  await proceed.click();

  // the billing data
  await expect(page).toHaveURL(/\/associado\/checkout\/confirm-payment$/);
  await expect(
    page.getByRole('heading', { name: 'Informe os dados da fatura do cartão' }),
  ).toBeVisible();
  await fillBilling(page);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Confirmar' }).click();

  // the card: the sandbox declines a number ending in 2
  await expect(page).toHaveURL(/\/associado\/checkout\/credcard$/);
  await fillCard(page, '4000000000000002');
  await expect(page.getByText('Visa').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Efetuar Pagamento' }).click();
  const error = page.locator('.ant-modal-confirm').filter({ hasText: 'Erro' });
  await expect(error).toContainText('Pagamento não autorizado.');
  // the acquirer's code for support, in Portuguese: none of its English
  await expect(error).toContainText('Código da operadora: 05');
  await expect(error).not.toContainText('Not Authorized');
  await closeAlert(page, 'Pagamento não autorizado.');

  // and authorises one ending in 0: paid, the invitations downloaded, my orders
  await fillCard(page, '4000000000000010');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Efetuar Pagamento' }).click();
  await closeAlert(page, PAID);
  expect((await download).suggestedFilename()).toMatch(/\.zip$/);
  await expect(page).toHaveURL(/\/associado\/meus-pedidos$/);
  const order = page
    .getByRole('list', { name: 'Pedidos' })
    .getByRole('article')
    .filter({ hasText: PLACE.name })
    .filter({ hasText: 'R$ 100,00' })
    .first();
  await expect(order).toContainText('Finalizado');
  await order.getByRole('button', { name: /^Detalhes do pedido/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Cartão de Crédito');
  await expect(dialog).toContainText('Visa');
  const invitations = dialog.getByRole('list', { name: 'Convites', exact: true });
  for (const guest of GUESTS) await expect(invitations).toContainText(guest.name);
  await expect(dialog.getByRole('button', { name: /Baixar todos/ })).toBeVisible();
  await expect
    .poll(() => newestMailTo(MEMBER.email) ?? '', { timeout: 15_000 })
    .toContain(`Reserva confirmada: ${PLACE.name}`);
});

test('a member pays an event ticket by Pix: the total before buying, the QR and the code with one deadline and its countdown, then paid when the bank pays', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const id = await publicEventId(request, EVENT);
  await memberSignIn(page);
  await page.goto(`/associado/evento/${id}`);
  await addGuest(page, 1, { name: 'Eva Visitante', cpf: '75318642071' });
  // the price before the purchase, from the API's quote: the guest's and the total
  const quote = page.getByRole('region', { name: 'Valor do pedido' });
  await expect(quote.getByRole('list', { name: 'Valor por convidado' })).toContainText(
    'Eva Visitante',
  );
  await expect(quote.getByRole('listitem')).toHaveText(['Eva VisitanteR$ 30,00']);
  await expect(quote.getByTestId('quote-total')).toHaveText('TotalR$ 30,00');
  await page.getByRole('button', { name: 'Comprar', exact: true }).click();
  // the spec's text, and plainly that the order is not paid yet
  await expect(page.locator('.ant-modal-confirm').filter({ hasText: PAID_TICKETS })).toContainText(
    'ainda não está pago',
  );
  await closeAlert(page, PAID_TICKETS);

  await expect(page).toHaveURL(/\/associado\/checkout$/);
  await expect(page.getByRole('status').filter({ hasText: 'aguardando pagamento' })).toBeVisible();
  // R$ 30,00: the credit card is not offered under R$ 100,00
  await expect(
    page.getByRole('radio', {
      name: 'Cartão de Crédito (somente para valores acima de R$ 100,00)',
    }),
  ).toBeDisabled();
  await page.getByRole('radio', { name: 'Pix' }).check();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByRole('heading', { name: 'Informe seus dados' })).toBeVisible();
  await fillBilling(page);
  await page.getByRole('button', { name: 'Confirmar' }).click();

  await expect(page).toHaveURL(/\/associado\/checkout\/pix$/);
  await expect(page.getByRole('img', { name: 'QR Code do Pix' })).toBeVisible();
  await expect(page.getByText(/^000201/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Copiar' })).toBeVisible();
  await expect(page.getByRole('link', { name: /minhas reservas/i })).toBeVisible();
  // one deadline, the one that counts (the order's 15-minute hold, not the QR's 2 hours), with
  // its date and time, and a countdown that runs
  await expect(page.getByText(/Pague até/)).toHaveCount(1);
  await expect(page.getByTestId('pay-deadline')).toHaveText(
    /^Pague até \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}faltam 1?\d:\d{2}$/,
  );
  const countdown = page.getByRole('timer', { name: 'Tempo restante para pagar' });
  const shown = await countdown.textContent();
  await expect(countdown).not.toHaveText(shown ?? '');
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Simular pagamento (sandbox)' }).click();
  await expect(page.getByRole('heading', { name: PAID })).toBeVisible();
  await page.goto('/associado/meus-pedidos');
  const order = page
    .getByRole('list', { name: 'Pedidos' })
    .getByRole('article')
    .filter({ hasText: EVENT })
    .first();
  await expect(order).toContainText('Finalizado');
});
