import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { adminUrl } from './urls';

/** The seeded staff member holding every permission (demo seed). */
export const DEMO_ADMIN = { cpf: '52998224725', password: 'clube-admin-1' };

/** Signs the demo admin in through the back office's login and waits for the shell. */
export async function signInAsAdmin(page: Page) {
  await page.goto(adminUrl);
  await expect(page.getByRole('heading', { name: 'Login administrativo' })).toBeVisible();
  await page.getByLabel('CPF').pressSequentially(DEMO_ADMIN.cpf);
  await page.getByLabel('Senha', { exact: true }).fill(DEMO_ADMIN.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('banner')).toBeVisible();
}

/** Follows a link of the side menu (opened first if it is in its compact form). */
export async function openFromMenu(page: Page, link: string) {
  const toggle = page.getByRole('button', { name: /^(Expandir|Recolher) menu$/ });
  if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await page
    .getByRole('navigation', { name: 'Menu principal' })
    .getByRole('link', { name: link, exact: true })
    .click();
}
