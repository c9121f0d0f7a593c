import { expect, test } from './fixtures';
import { apiUrl } from './urls';

test('an integrator opens the Swagger docs and finds the public settings route', async ({
  page,
}) => {
  await page.goto(`${apiUrl}/api/docs`);
  await expect(page.getByRole('heading', { name: /Clube — API do portal/ })).toBeVisible();
  const route = page.locator('.opblock-summary-path', {
    hasText: '/api/site-configuration-public',
  });
  await expect(route).toBeVisible();
  await route.click();
  await page.getByRole('button', { name: 'Try it out' }).click();
  await page.getByRole('button', { name: 'Execute' }).click();
  await expect(page.locator('.response .response-col_status').first()).toHaveText('200');
  await expect(page.locator('.highlight-code').first()).toContainText('#fcb315');
});

test('the health route reports the database up', async ({ request }) => {
  const res = await request.get(`${apiUrl}/api/health`);
  expect(res.status()).toBe(200);
  expect(await res.json()).toMatchObject({ status: 'ok', database: 'up' });
});
