import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { signInAsAdmin } from './admin-session';
import { brDate, pickDate } from './dates';
import { expect, test } from './fixtures';
import { choose } from './selects';
import { adminUrl } from './urls';

/**
 * The back office's reports against the real API and the demo data (seeded relative to the
 * day it runs: events 12 to 50 days ahead, the tennis courts' restriction 30 to 32 days ahead,
 * reservations from 30 days ago to 20 days ahead, inactive holders' dependents blocked): each
 * screen loads without an error, its period filter finds what the demo holds, the places'
 * occupancy chart is drawn, a blocked person's reasons open, and a spreadsheet is exported.
 * The access report is walked by the gate journey (gate.spec.ts).
 */

async function openReport(page: Page, path: string, title: string) {
  await page.goto(`${adminUrl}${path}`);
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
}

/** Sets the period filter and presses 'Pesquisar'. */
async function searchPeriod(page: Page, from: number, to: number) {
  await pickDate(page, 'Início', brDate(from));
  await pickDate(page, 'Fim', brDate(to));
  await page.getByRole('button', { name: 'Pesquisar' }).click();
}

const row = (page: Page, text: string) =>
  page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: text });

test('staff read every report from the demo data, see the occupancy chart and a blocked person’s reasons, and export a spreadsheet', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAsAdmin(page);

  await test.step('eventos: the next 60 days hold the three demo events', async () => {
    await openReport(page, 'relatorio-eventos', 'Relatório de eventos');
    await searchPeriod(page, 0, 60);
    await expect(row(page, 'Festa de Aniversário do Clube')).toHaveCount(1);
    await expect(row(page, 'Festival de Inverno')).toHaveCount(1);
    const samba = row(page, 'Noite do Samba');
    await expect(samba).toHaveCount(1);
    // 40 tickets for sale, all 40 sold to demo associates
    await expect(samba.locator('td').nth(4)).toHaveText('40');
    await expect(samba.locator('td').nth(5)).toHaveText('40');
  });

  await test.step('restrição de datas: the tennis courts closed 30 to 32 days ahead', async () => {
    await openReport(page, 'relatorio-restricao-de-datas', 'Relatório de restrição de datas');
    await searchPeriod(page, 0, 60);
    const courts = row(page, 'Manutenção das quadras de tênis');
    await expect(courts).toHaveCount(1);
    await expect(courts).toContainText(brDate(30));
    await expect(courts).toContainText(brDate(32));
  });

  await test.step('reserva: the demo member’s confirmed reservations', async () => {
    await openReport(page, 'relatorio-reserva', 'Relatório de reservas');
    await searchPeriod(page, -35, 20);
    await expect(
      row(page, 'Carlos Eduardo Souza').filter({ hasText: 'Confirmada' }),
    ).not.toHaveCount(0);
  });

  await test.step('locais: every active place, the occupancy chart, the spreadsheet', async () => {
    await openReport(page, 'relatorio-de-locais', 'Relatório de locais');
    await expect(row(page, 'Salão de Festas Principal')).toHaveCount(1);
    await expect(row(page, 'Churrasqueira 2')).toContainText('Churrasqueira');
    await expect(page.getByText('Ocupação por local')).toBeVisible();
    await expect(page.locator('canvas')).toHaveCount(1);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: /Exportar planilha/ }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.xlsx$/);
    // an .xlsx is a zip: it starts with PK
    expect(
      readFileSync(await file.path())
        .subarray(0, 2)
        .toString('latin1'),
    ).toBe('PK');
  });

  await test.step('pessoas: the associates with company, phone and dates as shown; the name search', async () => {
    await openReport(page, 'relatorio-pessoas', 'Relatório de pessoas');
    const demo = row(page, 'Colibri Serviços Ltda.').first();
    await expect(demo).toContainText(/\(\d{2}\) 9 \d{4}-\d{4}/);
    await expect(demo).toContainText(/\d{2}\/\d{2}\/\d{4}/);
    await page.getByLabel('Nome', { exact: true }).fill('carlos eduardo');
    await page.getByRole('button', { name: 'Pesquisar' }).click();
    const rows = page.locator('.ant-table-tbody tr.ant-table-row');
    await expect(rows.filter({ hasNotText: 'Carlos Eduardo Souza' })).toHaveCount(0);
    await expect(rows).toHaveCount(1);
  });

  await test.step('pessoas bloqueadas: a dependent of an inactive holder and its reasons', async () => {
    await openReport(page, 'relatorio-pessoas-bloqueadas', 'Relatório de pessoas bloqueadas');
    const blocked = row(page, 'Associado titular inativo.').first();
    await expect(blocked).toContainText('Dependente');
    const name = (await blocked.locator('td').first().innerText()).trim();
    await blocked.getByRole('button', { name: 'Ver motivos' }).click();
    const dialog = page.getByRole('dialog', { name: `Motivos do bloqueio: ${name}` });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Associado titular inativo.')).toBeVisible();
  });

  await test.step('cobranças: the screen loads its period and filters by member', async () => {
    await openReport(page, 'relatorio-cobrancas', 'Relatório de cobranças');
    await expect(page.locator('.ant-table')).toBeVisible();
    await expect(page.locator('.ant-alert-error')).toHaveCount(0);
    // 'Associado' finds a member by name (the lookup answers this report's staff too).
    await choose(page.locator('body'), 'Associado', 'Carlos Eduardo Souza', { type: true });
    const sent = page.waitForRequest(
      (r) =>
        r.method() === 'POST' &&
        new URL(r.url()).pathname.endsWith('/api/report-payments') &&
        typeof r.postDataJSON()?.associate === 'string',
    );
    await page.getByRole('button', { name: 'Pesquisar' }).click();
    expect((await sent).postDataJSON().associate).toMatch(/^[0-9a-f-]{36}$/);
    await expect(page.locator('.ant-alert-error')).toHaveCount(0);
  });
});
