import { type Page } from '@playwright/test';
import { expect } from './fixtures';

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
