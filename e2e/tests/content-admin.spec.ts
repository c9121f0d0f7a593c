import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import sharp from 'sharp';
import { type Page } from '@playwright/test';
import { signInAsAdmin } from './admin-session';
import { brDate, pickDate } from './dates';
import { expect, test } from './fixtures';
import { adminUrl } from './urls';

/** Sets the antd colour picker of the field `label` to `hex` (without '#'). */
async function setColour(page: Page, label: string, hex: string) {
  const field = page
    .locator('.ant-form-item')
    .filter({ has: page.getByText(label, { exact: true }) })
    .first();
  await field.locator('.ant-color-picker-trigger').click();
  const input = page.locator('.ant-popover:visible .ant-color-picker-input input').first();
  await input.fill(hex);
  await input.press('Enter');
  await expect(field.locator('.ant-color-picker-trigger')).toContainText(hex, {
    ignoreCase: true,
  });
  await page.keyboard.press('Escape');
}

async function saveSettings(page: Page) {
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(page.getByText('O registro foi alterado!')).toBeVisible();
}

test.describe('site content in the back office', () => {
  test('staff create a news item with a cropped image; the portal shows and finds it', async ({
    page,
  }) => {
    const token = `Regata${Date.now().toString(36)}`;
    const title = `${token} no lago do clube`;
    // News images are .jpg only (admin spec §5).
    const picture = join(mkdtempSync(join(tmpdir(), 'content-admin-')), 'foto.jpg');
    await sharp({ create: { width: 640, height: 360, channels: 3, background: '#2a7ab0' } })
      .jpeg()
      .toFile(picture);

    await signInAsAdmin(page);
    await page.goto(`${adminUrl}noticias`);
    await expect(page.getByRole('heading', { name: 'Notícias' })).toBeVisible();
    await page.getByRole('button', { name: 'Cadastrar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cadastrar notícia' });
    await expect(dialog).toBeVisible();

    await dialog.getByLabel('Título', { exact: true }).fill(title);
    await dialog.getByLabel('Subtítulo').fill('Inscrições abertas');
    await dialog.getByRole('textbox', { name: 'Descrição' }).click();
    await page.keyboard.type('A regata anual acontece no lago.');
    await pickDate(page, 'Início', brDate(0));
    await pickDate(page, 'Fim', brDate(30));

    await dialog.getByLabel('Imagem').setInputFiles(picture);
    const cropper = page.getByRole('dialog', { name: 'Recortar imagem' });
    await expect(cropper).toBeVisible();
    await cropper.getByRole('button', { name: 'Salvar' }).click();
    await expect(cropper).toBeHidden();
    await expect(dialog.getByAltText('Pré-visualização da imagem')).toBeVisible();

    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('O registro foi inserido!')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('cell', { name: title, exact: true })).toBeVisible();

    // The portal's landing page lists it among the latest news.
    await page.goto('/');
    await expect(page.getByRole('link', { name: title }).first()).toBeVisible();

    // The portal's search finds it.
    const box = page.getByLabel('Pesquisar no site').first();
    await box.fill(token);
    await box.press('Enter');
    const news = page.getByRole('region', { name: 'Notícias' });
    await expect(news.getByRole('link', { name: title, exact: true })).toBeVisible();
  });

  test('staff change the primary colour; the portal header uses it', async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto(`${adminUrl}configuracoes-site`);
    await expect(page.getByRole('heading', { name: 'Configurações do Site' })).toBeVisible();

    await setColour(page, 'Cor primária', '1a7f37');
    await saveSettings(page);

    await page.goto('/');
    const header = page.locator('header.public-header');
    await expect(header).toHaveCSS('background-color', 'rgb(26, 127, 55)');

    // Back to the default so the other journeys see the seeded theme.
    await page.goto(`${adminUrl}configuracoes-site`);
    await expect(page.getByRole('heading', { name: 'Configurações do Site' })).toBeVisible();
    await setColour(page, 'Cor primária', 'fcb315');
    await saveSettings(page);
    await page.goto('/');
    await expect(header).toHaveCSS('background-color', 'rgb(252, 179, 21)');
  });

  test('the news list has no serious or critical accessibility problem', async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto(`${adminUrl}noticias`);
    await expect(page.getByRole('heading', { name: 'Notícias' })).toBeVisible();
    await expect(page.locator('.ant-table-row').first()).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).analyze();
    const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
  });
});
