import { expect, test } from './fixtures';
import { adminUrl } from './urls';

test.describe('back office shell', () => {
  test('opens under /admin with the staff login and no menu sections for a visitor', async ({
    page,
  }) => {
    await page.goto(adminUrl);
    await expect(page.getByRole('heading', { name: 'Login administrativo' })).toBeVisible();
    // Sections appear only for permissions held; nobody is signed in yet.
    await expect(page.getByText('Relatórios')).toHaveCount(0);
  });

  test('an unknown back-office path shows the not-found page with a way home', async ({ page }) => {
    await page.goto(`${adminUrl}rota-inexistente`);
    await expect(page.getByText('Página não encontrada')).toBeVisible();
  });
});
