import { type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { DEMO_ADMIN, openFromMenu, signInAsAdmin } from './admin-session';
import { expect, test } from './fixtures';
import { choose } from './selects';
import { clickMenuItem } from './menus';
import { memberLinkPath, newestMailTo } from './outbox';
import { apiUrl } from './urls';

/** A valid CPF (11 digits) from nine base digits. */
function validCpf(base: number): string {
  const digits = String(base).padStart(9, '0').slice(-9).split('').map(Number);
  for (const length of [9, 10]) {
    const sum = digits.slice(0, length).reduce((acc, d, i) => acc + d * (length + 1 - i), 0);
    const rest = (sum * 10) % 11;
    digits.push(rest === 10 ? 0 : rest);
  }
  return digits.join('');
}

async function staffToken(request: APIRequestContext): Promise<string> {
  const login = await request.post(`${apiUrl}/api/auth/login-admin`, { data: DEMO_ADMIN });
  expect(login.status()).toBe(200);
  return ((await login.json()) as { accessToken: string }).accessToken;
}

async function fillDependent(
  dialog: Locator,
  n: number,
  name: string,
  parentage: string,
  cpf: string,
) {
  const row = dialog.getByRole('region', { name: `Dependente ${n}` });
  await row.getByLabel('Nome', { exact: true }).fill(name);
  await row.getByLabel('Parentesco').fill(parentage);
  await row.getByLabel('CPF').pressSequentially(cpf);
}

async function memberSignIn(page: Page, email: string, password: string) {
  await page.goto('/associado');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

test('staff register a member from a CPF lookup with dependents; the member sets a password, edits a dependent and downloads the cards', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const tag = Date.now().toString(36);
  const seed = Date.now() % 100_000_000;
  const [grownUpCpf, dep1Cpf, dep2Cpf, dep3Cpf, dep4Cpf] = [1, 2, 3, 4, 5].map((i) =>
    validCpf(seed * 10 + i),
  );
  const memberName = `Rafael Teste ${tag}`;
  const email = `rafael-${tag}@clube.test`;

  // Before: a demo family without dependents gets a grown-up son, who now joins on his own.
  const token = await staffToken(request);
  const auth = { Authorization: `Bearer ${token}` };
  const families = await request.get(`${apiUrl}/api/v1/associate`, {
    headers: auth,
    params: { hasDependents: 'false', status: '1', take: '1' },
  });
  expect(families.status()).toBe(200);
  const [parent] = ((await families.json()) as { data: { id: string; name: string }[] }).data;
  const added = await request.post(`${apiUrl}/api/associate/${parent.id}/dependents`, {
    headers: auth,
    data: { name: memberName, parentage: 'Filho(a)', cpf: grownUpCpf, birthDate: '2001-04-10' },
  });
  expect(added.status()).toBe(201);

  // Staff: the CPF lookup fills the form and keeps the sport already chosen.
  await signInAsAdmin(page);
  await openFromMenu(page, 'Associados');
  await page.getByRole('button', { name: 'Cadastrar' }).click();
  let dialog = page.getByRole('dialog', { name: 'Cadastrar associado' });
  await choose(dialog, 'Modalidades', 'Natação', { type: true });
  await dialog.getByLabel('CPF', { exact: true }).first().pressSequentially(grownUpCpf);
  await expect(dialog.getByText(`dependente ${memberName}, de ${parent.name}`)).toBeVisible();
  await expect(dialog.getByLabel('Nome', { exact: true }).first()).toHaveValue(memberName);
  await expect(
    dialog.locator('.ant-select-selection-item').filter({ hasText: 'Natação' }),
  ).toBeVisible();

  await dialog.getByLabel('RG').first().fill('123456789');
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByLabel('Telefone').pressSequentially('11987654321');
  await dialog.getByLabel('Endereço').fill('Rua das Acácias, 100');
  await dialog.getByLabel('Bairro').fill('Jardim Colibri');
  await dialog.getByLabel('Cidade').fill('São Paulo');
  await dialog.getByLabel('CEP').pressSequentially('04567000');
  await choose(dialog, 'UF', 'SP', { type: true });
  await choose(dialog, 'Empresa', 'Colibri', { type: true });
  await choose(dialog, 'Estado civil', 'Casado(a)', { type: true });

  await dialog.getByRole('button', { name: 'Adicionar dependente' }).click();
  await fillDependent(dialog, 1, `Júlia Teste ${tag}`, 'Cônjuge', dep1Cpf);
  await dialog.getByRole('button', { name: 'Adicionar dependente' }).click();
  await fillDependent(dialog, 2, `Lucas Teste ${tag}`, 'Filho(a)', dep2Cpf);
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('O registro foi inserido!')).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByRole('searchbox', { name: 'Pesquisar' }).fill(tag);
  await expect(page.getByRole('cell', { name: memberName, exact: true })).toBeVisible();

  // A third dependent; the add button is gone at three.
  await page.getByRole('button', { name: `Editar ${memberName}` }).click();
  dialog = page.getByRole('dialog', { name: 'Editar associado' });
  await expect(dialog.getByRole('region', { name: 'Dependente 2' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Adicionar dependente' }).click();
  await fillDependent(dialog, 3, `Sofia Teste ${tag}`, 'Filho(a)', dep3Cpf);
  await expect(dialog.getByRole('button', { name: 'Adicionar dependente' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('O registro foi alterado!')).toBeVisible();
  await expect(dialog).toBeHidden();

  // A 4th is refused by the API too, and the history names the staff member.
  const found = await request.get(`${apiUrl}/api/v1/associate`, {
    headers: auth,
    params: { search: email },
  });
  const [member] = ((await found.json()) as { data: { id: string }[] }).data;
  const fourth = await request.post(`${apiUrl}/api/associate/${member.id}/dependents`, {
    headers: auth,
    data: { name: `Quarto ${tag}`, parentage: 'Filho(a)', cpf: dep4Cpf },
  });
  expect(fourth.status()).toBe(409);

  await page.getByRole('button', { name: `Editar ${memberName}` }).click();
  dialog = page.getByRole('dialog', { name: 'Editar associado' });
  await expect(dialog.getByRole('region', { name: 'Dependente 3' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Adicionar dependente' })).toHaveCount(0);
  await dialog.getByRole('tab', { name: 'Histórico' }).click();
  const history = dialog.getByRole('list', { name: 'Histórico de alterações' });
  await expect(history).toContainText(`Sofia Teste ${tag}`);
  await expect(history).toContainText('Ana Administradora');

  // The member follows the welcome link, sets a password and signs in.
  await expect.poll(() => memberLinkPath(newestMailTo(email))).not.toBeNull();
  const welcome = memberLinkPath(newestMailTo(email)) ?? '';
  await page.goto(welcome);
  await expect(page.getByRole('heading', { name: 'Redefinir senha' })).toBeVisible();
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Nova senha', { exact: true }).fill('rafael-senha-1');
  await page.getByLabel('Confirmar nova senha').fill('rafael-senha-1');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByRole('dialog', { name: 'Senha alterada.' })).toBeVisible();
  await page.getByRole('button', { name: 'OK' }).click();

  await memberSignIn(page, email, 'rafael-senha-1');
  const menuButton = page.getByRole('banner').getByRole('button', { name: new RegExp(memberName) });
  await expect(menuButton).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  // Profile: a dependent's name is corrected.
  await menuButton.click();
  await clickMenuItem(page, 'Meu Perfil');
  await expect(page.getByRole('heading', { level: 1, name: 'Meu Perfil' })).toBeVisible();
  const dependent = page.getByRole('form', { name: `Dependente Lucas Teste ${tag}` });
  await dependent.getByLabel('Nome').fill(`Lucas Souza Teste ${tag}`);
  await dependent.getByRole('button', { name: 'Salvar' }).click();
  const saved = page.getByRole('dialog', { name: 'O registro foi alterado!' });
  await expect(saved).toBeVisible();
  // a click during the modal's opening animation is lost: wait for it to settle
  await expect(page.locator('.ant-modal-confirm')).not.toHaveClass(/-(enter|appear)/);
  await saved.getByRole('button', { name: 'OK' }).click();
  await expect(saved).toBeHidden();

  // Cards: the holder and three dependents, each downloadable as a PNG.
  await menuButton.click();
  await clickMenuItem(page, 'Baixar carteirinha(s)');
  const cards = page.getByRole('dialog');
  await expect(cards.getByRole('article')).toHaveCount(4);
  await expect(cards).toContainText(`Lucas Souza Teste ${tag}`);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    cards.getByRole('button', { name: `Baixar carteirinha de ${memberName}` }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.png$/);
});
