import { type Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { expect, test } from './fixtures';
import { apiUrl } from './urls';
import { clickMenuItem } from './menus';
import { newestMailTo } from './outbox';

/**
 * Member identity journeys on the demo seed: the first-access member
 * (primeiro@clube.test, 'Beatriz Lima') and the regular member
 * (socio@clube.test, 'Carlos Eduardo Souza'). Each journey changes the
 * member's password, so it runs once per fresh database; the recovery journey
 * puts the seed password back at the end for the journeys after it.
 */

const FIRST_ACCESS = { email: 'primeiro@clube.test', password: 'clube-primeiro-1' };
const MEMBER = { email: 'socio@clube.test', password: 'clube-socio-1' };

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/associado');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

function pathOf(page: Page): string {
  return new URL(page.url()).pathname;
}

test.describe('member identity', () => {
  test('a first-access member is held on /primeiro-acesso until the password is changed', async ({
    page,
  }) => {
    await signIn(page, FIRST_ACCESS.email, FIRST_ACCESS.password);
    await expect(page.getByRole('heading', { name: 'Primeiro acesso' })).toBeVisible();
    expect(pathOf(page)).toBe('/primeiro-acesso');

    // another address (a fresh page load) and a header link both lead back
    await page.goto('/eventos');
    await expect(page.getByRole('heading', { name: 'Primeiro acesso' })).toBeVisible();
    expect(pathOf(page)).toBe('/primeiro-acesso');
    await page
      .getByRole('navigation', { name: 'Menu principal' })
      .getByRole('link', { name: 'Sobre' })
      .click();
    await expect(page).toHaveURL(/\/primeiro-acesso$/);

    // the page reads well (axe: contrast of 'Salvar' on the primary colour included)
    expect(await seriousViolations(page)).toEqual([]);

    // the rules of a new password
    await page.getByLabel('Nova senha', { exact: true }).fill('curta');
    await page.getByLabel('Confirmar nova senha').fill('outra');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Mínimo de 8 caracteres!')).toBeVisible();
    await expect(page.getByText('As senhas não são iguais')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByLabel('Nova senha', { exact: true }).fill('beatriz-nova-1');
    await page.getByLabel('Confirmar nova senha').fill('beatriz-nova-1');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByRole('dialog', { name: 'Senha alterada.' })).toBeVisible();
    await page.getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Bem-vindo ao Clube Colibri' })).toBeVisible();

    const header = page.getByRole('banner');
    const memberButton = header.getByRole('button', { name: /Beatriz Lima/ });
    await expect(memberButton).toBeVisible();
    await expect(header.getByRole('button', { name: 'LOGIN' })).toHaveCount(0);

    // released: other pages stay put, also after a reload
    await page.goto('/sobre');
    await expect(page).toHaveURL(/\/sobre$/);
    await expect(memberButton).toBeVisible();

    await memberButton.click();
    await clickMenuItem(page, 'Sair');
    await expect(header.getByRole('button', { name: 'LOGIN' })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    const saved = await page.evaluate(() => window.localStorage.getItem('portal-session'));
    expect(JSON.parse(saved ?? '{}')).toMatchObject({ accessToken: 'null', refreshToken: 'null' });

    // the old password no longer works; the new one does, with no hold
    await signIn(page, FIRST_ACCESS.email, FIRST_ACCESS.password);
    await expect(page.getByRole('dialog', { name: 'Erro' })).toContainText(
      'E-mail ou senha inválidos.',
    );
    await page.getByRole('button', { name: 'OK' }).click();
    await signIn(page, FIRST_ACCESS.email, 'beatriz-nova-1');
    await expect(memberButton).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a member recovers the password through the e-mailed link and signs in with the new one', async ({
    page,
    request,
  }) => {
    await page.goto('/associado');
    await page.getByRole('link', { name: 'Esqueceu a senha?' }).click();
    await expect(page).toHaveURL(/\/associado\/recuperar-senha$/);
    // the login stays on screen until the recovery page's code has arrived
    await expect(page.getByRole('heading', { name: 'Recuperar senha' })).toBeVisible();

    // an e-mail that is not registered: told so, and the field is cleared
    await page.getByLabel('E-mail').fill('ninguem@clube.test');
    await page.getByRole('button', { name: 'Enviar' }).click();
    const notFound = page.getByRole('dialog', { name: 'Email não cadastrado!' });
    await expect(notFound).toContainText('Email não encontrado em nosso banco de dados');
    await notFound.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByLabel('E-mail')).toHaveValue('');

    const before = newestMailTo(MEMBER.email);
    await page.getByLabel('E-mail').fill(MEMBER.email);
    await page.getByRole('button', { name: 'Enviar' }).click();
    await expect(
      page.getByRole('dialog', { name: 'Um link de verificação foi enviado para seu email!' }),
    ).toBeVisible();

    await expect.poll(() => newestMailTo(MEMBER.email)).not.toBe(before);
    const mail = newestMailTo(MEMBER.email) ?? '';
    const link = /https?:\/\/[^\s"<>]+\/associado\/validador\/[A-Za-z0-9_-]+/.exec(mail)?.[0];
    expect(link, 'recovery link in the e-mail').toBeTruthy();
    // The link carries the portal origin the API was given; open its path on this portal.
    const { pathname } = new URL(link ?? '');
    await page.goto(pathname);

    await expect(page.getByRole('heading', { name: 'Redefinir senha' })).toBeVisible();
    await page.getByLabel('E-mail').fill(MEMBER.email);
    await page.getByLabel('Nova senha', { exact: true }).fill('carlos-nova-1');
    await page.getByLabel('Confirmar nova senha').fill('carlos-nova-1');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByRole('dialog', { name: 'Senha alterada.' })).toBeVisible();
    await page.getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL(/\/associado$/);

    // the link works once
    await page.goto(pathname);
    await page.getByLabel('E-mail').fill(MEMBER.email);
    await page.getByLabel('Nova senha', { exact: true }).fill('carlos-nova-2');
    await page.getByLabel('Confirmar nova senha').fill('carlos-nova-2');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByRole('dialog', { name: 'Acesso negado!' })).toContainText(
      'Não foi encontrado nenhuma documento neste periodo!',
    );
    await page.getByRole('button', { name: 'OK' }).click();

    await signIn(page, MEMBER.email, 'carlos-nova-1');
    await expect(
      page.getByRole('banner').getByRole('button', { name: /Carlos Eduardo Souza/ }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/$/);

    // Put the seed password back for the journeys that sign in as this member.
    const saved = await page.evaluate(() => window.localStorage.getItem('portal-session'));
    const accessToken = JSON.parse(JSON.parse(saved ?? '{}').accessToken ?? 'null') as string;
    const restore = await request.put(`${apiUrl}/api/associate/update-password`, {
      headers: { Authorization: `Bearer ${accessToken}` },
      data: {
        currentPassword: 'carlos-nova-1',
        password: MEMBER.password,
        passwordConfirmation: MEMBER.password,
      },
    });
    expect(restore.status()).toBe(200);
  });
});
