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

  test("paints the club's colours from the first frame, also when the settings call is slow", async ({
    page,
  }) => {
    // A club with colours of its own (the demo keeps the defaults).
    let delayMs = 0;
    await page.route('**/api/site-configuration-public', async (route) => {
      const response = await route.fetch();
      const settings = (await response.json()) as Record<string, unknown>;
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      await route.fulfill({
        response,
        json: { ...settings, primaryColor: '#0a7abf', footerMainColor: '#1b1b3a' },
      });
    });
    // The header's colour and the stylesheets' primary colour when the header first appears.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { firstHeader: string[] }).firstHeader = seen;
      new MutationObserver((_records, observer) => {
        const header = document.querySelector('header.public-header');
        if (!header) return;
        seen.push(
          getComputedStyle(header).backgroundColor,
          getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim(),
        );
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    const firstHeader = () =>
      page.evaluate(() => (window as unknown as { firstHeader: string[] }).firstHeader);

    // First visit: the page waits for the settings (preloaded with the HTML) to paint.
    await page.goto('/');
    await expect(page.locator('footer')).toHaveCSS('background-color', 'rgb(27, 27, 58)');
    expect(await firstHeader()).toEqual(['rgb(10, 122, 191)', '#0a7abf']);

    // Returning visitor, slow settings call: the copy kept from the last visit paints at once.
    delayMs = 2500;
    await page.goto('/noticias/todos');
    await expect(page.getByRole('heading', { name: 'Notícias', level: 1 })).toBeVisible();
    expect(await firstHeader()).toEqual(['rgb(10, 122, 191)', '#0a7abf']);
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
