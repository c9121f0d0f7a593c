import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEMO_ADMIN, openFromMenu } from './admin-session';
import { expect as baseExpect, test } from './fixtures';
import { adminUrl, apiUrl } from './urls';

/** This journey's checks wait longer: the machines running it are shared and busy. */
const expect = baseExpect.configure({ timeout: 30_000 });

/**
 * Webhooks (issue 27): staff register an endpoint (a receiver this test starts) in the back
 * office, an associate's change is delivered to it, and the attempt shows there with its
 * status code; 'Reenviar' adds an attempt with the same webhook-id.
 */
test('staff register a webhook, see a delivery attempt and send it again', async ({
  page,
  request,
}) => {
  const received: IncomingHttpHeaders[] = [];
  // the receiver is down (500) until the test lets it answer 200
  let down = true;
  const receiver = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      received.push(req.headers);
      res.statusCode = down ? 500 : 200;
      res.end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
  const description = `Integrador e2e ${Date.now()}`;
  test.setTimeout(180_000);
  try {
    await page.goto(adminUrl);
    await expect(page.getByRole('heading', { name: 'Login administrativo' })).toBeVisible({
      timeout: 60_000,
    });
    await page.getByLabel('CPF').pressSequentially(DEMO_ADMIN.cpf);
    await page.getByLabel('Senha', { exact: true }).fill(DEMO_ADMIN.password);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByRole('banner')).toBeVisible();
    await openFromMenu(page, 'Webhooks');
    await expect(page.getByRole('heading', { name: 'Webhooks' })).toBeVisible();
    await page.getByRole('button', { name: 'Cadastrar' }).click();
    const form = page.getByRole('dialog', { name: 'Cadastrar webhook' });
    await form.getByLabel('URL').fill(url);
    await form.getByLabel('Descrição').fill(description);
    await form.getByRole('checkbox', { name: 'Associado alterado (associate.updated)' }).check();
    await form.getByRole('button', { name: 'Salvar' }).click();
    await expect(
      page.getByText('Copie o segredo agora: ele não será mostrado de novo.'),
    ).toBeVisible();
    await expect(page.getByTestId('webhook-secret')).toContainText(/^whsec_/);
    await page.getByRole('button', { name: 'Já guardei o segredo' }).click();
    await expect(page.getByRole('cell', { name: description, exact: true })).toBeVisible();

    // an associate changed by staff (through the API): the event the endpoint takes
    const login = await request.post(`${apiUrl}/api/auth/login-admin`, { data: DEMO_ADMIN });
    const { accessToken } = (await login.json()) as { accessToken: string };
    const headers = { Authorization: `Bearer ${accessToken}` };
    const list = await request.get(`${apiUrl}/api/v1/associate?take=1`, { headers });
    const [{ id }] = ((await list.json()) as { data: { id: string }[] }).data;
    const one = await request.get(`${apiUrl}/api/associate/${id}`, { headers });
    const { version } = (await one.json()) as { version: number };
    const saved = await request.put(`${apiUrl}/api/associate/${id}`, {
      headers,
      data: { version, registration: `E2E${Date.now() % 1e9}` },
    });
    expect(saved.status()).toBe(200);
    await expect.poll(() => received.length).toBeGreaterThanOrEqual(1);

    await page.getByRole('button', { name: `Entregas de ${description}` }).click();
    const deliveries = page.getByRole('dialog', { name: `Entregas: ${description}` });
    const row = deliveries.getByRole('row').filter({ hasText: 'associate.updated' });
    await expect(async () => {
      await deliveries.getByRole('button', { name: 'Atualizar' }).click();
      await expect(row.getByRole('cell', { name: '500', exact: true })).toBeVisible({
        timeout: 1000,
      });
    }).toPass();
    await expect(row.getByText('Pendente')).toBeVisible();

    down = false;
    await row.getByRole('button', { name: /^Reenviar entrega/ }).click();
    await expect(row.getByText('Entregue')).toBeVisible();
    await expect(row.getByRole('cell', { name: '200', exact: true })).toBeVisible();
    // every attempt (the automatic ones while it was down, then Reenviar) logged, one webhook-id
    await expect(
      row.getByRole('cell', { name: String(received.length), exact: true }),
    ).toBeVisible();
    expect(received.length).toBeGreaterThanOrEqual(2);
    expect(new Set(received.map((h) => h['webhook-id'])).size).toBe(1);
  } finally {
    receiver.close();
  }
});
