import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { apiUrl } from './urls';

/** How many tags the API's OpenAPI document groups its operations in. */
async function tagCount(page: Page): Promise<number> {
  const doc = (await (await page.request.get(`${apiUrl}/api/docs-json`)).json()) as {
    paths: Record<string, Record<string, { tags?: string[] }>>;
  };
  const tags = new Set(
    Object.values(doc.paths).flatMap((ops) => Object.values(ops).map((op) => op.tags?.[0])),
  );
  return tags.size;
}

test('an integrator opens the Swagger docs and finds the public settings route', async ({
  page,
}) => {
  await page.goto(`${apiUrl}/api/docs`);
  await expect(page.getByRole('heading', { name: /Clube — API do portal/ })).toBeVisible();
  // Every tag is listed, closed; the integrator narrows them with the filter and opens one.
  await expect(page.locator('.opblock-tag')).toHaveCount(await tagCount(page));
  await page.getByPlaceholder('Filter by tag').fill('Configurações do site');
  await page.locator('.opblock-tag', { hasText: 'Configurações do site' }).click();
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
