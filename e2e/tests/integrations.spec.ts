import { DEMO_ADMIN, openFromMenu } from './admin-session';
import { expect, test } from './fixtures';
import { choose } from './selects';
import { adminUrl, apiUrl } from './urls';

const PERIOD = { startsAt: '2026-01-01', endsAt: '2026-01-31' };

/**
 * Integrations (issue 27): staff create an API key in the back office (Admin → Chaves de API),
 * see it once, and an integrator reads the charges report with it; revoked, it is refused.
 */
test('staff create an API key, an integrator reads the charges report with it, revoked it is refused', async ({
  page,
  request,
}) => {
  test.slow();
  const name = `Contabilidade e2e ${Date.now()}`;
  // The back office's first load and sign-in (argon2id) on a busy machine may take longer than
  // one expect's default wait: the same steps as signInAsAdmin, with longer waits.
  const slow = { timeout: 30_000 };
  await page.goto(adminUrl);
  await expect(page.getByRole('heading', { name: 'Login administrativo' })).toBeVisible(slow);
  await page.getByLabel('CPF').pressSequentially(DEMO_ADMIN.cpf);
  await page.getByLabel('Senha', { exact: true }).fill(DEMO_ADMIN.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('banner')).toBeVisible(slow);
  await openFromMenu(page, 'Chaves de API');
  await expect(page.getByRole('heading', { name: 'Chaves de API' })).toBeVisible(slow);

  await page.getByRole('button', { name: 'Cadastrar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cadastrar chave de API' });
  await dialog.getByLabel('Nome', { exact: true }).fill(name);
  await choose(dialog, 'Permissões', 'Ver relatório de cobranças', { type: true });
  // A multiple select keeps its list open after a pick: leaving the field closes it.
  await dialog.getByLabel('Nome', { exact: true }).click();
  await expect(page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')).toHaveCount(
    0,
  );
  await dialog.getByRole('button', { name: 'Salvar' }).click();

  await expect(
    dialog.getByText(
      'Copie a chave agora e guarde-a em local seguro: ela não será mostrada novamente.',
    ),
  ).toBeVisible();
  const key = (await dialog.getByTestId('api-key-secret').innerText()).trim();
  expect(key).toMatch(/^ck_live_[A-Za-z0-9_-]{55}$/);
  await dialog.getByRole('button', { name: 'Concluir' }).click();
  await expect(dialog).toBeHidden();

  // The list shows the key's prefix, never the key.
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText(key.slice(0, 20));
  await expect(row).toContainText('Ativa');
  await expect(page.getByText(key)).toHaveCount(0);

  const report = () =>
    request.post(`${apiUrl}/api/report-payments`, {
      headers: { Authorization: `Bearer ${key}` },
      data: PERIOD,
    });
  const read = await report();
  expect(read.status(), await read.text()).toBe(200);
  expect(await read.json()).toHaveProperty('total');

  await row.getByRole('button', { name: `Revogar ${name}` }).click();
  await page.getByRole('button', { name: 'Sim' }).click();
  await expect(row).toContainText('Revogada');

  const refused = await report();
  expect(refused.status()).toBe(401);
  expect(await refused.json()).toMatchObject({
    statusCode: 401,
    error: 'Chave de API inválida, expirada ou revogada.',
  });
});
