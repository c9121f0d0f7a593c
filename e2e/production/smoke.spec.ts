import { expect, test } from '../tests/fixtures';

/**
 * Through the production topology (nginx with the repo's templates, the built apps, the built
 * API on PostgreSQL; started by scripts/production-smoke.mjs). The console guard of the
 * fixtures fails a journey on any Content-Security-Policy violation the pages would cause.
 */
const portal = process.env['SMOKE_PORTAL_URL'] ?? 'http://localhost:8180/';
const admin = process.env['SMOKE_ADMIN_URL'] ?? 'http://localhost:8181/admin/';

test('a visitor opens the themed landing and a member signs in', async ({ page }) => {
  await page.goto(portal);
  await expect(page.getByRole('heading', { name: 'Bem-vindo ao Clube Colibri' })).toBeVisible();
  await expect(page.locator('header.public-header')).toHaveCSS(
    'background-color',
    'rgb(252, 179, 21)',
  );
  await page.goto(new URL('noticias/todos', portal).href);
  // the news pictures load (they are decorative: alt="", hence no img role)
  const picture = page.locator('main article img').first();
  await expect(picture).toBeVisible();
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);

  await page.goto(new URL('associado', portal).href);
  await page.getByLabel('E-mail').fill('socio@clube.test');
  await page.getByLabel('Senha', { exact: true }).fill('clube-socio-1');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('banner')).toContainText('Carlos');
});

test('staff sign in to the back office and open the news list', async ({ page }) => {
  await page.goto(admin);
  await expect(page.getByRole('heading', { name: 'Login administrativo' })).toBeVisible();
  await page.getByLabel('CPF').pressSequentially('52998224725');
  await page.getByLabel('Senha', { exact: true }).fill('clube-admin-1');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('heading', { name: 'Login administrativo' })).toBeHidden();
  await page.goto(new URL('noticias', admin).href);
  await expect(page.getByRole('heading', { name: 'Notícias' })).toBeVisible();
  await expect(page.getByRole('row')).not.toHaveCount(0);
});
