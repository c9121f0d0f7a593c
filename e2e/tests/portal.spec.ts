import { expect, test } from './fixtures';

test.describe('public portal shell', () => {
  test('opens themed with the settings colours and shows the club footer', async ({ page }) => {
    await page.goto('/');
    // The demo seed's home contents arrive from GET /api/site-configuration-public.
    await expect(page.getByRole('heading', { name: 'Bem-vindo ao Clube Colibri' })).toBeVisible();

    const header = page.locator('header.public-header');
    await expect(header).toHaveCSS('background-color', 'rgb(252, 179, 21)'); // primary #fcb315
    await expect(
      page
        .getByRole('navigation', { name: 'Menu principal' })
        .getByRole('link', { name: 'Convênios' }),
    ).toBeVisible();

    const footer = page.locator('footer');
    await expect(footer).toHaveCSS('background-color', 'rgb(2, 59, 88)'); // footer #023B58
    await expect(footer).toContainText('(11) 3333-4444');
    await expect(footer).toContainText('(11) 98765-4321');
    await expect(footer).toContainText('CNPJ: 11.222.333/0001-81');
    await expect(footer).toContainText('Av. das Palmeiras, 1500');
    await expect(footer).toContainText('terça a sexta, das 9h às 18h');
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Clube Colibri`);
    await expect(footer.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute(
      'href',
      'https://wa.me/5511987654321',
    );
  });

  test('an unknown path shows the 404 page with a link home', async ({ page }) => {
    await page.goto('/pagina-que-nao-existe');
    await expect(page.getByText('Oops. Nothing here...')).toBeVisible();
    await page.getByRole('link', { name: 'Go Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Bem-vindo ao Clube Colibri' })).toBeVisible();
  });

  test('on a phone the header turns into a menu button with a drawer', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Menu principal' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    await expect(page.getByRole('dialog').getByRole('link', { name: 'Notícias' })).toBeVisible();
  });

  test('the header search goes to the search route', async ({ page }) => {
    await page.goto('/');
    const search = page.getByRole('searchbox').first();
    await search.fill('festa junina');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/search\/festa%20junina$/);
  });
});
