import { type Locator, type Page } from '@playwright/test';
import { openFromMenu, signInAsAdmin } from './admin-session';
import { expect, test } from './fixtures';
import { choose } from './selects';
import { adminUrl } from './urls';

const rows = (page: Page) => page.locator('.list-screen__table tbody tr.ant-table-row');

async function search(page: Page, term: string) {
  await page.getByRole('searchbox', { name: 'Pesquisar' }).fill(term);
}

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

interface Case {
  menu: string;
  path: string;
  heading: string;
  entity: string;
  /** A row of the demo seed. */
  seeded: string;
  duplicate: string;
  /** Fills the fields other than the description. */
  fill?: (dialog: Locator, editing: boolean) => Promise<void>;
  /** What the edited row shows besides its new description. */
  edited?: string;
}

const CASES: Case[] = [
  {
    menu: 'Empresas',
    path: 'companies',
    heading: 'Empresas',
    entity: 'empresa',
    seeded: 'Banco Horizonte S.A.',
    duplicate: 'Já existe uma empresa com essa descrição.',
    fill: async (dialog, editing) => {
      if (!editing) return;
      await choose(dialog, 'Status', 'Inativo');
    },
    edited: 'Inativo',
  },
  {
    menu: 'Modalidades',
    path: 'modalidades',
    heading: 'Modalidades',
    entity: 'modalidade',
    seeded: 'Natação',
    duplicate: 'Já existe uma modalidade com essa descrição.',
  },
  {
    menu: 'Intervalos',
    path: 'intervalo',
    heading: 'Intervalos',
    entity: 'intervalo',
    seeded: '1 hora e 30 minutos',
    duplicate: 'Já existe um intervalo com essa descrição.',
    fill: async (dialog, editing) => {
      const minutes = dialog.getByLabel('Intervalo (minutos)');
      await minutes.fill(editing ? '75' : '45');
    },
    edited: '75',
  },
];

test.describe('registers in the back office (companies, sports, intervals)', () => {
  for (const c of CASES) {
    test(`staff create, search, edit and delete: ${c.heading}`, async ({ page }) => {
      // Five steps through the full-screen dialog: more than the default 30 s on a busy machine.
      test.setTimeout(90_000);
      const token = Date.now().toString(36);
      const name = `${c.heading} e2e ${token}`;
      const renamed = `${name} editado`;

      await signInAsAdmin(page);
      await openFromMenu(page, c.menu);
      await expect(page).toHaveURL(`${adminUrl}${c.path}`);
      await expect(page.getByRole('heading', { name: c.heading })).toBeVisible();
      await expect(page.getByRole('cell', { name: c.seeded, exact: true })).toBeVisible();

      // Create.
      await page.getByRole('button', { name: 'Cadastrar' }).click();
      let dialog = page.getByRole('dialog', { name: `Cadastrar ${c.entity}` });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: 'Salvar' }).click();
      await expect(dialog.getByText('Este campo não pode estar vazio!').first()).toBeVisible();
      await dialog.getByLabel('Descrição').fill(name);
      await c.fill?.(dialog, false);
      await save(dialog, 'O registro foi inserido!');

      // Search finds it alone.
      await search(page, token);
      await expect(rows(page)).toHaveCount(1);
      await expect(page.getByRole('cell', { name, exact: true })).toBeVisible();

      // A description already in use (any case) is refused with the server's message.
      await page.getByRole('button', { name: 'Cadastrar' }).click();
      dialog = page.getByRole('dialog', { name: `Cadastrar ${c.entity}` });
      await dialog.getByLabel('Descrição').fill(c.seeded.toUpperCase());
      await c.fill?.(dialog, false);
      await dialog.getByRole('button', { name: 'Salvar' }).click();
      await expect(dialog.getByText(c.duplicate).first()).toBeVisible();
      await dialog.getByRole('button', { name: 'Voltar' }).click();
      await expect(dialog).toBeHidden();

      // Edit.
      await page.getByRole('button', { name: `Editar ${name}` }).click();
      dialog = page.getByRole('dialog', { name: `Editar ${c.entity}` });
      await expect(dialog.getByLabel('Descrição')).toHaveValue(name);
      await dialog.getByLabel('Descrição').fill(renamed);
      await c.fill?.(dialog, true);
      await save(dialog, 'O registro foi alterado!');
      const row = rows(page).filter({
        has: page.getByRole('cell', { name: renamed, exact: true }),
      });
      await expect(row).toHaveCount(1);
      if (c.edited) await expect(row).toContainText(c.edited);

      // Delete.
      await deleteRow(page, renamed);
      await expect(page.getByText('Nenhum resultado para a pesquisa!')).toBeVisible();
    });
  }
});
