import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { type Locator, type Page } from '@playwright/test';
import { openFromMenu, signInAsAdmin } from './admin-session';
import { expect, test } from './fixtures';
import { choose } from './selects';
import { adminUrl } from './urls';

async function save(dialog: Locator, notice: string) {
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog.page().getByText(notice)).toBeVisible();
  await expect(dialog).toBeHidden();
}

async function deleteRow(page: Page, name: string) {
  await page.getByRole('button', { name: `Excluir ${name}` }).click();
  await expect(page.getByText('Confirma a exclusão?')).toBeVisible();
  await page.getByRole('button', { name: 'Sim' }).click();
  await expect(page.getByRole('cell', { name, exact: true })).toHaveCount(0);
}

test('staff create a place type and a place with a photo, edit and delete them', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const token = Date.now().toString(36);
  const typeName = `Tipo e2e ${token}`;
  const placeName = `Local e2e ${token}`;
  const picture = join(mkdtempSync(join(tmpdir(), 'places-admin-')), 'foto.jpg');
  await sharp({ create: { width: 640, height: 360, channels: 3, background: '#2a7ab0' } })
    .jpeg()
    .toFile(picture);

  await signInAsAdmin(page);

  // Place type: values typed in reais, shown back in reais.
  await openFromMenu(page, 'Tipos de Local');
  await expect(page).toHaveURL(`${adminUrl}tipo-de-local`);
  await expect(page.getByRole('cell', { name: 'Churrasqueira', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Cadastrar' }).click();
  let dialog = page.getByRole('dialog', { name: 'Cadastrar tipo de local' });
  await expect(dialog.getByLabel('Intervalo para remarcação (dias)')).toHaveValue('90');
  await dialog.getByLabel('Descrição').fill(typeName);
  await dialog.getByLabel('Valor externo').fill('1.234,56');
  await dialog.getByLabel('Valor convidado').fill('25');
  await save(dialog, 'O registro foi inserido!');
  await page.getByRole('searchbox', { name: 'Pesquisar' }).fill(token);
  const typeRow = page.getByRole('row').filter({ hasText: typeName });
  await expect(typeRow).toContainText('R$ 1.234,56');
  await expect(typeRow).toContainText('R$ 25,00');

  // Edit: the description is locked; a value changes.
  await page.getByRole('button', { name: `Editar ${typeName}` }).click();
  dialog = page.getByRole('dialog', { name: 'Editar tipo de local' });
  await expect(dialog.getByLabel('Descrição')).toBeDisabled();
  await expect(dialog.getByLabel('Valor externo')).toHaveValue('1.234,56');
  await dialog.getByLabel('Valor convidado').fill('30,50');
  await save(dialog, 'O registro foi alterado!');
  await expect(typeRow).toContainText('R$ 30,50');

  // Place of that type, with a photo; the time rule first.
  await openFromMenu(page, 'Locais');
  await expect(page).toHaveURL(`${adminUrl}local`);
  await expect(page.getByRole('cell', { name: 'Churrasqueira 1', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Cadastrar' }).click();
  dialog = page.getByRole('dialog', { name: 'Cadastrar local' });
  await dialog.getByLabel('Descrição').fill(placeName);
  await choose(dialog, 'Tipo de local', typeName);
  await dialog.getByLabel('Hora de início').pressSequentially('2000');
  await dialog.getByLabel('Hora de fim').pressSequentially('0800');
  await dialog.getByLabel('Capacidade').fill('12');
  await dialog.getByLabel('Tempo de reserva (horas)').fill('2');
  await choose(dialog, 'Restrição', 'Associados');
  await choose(dialog, 'Intervalo', '1 hora');
  await dialog.getByRole('textbox', { name: 'Guia de uso' }).fill('Use calçado adequado.');
  await dialog.getByLabel('Galeria de fotos').setInputFiles(picture);
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(
    dialog.getByText('A hora de início não pode ser maior ou igual que a hora de fim!'),
  ).toBeVisible();
  await dialog.getByLabel('Hora de início').fill('');
  await dialog.getByLabel('Hora de início').pressSequentially('0700');
  await save(dialog, 'O registro foi inserido!');
  await page.getByRole('searchbox', { name: 'Pesquisar' }).fill(token);
  const placeRow = page.getByRole('row').filter({ hasText: placeName });
  await expect(placeRow).toContainText('07:00 às 08:00');
  await expect(placeRow).toContainText(typeName);

  // Edit: the saved photo is shown and served; the capacity changes.
  await page.getByRole('button', { name: `Editar ${placeName}` }).click();
  dialog = page.getByRole('dialog', { name: 'Editar local' });
  const photo = dialog.getByRole('img', { name: 'Foto 1' });
  await expect(photo).toBeVisible();
  await expect
    .poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  await expect(dialog.getByLabel('Tempo de reserva (horas)')).toHaveValue('2');
  await dialog.getByLabel('Capacidade').fill('15');
  await save(dialog, 'O registro foi alterado!');
  await expect(placeRow).toContainText('15');

  // Delete the place, then its type.
  await deleteRow(page, placeName);
  await openFromMenu(page, 'Tipos de Local');
  await expect(page).toHaveURL(`${adminUrl}tipo-de-local`);
  await expect(page.getByRole('cell', { name: typeName, exact: true })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Pesquisar' }).fill(token);
  await deleteRow(page, typeName);
  await expect(page.getByText('Nenhum resultado para a pesquisa!')).toBeVisible();
});
