import { type APIRequestContext } from '@playwright/test';
import { seriousViolations } from './axe';
import { expect, test } from './fixtures';
import { apiUrl } from './urls';

const ADMIN = { cpf: '52998224725', password: 'clube-admin-1' };

function isoDate(offsetDays: number): string {
  const date = new Date(Date.now() + offsetDays * 86_400_000);
  return date.toISOString().slice(0, 10);
}

/**
 * The demo seed publishes exactly 10 news: a second page needs more. Three are
 * added through the admin API (with a seeded picture as their image).
 */
async function addNews(request: APIRequestContext, count: number) {
  const login = await request.post(`${apiUrl}/api/auth/login-admin`, { data: ADMIN });
  expect(login.ok()).toBeTruthy();
  const { accessToken } = (await login.json()) as { accessToken: string };
  const first = (await (await request.get(`${apiUrl}/api/news/public`)).json()) as {
    image: string;
  }[];
  const image = await request.get(`${apiUrl}${first[0].image}`);
  const buffer = await image.body();
  for (let i = 1; i <= count; i += 1) {
    const created = await request.post(`${apiUrl}/api/news`, {
      headers: { Authorization: `Bearer ${accessToken}` },
      multipart: {
        title: `Comunicado extra ${i}`,
        description: `<p>Comunicado extra número ${i}.</p>`,
        startsAt: isoDate(-30 - i),
        endsAt: isoDate(60),
        status: '1',
        image: { name: `extra-${i}.jpg`, mimeType: 'image/jpeg', buffer },
      },
    });
    expect(created.status(), await created.text()).toBe(201);
  }
}

test.describe('public content pages', () => {
  test('a visitor opens a covenant category, its SAIBA MAIS and closes it', async ({ page }) => {
    await page.goto('/convenios');
    const categories = page.getByRole('list', { name: 'Categorias' });
    await expect(categories.getByRole('button', { name: /OUTROS/ })).toBeVisible();

    await categories.getByRole('button', { name: /Saúde/ }).click();
    const cards = page.getByRole('list', { name: 'Convênios' });
    await expect(cards.getByRole('heading', { name: 'Clínica Vida Plena' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Voltar para Categorias' })).toBeVisible();

    await cards.getByRole('button', { name: 'SAIBA MAIS: Clínica Vida Plena' }).click();
    const dialog = page.getByRole('dialog', { name: 'Clínica Vida Plena' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Benefícios' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Fechar' }).last().click();
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: 'Voltar para Categorias' }).click();
    await expect(cards).toBeHidden();
  });

  test('at 360 px, choosing a category brings its covenants into view', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/convenios');
    const categories = page.getByRole('list', { name: 'Categorias' });
    await categories.getByRole('button', { name: /Saúde/ }).click();
    const heading = page.getByRole('heading', { level: 2, name: 'Saúde' });
    await expect(heading).toBeInViewport();
    await expect(heading).toBeFocused();
    await expect(
      page.getByRole('list', { name: 'Convênios' }).getByRole('heading').first(),
    ).toBeInViewport();
  });

  test("the news list loads the next page with 'Ver mais notícias'", async ({ page, request }) => {
    await addNews(request, 3);
    await page.goto('/noticias/todos');
    const list = page.getByRole('list', { name: 'Notícias' });
    await expect(list.getByRole('article')).toHaveCount(10);

    // Other journeys may publish news too: the second page holds whatever the API says it holds.
    const secondPage = await request.post(`${apiUrl}/api/news/public`, {
      data: { skip: 10, take: 10 },
    });
    const more = ((await secondPage.json()) as unknown[]).length;
    expect(more).toBeGreaterThanOrEqual(3);
    expect(more).toBeLessThan(10);

    await page.getByRole('button', { name: 'Ver mais notícias' }).click();
    await expect(list.getByRole('article')).toHaveCount(10 + more);
    await expect(list.getByRole('link', { name: 'Comunicado extra 3', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Ver mais notícias' })).toBeHidden();

    await list.getByRole('link', { name: 'Comunicado extra 3', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Comunicado extra 3' })).toBeVisible();
    await expect(page.getByText('Comunicado extra número 3.')).toBeVisible();
  });

  test('the photo viewer opens from the landing page', async ({ page }) => {
    await page.goto('/');
    const photos = page.getByRole('region', { name: 'Fotos' });
    const tiles = photos.getByRole('button', { name: /Abrir foto/ });
    await expect(tiles).toHaveCount(4);
    // the tile shows a smaller copy (`?w=`); the viewer opens that photo in full
    const src = (await tiles.first().locator('img').getAttribute('src'))?.replace(/\?.*$/, '');

    await tiles.first().click();
    const preview = page.locator('.ant-image-preview');
    await expect(preview).toBeVisible();
    await expect(preview.locator(`img[src="${src}"]`)).toBeVisible();
    // A solid backdrop: no page text shows through behind the photo or its toolbar.
    await expect(page.locator('.photo-viewer__mask')).toHaveCSS(
      'background-color',
      'rgba(0, 0, 0, 0.92)',
    );
    await page.keyboard.press('Escape');
    await expect(preview).toBeHidden();
  });

  test('the search finds a seeded news title', async ({ page }) => {
    await page.goto('/');
    const box = page.getByLabel('Pesquisar no site').first();
    await box.fill('piscina');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\/piscina$/);
    const news = page.getByRole('region', { name: 'Notícias' });
    await expect(
      news.getByRole('link', { name: 'Reforma da piscina olímpica concluída', exact: true }),
    ).toBeVisible();
    await expect(page.getByText('Nenhum vídeo encontrado para: piscina')).toBeVisible();
  });

  for (const [path, ready] of [
    ['/', 'Últimas notícias'],
    ['/noticias/todos', 'Notícias'],
    ['/convenios', 'Convênios'],
    ['/espacos', 'Espaços'],
    ['/eventos', 'Eventos'],
    ['/associado', 'Área do Associado'],
    ['/associado/recuperar-senha', 'Recuperar senha'],
  ] as const) {
    test(`axe finds no serious or critical violation on ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: ready, exact: true }).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test('the member login reads well with its messages shown (axe, phone width)', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/associado');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByText('Este campo não pode estar vazio!')).toHaveCount(2);
    // 'Entrar' on the primary colour: the settings' white would read at 1.8:1, black is used
    await expect(page.getByRole('button', { name: 'Entrar' })).toHaveCSS('color', 'rgb(0, 0, 0)');
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test('a script or onerror payload saved in a news text never runs on the page', async ({
  page,
  request,
}) => {
  const login = await request.post(`${apiUrl}/api/auth/login-admin`, { data: ADMIN });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const first = (await (await request.get(`${apiUrl}/api/news/public`)).json()) as {
    image: string;
  }[];
  const buffer = await (await request.get(`${apiUrl}${first[0].image}`)).body();
  const created = await request.post(`${apiUrl}/api/news`, {
    headers: { Authorization: `Bearer ${accessToken}` },
    multipart: {
      title: 'Aviso com conteúdo hostil',
      description:
        '<p>Texto legítimo.</p><img src="x" onerror="window.__xss = 1"><script>window.__xss = 2</script><a href="javascript:window.__xss=3">link</a>',
      startsAt: isoDate(-1),
      endsAt: isoDate(30),
      status: '1',
      image: { name: 'aviso.jpg', mimeType: 'image/jpeg', buffer },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { slug } = (await created.json()) as { slug: string };

  await page.goto(`/noticias/${slug}`);
  await expect(page.getByText('Texto legítimo.')).toBeVisible();
  expect(
    await page.evaluate(() => (window as unknown as { __xss?: number }).__xss),
  ).toBeUndefined();
  await expect(page.locator('main script')).toHaveCount(0);
  await expect(page.locator('[onerror]')).toHaveCount(0);
  await expect(page.locator('a[href^="javascript:"]')).toHaveCount(0);
});
