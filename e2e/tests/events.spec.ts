import { type APIRequestContext, type Locator } from '@playwright/test';
import { openFromMenu, signInAsAdmin } from './admin-session';
import { seriousViolations } from './axe';
import { expect, test } from './fixtures';
import { addGuest, closeAlert, DEMO_MEMBER, memberSignIn } from './member-pages';
import { newestMailTo } from './outbox';
import { decodeQr, tokenClaims } from './qr';
import { choose } from './selects';
import { apiUrl } from './urls';

/**
 * Events and tickets on the demo seed: staff create an event, socio@clube.test (Carlos Eduardo
 * Souza; dependents Mariana Souza and Pedro Souza) buys for a dependent and an outside guest
 * (awaiting payment), then for a dependent only (free: the invitations in meus-convites), and
 * joins the waitlist of the sold-out demo event 'Noite do Samba'.
 */
const MEMBER = DEMO_MEMBER;
const PEDRO = { name: 'Pedro Souza', cpf: '30462427196' };
const MARIANA = { name: 'Mariana Souza', cpf: '39053344705' };
/** A valid CPF no demo person holds. */
const OUTSIDER = { name: 'Otávio Convidado', cpf: '71460238508' };
const PAID_TEXT = 'Compra realizada com sucesso! Você será encaminhado para o pagamento.';
const FREE_TEXT = 'Compra realizada com sucesso! Os convites foram enviados para o seu e-mail.';

/** 'DD/MM/YYYY HH:mm' of today plus `days` at `hour`:00, in the club's time zone. */
function brDateTime(days: number, hour: number): string {
  const day = new Intl.DateTimeFormat('pt-BR', {
    timeZone: 'America/Sao_Paulo',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date(Date.now() + days * 86_400_000));
  return `${day} ${String(hour).padStart(2, '0')}:00`;
}

async function pickDateTime(dialog: Locator, label: string, value: string) {
  const input = dialog.getByLabel(label, { exact: true });
  await input.click();
  await input.fill(value);
  await input.press('Enter');
  await expect(input).toHaveValue(value);
}

async function publicEventId(request: APIRequestContext, title: string): Promise<number> {
  const res = await request.get(`${apiUrl}/api/events-public`);
  expect(res.status()).toBe(200);
  const event = ((await res.json()) as { id: number; title: string }[]).find(
    (e) => e.title === title,
  );
  expect(event, `${title} in events-public`).toBeTruthy();
  return (event as { id: number }).id;
}

test('staff create an event; a member buys for a dependent and an outside guest, then a free purchase shows in meus-convites', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const title = `Luau e2e ${Date.now().toString(36)}`;

  // staff: Gestão > Eventos > Cadastrar
  const admin = await browser.newContext();
  try {
    const adminPage = await admin.newPage();
    await signInAsAdmin(adminPage);
    await openFromMenu(adminPage, 'Eventos');
    await expect(adminPage).toHaveURL(/\/admin\/cadastro-eventos$/);
    await adminPage.getByRole('button', { name: 'Cadastrar' }).click();
    const dialog = adminPage.getByRole('dialog', { name: 'Cadastrar evento' });
    await dialog.getByLabel('Título', { exact: true }).fill(title);
    await dialog.getByRole('textbox', { name: 'Descrição' }).fill('Luau com música ao vivo.');
    await choose(dialog, 'Local', 'Quiosque da Piscina');
    await pickDateTime(dialog, 'Início da venda', brDateTime(-1, 8));
    await pickDateTime(dialog, 'Fim da venda', brDateTime(10, 20));
    await dialog.getByLabel('Limite de convites gratuitos').fill('4');
    await dialog.getByLabel('Convites à venda').pressSequentially('50');
    await dialog.getByLabel('Preço por convidado').fill('30');
    await pickDateTime(dialog, 'Início do dia 1', brDateTime(15, 20));
    await pickDateTime(dialog, 'Fim do dia 1', brDateTime(15, 23));
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expect(adminPage.getByText('O registro foi inserido!')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(adminPage.getByRole('row').filter({ hasText: title })).toContainText(
      'Quiosque da Piscina',
    );
  } finally {
    await admin.close();
  }
  const id = await publicEventId(request, title);

  // the member sees it on /eventos and buys for a dependent and an outside guest
  await memberSignIn(page);
  await page.goto('/eventos');
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await page.goto(`/eventos?evento=${id}`);
  const eventDialog = page.getByRole('dialog', { name: title });
  await expect(eventDialog).toContainText('R$ 30,00');
  await expect(eventDialog).toContainText('50');
  expect(await seriousViolations(page)).toEqual([]);
  await eventDialog.getByRole('button', { name: 'Comprar convite' }).click();
  await expect(page).toHaveURL(new RegExp(`/associado/evento/${id}$`));
  const buy = page.getByRole('button', { name: 'Comprar', exact: true });
  await expect(buy).toBeDisabled();
  await addGuest(page, 1, PEDRO);
  await addGuest(page, 2, { name: OUTSIDER.name, cpf: PEDRO.cpf });
  await expect(page.getByText('CPF JÁ INSERIDO')).toBeVisible();
  await expect(buy).toBeDisabled();
  await page.getByLabel('CPF do convidado 2').fill('');
  await page.getByLabel('CPF do convidado 2').pressSequentially(OUTSIDER.cpf);
  await expect(buy).toBeEnabled();
  expect(await seriousViolations(page)).toEqual([]);
  await buy.click();
  await closeAlert(page, PAID_TEXT);
  // the cart holds the order and the checkout asks how to pay; the member leaves it for later
  await expect(page).toHaveURL(/\/associado\/checkout$/);
  await page.goto('/associado/meus-pedidos');
  const orders = page.getByRole('list', { name: 'Pedidos' });
  const paidOrder = orders.getByRole('article').filter({ hasText: title });
  await expect(paidOrder).toContainText('Pendente');
  await expect(paidOrder).toContainText('R$ 30,00');

  // a free purchase (a dependent only): the invitations downloaded, then in meus-convites
  await page.goto(`/associado/evento/${id}`);
  await addGuest(page, 1, MARIANA);
  const download = page.waitForEvent('download');
  await buy.click();
  await closeAlert(page, FREE_TEXT);
  expect((await download).suggestedFilename()).toMatch(/\.zip$|\.jpg$/);
  await expect(page).toHaveURL(/\/associado\/meus-convites$/);
  const tickets = page.getByRole('list', { name: `Convites: ${title}` });
  const mariana = tickets.getByRole('listitem').filter({ hasText: MARIANA.name });
  await expect(mariana).toContainText(/000\d+/);
  await expect(
    mariana.getByRole('button', { name: `Baixar convite de ${MARIANA.name}` }),
  ).toBeVisible();
  await expect
    .poll(() => newestMailTo(MEMBER.email) ?? '', { timeout: 15_000 })
    .toContain(`Convites confirmados: ${title}`);
  expect(await seriousViolations(page)).toEqual([]);

  // invitations visible and scannable on a 390 px screen (1×): the image shown in meus-convites
  // holds the QR code of the ticket's signed token, read from a screenshot of the screen
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  const pass = page
    .getByRole('list', { name: `Convites: ${title}` })
    .getByRole('img', { name: `Convite de ${MARIANA.name}` });
  await pass.scrollIntoViewIfNeeded();
  await expect(pass).toBeVisible();
  await expect
    .poll(() => pass.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(1080);
  // most of the screen's width (the page's margins aside)
  const box = await pass.boundingBox();
  expect(box?.width ?? 0).toBeGreaterThan(0.75 * 390);
  expect(box?.width ?? 0).toBeLessThanOrEqual(390);
  const scanned = await decodeQr(await pass.screenshot());
  expect(scanned, 'the QR code read from the screen').toBeTruthy();
  const claims = tokenClaims(scanned as string);
  expect(claims['aud']).toBe('ticket');
  const code = (await mariana.getByText(/^000\d+$/).textContent())?.trim();
  expect(`000${String(claims['n'])}`).toBe(code);
});

test('a sold-out event shows "Venda de convite esgotada" and a member can join and leave its waitlist', async ({
  page,
  request,
}) => {
  const id = await publicEventId(request, 'Noite do Samba');
  await memberSignIn(page);
  await page.goto(`/eventos?evento=${id}`);
  const dialog = page.getByRole('dialog', { name: 'Noite do Samba' });
  await expect(dialog.getByText('Venda de convite esgotada')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Comprar convite' })).toHaveCount(0);
  await dialog.getByLabel('Quantidade de convites').selectOption('2');
  await dialog.getByRole('button', { name: 'Entrar na fila de espera' }).click();
  await expect(dialog.getByText('Você está na posição 1 da fila de espera.')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Sair da fila' }).click();
  await expect(dialog.getByRole('button', { name: 'Entrar na fila de espera' })).toBeVisible();
});
