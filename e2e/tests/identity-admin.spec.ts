import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { openOption } from './selects';
import { adminUrl, apiUrl } from './urls';
import { clickMenuItem } from './menus';

/** The seeded staff member holding every permission (demo seed). */
const ADMIN = { cpf: '52998224725', password: 'clube-admin-1', name: 'Ana Administradora' };

/** A valid CPF nobody has yet (a retry runs against the same database). */
function freshCpf(): string {
  for (;;) {
    const base = Array.from({ length: 9 }, () => Math.floor(Math.random() * 10));
    if (base.every((digit) => digit === base[0])) continue;
    const check = (digits: number[]) => {
      const sum = digits.reduce((total, digit, i) => total + digit * (digits.length + 1 - i), 0);
      const rest = (sum * 10) % 11;
      return rest === 10 ? 0 : rest;
    };
    const first = check(base);
    return [...base, first, check([...base, first])].join('');
  }
}

const masked = (cpf: string) =>
  `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;

async function signIn(page: Page, cpf: string, password: string) {
  await page.goto(adminUrl);
  await expect(page.getByRole('heading', { name: 'Login administrativo' })).toBeVisible();
  const cpfField = page.getByLabel('CPF');
  await cpfField.pressSequentially(cpf);
  await expect(cpfField).toHaveValue(masked(cpf));
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

async function signOut(page: Page, name: string) {
  await page.getByRole('banner').getByRole('button', { name }).click();
  await clickMenuItem(page, 'Sair');
  await expect(page.getByRole('heading', { name: 'Login administrativo' })).toBeVisible();
}

/** Opens the side menu if it is in its compact (mini) form, the default. */
async function expandMenu(page: Page) {
  const toggle = page.getByRole('button', { name: /^(Expandir|Recolher) menu$/ });
  if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
}

/** Follows a link of the side menu. */
async function openFromMenu(page: Page, link: string) {
  await expandMenu(page);
  await page
    .getByRole('navigation', { name: 'Menu principal' })
    .getByRole('link', { name: link })
    .click();
}

/** No WCAG A/AA problem axe can find on the page as it is now. */
async function expectAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

/** The link of the newest message in the API's outbox. */
function newestOutboxLink(): string {
  const outbox = join(process.env['E2E_DATA_DIR'] ?? '', 'outbox');
  const newest = readdirSync(outbox)
    .filter((file) => file.endsWith('.eml'))
    .map((file) => join(outbox, file))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs || b.localeCompare(a))[0];
  if (!newest) throw new Error('outbox vazio');
  // Undo quoted-printable soft line breaks and escapes.
  const eml = readFileSync(newest, 'utf8')
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  const link = /https?:\/\/\S+?\/admin\/validador\/[A-Za-z0-9_-]+/.exec(eml)?.[0];
  if (!link) throw new Error(`nenhum link de validação em ${newest}`);
  return link;
}

test.describe('staff identity', () => {
  test('a new staff member signs up, waits for activation, and sees only what was granted', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const cpf = freshCpf();
    const stamp = Date.now();
    const member = {
      name: 'Paulo',
      surname: `Dias ${stamp % 100000}`,
      email: `paulo.${stamp}@clube.test`,
      password: 'senha-paulo-1',
    };
    const fullName = `${member.name} ${member.surname}`;

    // Sign-up.
    await page.goto(`${adminUrl}cadastro`);
    await expect(page.getByRole('heading', { name: 'Cadastrar usuário' })).toBeVisible();
    await expectAccessible(page);
    await page.getByLabel('Nome', { exact: true }).fill(member.name);
    await page.getByLabel('Sobrenome').fill(member.surname);
    await page.getByLabel('E-mail').fill(member.email);
    await page.getByLabel('CPF').pressSequentially(cpf);
    await page.getByLabel('Senha', { exact: true }).fill(member.password);
    await page.getByLabel('Confirmação da senha').fill(member.password);
    await page.getByRole('button', { name: 'Cadastrar' }).click();
    await expect(page.getByText('Sucesso', { exact: true })).toBeVisible();
    await expect(
      page.getByText(
        'Seu cadastro foi realizado com sucesso, você será redirecionado para o painel admin!',
      ),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/?$/);

    // Not active yet.
    await signIn(page, cpf, member.password);
    await expect(page.getByText('Acesso pendente!')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Login administrativo' })).toBeVisible();

    // The seeded admin activates the new member...
    await signIn(page, ADMIN.cpf, ADMIN.password);
    await expect(page.getByRole('heading', { name: 'Painel administrativo' })).toBeVisible();
    await openFromMenu(page, 'Usuários Internos');
    await expect(page.getByRole('heading', { name: 'Usuários Internos' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Pesquisar' }).fill(member.surname);
    const row = page.getByRole('row').filter({ hasText: fullName });
    await expect(row).toContainText(masked(cpf));
    await expect(row).toContainText('Pendente');
    await expectAccessible(page);
    await row.getByRole('button', { name: `Editar ${fullName}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Editar usuário interno' });
    await expect(dialog.getByText(member.email)).toBeVisible();
    await dialog.getByLabel('Status').click();
    await openOption(page, 'Ativo').click();
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('O registro foi alterado!')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText('Ativo');

    // ...and grants two permissions, one switch at a time.
    await openFromMenu(page, 'Permissões');
    await expect(page.getByRole('heading', { name: 'Permissões' })).toBeVisible();
    await page.getByLabel('Usuário').click();
    await page.getByLabel('Usuário').pressSequentially(member.surname);
    await openOption(page, fullName).click();
    for (const description of ['list-news', 'list-user']) {
      const toggle = page.getByRole('switch', { name: new RegExp(`\\b${description}$`) });
      await expect(toggle).not.toBeChecked();
      await toggle.click();
      await expect(toggle).toBeChecked();
      await expect(page.getByText('Permissão alterada!')).toBeVisible();
    }
    await signOut(page, ADMIN.name);

    // The member now enters and sees exactly those two menu entries.
    await signIn(page, cpf, member.password);
    await expect(page.getByRole('heading', { name: 'Painel administrativo' })).toBeVisible();
    await expect(page.getByText(`Olá, ${fullName}!`)).toBeVisible();
    await expandMenu(page);
    const nav = page.getByRole('navigation', { name: 'Menu principal' });
    await expect(nav.getByRole('link')).toHaveText(['Notícias', 'Usuários Internos']);
    await expect(nav.getByText('Site', { exact: true })).toBeVisible();
    await expect(nav.getByText('Admin', { exact: true })).toBeVisible();
    for (const hidden of ['Cadastros', 'Gestão', 'Relatórios']) {
      await expect(nav.getByText(hidden, { exact: true })).toHaveCount(0);
    }
    await expect(nav.getByRole('link', { name: 'Permissões' })).toHaveCount(0);
  });

  test('a staff member recovers the password by the e-mailed link', async ({ page, request }) => {
    test.setTimeout(90_000);
    // An active staff member, created by the seeded admin through the API.
    const login = await request.post(`${apiUrl}/api/auth/login-admin`, {
      data: { cpf: ADMIN.cpf, password: ADMIN.password },
    });
    expect(login.status()).toBe(200);
    const { accessToken } = (await login.json()) as { accessToken: string };
    const stamp = Date.now();
    const cpf = freshCpf();
    const email = `rita.${stamp}@clube.test`;
    const created = await request.post(`${apiUrl}/api/users`, {
      headers: { Authorization: `Bearer ${accessToken}` },
      data: {
        name: 'Rita',
        surname: 'Moraes',
        email,
        cpf,
        password: 'senha-antiga-1',
        passwordConfirmation: 'senha-antiga-1',
        status: 1,
      },
    });
    expect(created.status()).toBe(201);

    // Request the link.
    await page.goto(`${adminUrl}recuperar-senha`);
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('button', { name: 'Enviar' }).click();
    await expect(
      page.getByText('Um link de verificação foi enviado para seu email já cadastrado!'),
    ).toBeVisible();

    // Follow the link of the newest e-mail and choose a new password.
    const link = newestOutboxLink();
    expect(link).toMatch(/\/admin\/validador\//);
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Redefinir senha' })).toBeVisible();
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Nova senha').fill('senha-nova-22');
    await page.getByLabel('Confirmação da senha').fill('senha-nova-22');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(
      page.getByText(
        'Sua senha foi alterada com sucesso, você sera redirecionado para a tela de login!',
      ),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Login administrativo' })).toBeVisible();

    // The old password no longer works; the new one does.
    await signIn(page, cpf, 'senha-antiga-1');
    await expect(
      page.getByText('Usuário ou senha não encontrada em nosso banco de dados'),
    ).toBeVisible();
    await signIn(page, cpf, 'senha-nova-22');
    await expect(page.getByRole('heading', { name: 'Painel administrativo' })).toBeVisible();
    await expect(page.getByText('Olá, Rita Moraes!')).toBeVisible();
  });
});
