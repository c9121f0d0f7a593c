import { type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { brDateOf } from './dates';
import { expect } from './fixtures';
import { memberLinkPath, newestMailTo } from './outbox';
import { apiUrl } from './urls';

/** The demo member with two dependents (Mariana Souza, Pedro Souza). */
export const DEMO_MEMBER = { email: 'socio@clube.test', password: 'clube-socio-1' };

/** Signs a member in through /associado and waits to leave the login. */
export async function memberSignIn(page: Page, account = DEMO_MEMBER) {
  await page.goto('/associado');
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel('Senha', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).not.toHaveURL(/\/associado$/);
}

/** Closes an alert (an Ant Design confirm modal) once it has finished opening. */
export async function closeAlert(page: Page, text: string) {
  const alert = page.locator('.ant-modal-confirm').filter({ hasText: text });
  await expect(alert).toBeVisible();
  await expect(
    page.locator('.ant-modal-confirm[class*="-enter"], .ant-modal-confirm[class*="-appear"]'),
  ).toHaveCount(0);
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(alert).toBeHidden();
}

/** Adds the n-th guest row of a reservation or ticket purchase and fills it. */
export async function addGuest(page: Page, n: number, guest: { name: string; cpf: string }) {
  await page.getByRole('button', { name: 'Adicionar convidado' }).click();
  await page.getByLabel(`Nome do convidado ${n}`).fill(guest.name);
  await page.getByLabel(`CPF do convidado ${n}`).pressSequentially(guest.cpf);
}

/** Gives a demo member without a password one, through the recovery e-mail (API only). */
export async function givePassword(
  request: APIRequestContext,
  account: { email: string; password: string },
) {
  const sent = await request.post(`${apiUrl}/api/send-email-reset-password`, {
    data: { email: account.email, associate: true },
  });
  expect(sent.status()).toBe(200);
  let path: string | null = null;
  await expect
    .poll(() => (path = memberLinkPath(newestMailTo(account.email))), { timeout: 10_000 })
    .not.toBeNull();
  const code = (path as unknown as string).split('/').at(-1);
  const reset = await request.post(`${apiUrl}/api/recovery-password`, {
    data: {
      email: account.email,
      password: account.password,
      passwordConfirmation: account.password,
      code,
      associate: true,
    },
  });
  expect(reset.status()).toBe(200);
}

/**
 * The dates ('DD/MM/YYYY', the club's zone) on which the member already has an active booking
 * (through the API, as the member): a journey that books twice on one date picks another, so
 * the family's daily limit (two a day in the demo club) is not spent by other journeys.
 */
export async function datesBookedBy(
  request: APIRequestContext,
  account: { email: string; password: string },
): Promise<Set<string>> {
  const login = await request.post(`${apiUrl}/api/auth/login-associate`, { data: account });
  expect(login.status(), await login.text()).toBe(200);
  const { accessToken } = (await login.json()) as { accessToken: string };
  const mine = await request.get(`${apiUrl}/api/local-reservations-by-idUser`, {
    headers: { Authorization: `Bearer ${accessToken}` },
  });
  expect(mine.status()).toBe(200);
  return new Set(
    ((await mine.json()) as { status: string; startAt: string }[])
      .filter((r) => r.status === 'Pendente' || r.status === 'Confirmada')
      .map((r) => brDateOf(new Date(r.startAt))),
  );
}

/** The free slots' buttons ('Escolher HH:mm às HH:mm') of the date the page shows. */
export const freeSlots = (page: Page): Locator =>
  page.getByRole('button', { name: /^Escolher \d/ });

const calendar = (page: Page): Locator => page.getByRole('group', { name: 'Escolha a data' });

/** Shows a date (DD/MM/YYYY) in the reservation page's calendar, going to the next month if needed. */
export async function showDate(page: Page, day: string) {
  const button = calendar(page).getByRole('button', { name: day, exact: true });
  // the calendar first shows the month of the first offered date, once the hours have loaded
  await expect(page.getByRole('heading', { name: /^Horários de / })).toBeVisible();
  if ((await button.count()) === 0) {
    await calendar(page).getByRole('button', { name: 'Próximo mês' }).click();
  }
  await button.click();
  await expect(page.getByRole('heading', { name: `Horários de ${day}` })).toBeVisible();
}

/**
 * Shows the first offered date with at least `wanted` free slots and returns it (DD/MM/YYYY).
 * A date whose slots are all taken is no longer offered, so the journey books on a date that
 * keeps a free slot after its two bookings: the other member can then still open that date and
 * see both taken, whatever the time of day the test runs (late in the day, today has few slots).
 */
export async function showDateWithFreeSlots(
  page: Page,
  wanted: number,
  /** Dates ('DD/MM/YYYY') not to pick, e.g. those the member's family already has bookings on. */
  skip: ReadonlySet<string> = new Set(),
): Promise<string> {
  for (let month = 0; month < 3; month += 1) {
    const days = calendar(page).getByRole('button', { name: /^\d{2}\/\d{2}\/\d{4}$/ });
    const count = await days.count();
    for (let i = 0; i < count; i += 1) {
      const day = days.nth(i);
      if (await day.isDisabled()) continue;
      const label = (await day.getAttribute('aria-label')) ?? '';
      if (skip.has(label)) continue;
      await showDate(page, label);
      if ((await freeSlots(page).count()) >= wanted) return label;
    }
    const next = calendar(page).getByRole('button', { name: 'Próximo mês' });
    if (await next.isDisabled()) break;
    await next.click();
  }
  throw new Error(`no offered date with ${wanted} free slots`);
}
