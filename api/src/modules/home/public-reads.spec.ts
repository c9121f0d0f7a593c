// The public cache (platform/public-cache) as a visitor and the back office see it, through the
// real app: answers from memory, revalidation, invalidation by writes, by the clock and by other
// replicas (the two-process proof is scripts/public-cache-replicas.mjs).
import { afterAll, afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import pg from 'pg';
import { P, RecordStatus } from '@clube/shared';
import type { PublicCache } from '../../platform/public-cache/public-cache.js';
import { PublicCacheService } from '../../platform/public-cache/public-cache.module.js';
import { dayOffset, jpeg } from '../../test/content-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { NewsService } from '../news/news.service.js';
import { SiteConfigurationService } from '../site-configuration/site-configuration.service.js';

type Res = { status: number; headers: Record<string, string>; text: string; body: unknown };

/** Headers as a person compares them: every one, with the per-request values blanked. */
const comparable = (res: Res) => {
  const headers = { ...res.headers };
  expect(headers['date']).toBeDefined();
  expect(headers['x-request-id']).toMatch(/^[A-Za-z0-9._-]{8,100}$/);
  headers['date'] = '<date>';
  headers['x-request-id'] = '<id>';
  return headers;
};

describe('public reads from memory', () => {
  let t: TestApp;
  let cache: PublicCache;
  beforeAll(async () => {
    t = await createTestApp();
    cache = t.app.get(PublicCacheService).cache;
  });
  afterAll(() => t?.close());
  afterEach(() => {
    jest.restoreAllMocks();
    cache.setEnabled(true);
  });

  it('answers a repeated read from memory with the same bytes and headers as the pipeline', async () => {
    const settings = jest.spyOn(t.app.get(SiteConfigurationService), 'getPublic');
    const url = '/api/site-configuration-public';
    const origins = [undefined, t.config.portalOrigin, t.config.adminOrigin, 'https://x.example'];
    for (const origin of origins) {
      const get = (method: 'get' | 'head' = 'get', etag?: string) => {
        const req = t.http[method](url);
        if (origin) void req.set('Origin', origin);
        if (etag) void req.set('If-None-Match', etag);
        return req as unknown as Promise<Res>;
      };
      // The pipeline's own answers, with the cache off...
      cache.setEnabled(false);
      const plain = await get();
      const plainHead = await get('head');
      const plain304 = await get('get', plain.headers['etag']);
      // ...then a miss (filled through the pipeline) and hits, with the cache on.
      cache.setEnabled(true);
      const miss = await get();
      const callsAfterMiss = settings.mock.calls.length;
      const hits = cache.stats.hits;
      const hit = await get();
      const hitHead = await get('head');
      const hit304 = await get('get', plain.headers['etag']);
      expect(cache.stats.hits).toBe(hits + 3);
      expect(settings.mock.calls.length).toBe(callsAfterMiss);

      expect(plain.status).toBe(200);
      expect(hit.status).toBe(200);
      expect(hit.text).toBe(plain.text);
      expect(miss.text).toBe(plain.text);
      expect(comparable(hit)).toEqual(comparable(plain));
      expect(comparable(miss)).toEqual(comparable(plain));
      expect(hitHead.status).toBe(200);
      expect(comparable(hitHead)).toEqual(comparable(plainHead));
      expect(plain304.status).toBe(304);
      expect(hit304.status).toBe(304);
      expect(comparable(hit304)).toEqual(comparable(plain304));

      // What a person would check on the wire: security headers, CORS for allowed origins only.
      expect(hit.headers['content-security-policy']).toContain("default-src 'none'");
      expect(hit.headers['x-content-type-options']).toBe('nosniff');
      expect(hit.headers['cache-control']).toBe('public, no-cache');
      expect(hit.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(hit.headers['vary']).toBe('Origin');
      expect(hit.headers['access-control-allow-origin']).toBe(
        origin && t.config.corsOrigins.includes(origin) ? origin : undefined,
      );
    }
  });

  it('gives each answer a request id, the caller’s when it sends a sane one', async () => {
    const url = '/api/site-configuration-public';
    await t.http.get(url);
    const a = await t.http.get(url);
    const b = await t.http.get(url);
    expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
    const mine = await t.http.get(url).set('X-Request-Id', 'meu-pedido-123');
    expect(mine.headers['x-request-id']).toBe('meu-pedido-123');
  });

  it('revalidates with a strong ETag: 304 when the client holds it, 200 when it asks afresh', async () => {
    const url = '/api/news/public';
    const first = await t.http.get(url);
    const etag = first.headers['etag'];
    expect(etag).toMatch(/^"[^"]+"$/);
    expect((await t.http.get(url).set('If-None-Match', etag)).status).toBe(304);
    expect((await t.http.get(url).set('If-None-Match', `"x", W/${etag}`)).status).toBe(304);
    expect((await t.http.get(url).set('If-None-Match', '*')).status).toBe(304);
    expect((await t.http.get(url).set('If-None-Match', '"other"')).status).toBe(200);
    const reload = await t.http
      .get(url)
      .set('If-None-Match', etag)
      .set('Cache-Control', 'no-cache');
    expect(reload.status).toBe(200);

    // After a change, a client revalidating still gets its 304 when the content is the same,
    // and the answer is kept on the way (the next read comes from memory).
    cache.invalidate();
    const news = jest.spyOn(t.app.get(NewsService), 'publicPage');
    expect((await t.http.get(url).set('If-None-Match', etag)).status).toBe(304);
    expect(news).toHaveBeenCalledTimes(1);
    const again = await t.http.get(url);
    expect(again.status).toBe(200);
    expect(again.headers['etag']).toBe(etag);
    expect(news).toHaveBeenCalledTimes(1);
  });

  it('answers concurrent misses of one URL with one pipeline run', async () => {
    await t.http.get('/api/home');
    cache.invalidate();
    const home = jest.spyOn(t.app.get(NewsService), 'publicPage');
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => t.http.get('/api/home') as unknown as Promise<Res>),
    );
    expect(new Set(answers.map((r) => `${r.status} ${r.text}`)).size).toBe(1);
    expect(home).toHaveBeenCalledTimes(1);
  });

  it('shows a back-office change on the next read, and the writer’s raw SQL too', async () => {
    const staff = await t.staffToken([P.updateSiteConfiguration, P.insertNews, P.updateNews]);
    const url = '/api/site-configuration-public';
    await t.http.get(url);
    const before = await t.http.get(url);
    const saved = await t.http
      .post('/api/site-configuration')
      .auth(staff, { type: 'bearer' })
      .field('clubName', 'Clube do Cache');
    expect(saved.status).toBe(200);
    const after = await t.http.get(url).set('If-None-Match', before.headers['etag']);
    expect(after.status).toBe(200);
    expect(after.body.clubName).toBe('Clube do Cache');

    const created = await t.http
      .post('/api/news')
      .auth(staff, { type: 'bearer' })
      .field('title', 'Notícia em cache')
      .field('description', '<p>Texto</p>')
      .field('startsAt', dayOffset(-1))
      .field('endsAt', dayOffset(3))
      .attach('image', await jpeg(), 'capa.jpg');
    expect(created.status).toBe(201);
    const titles = async (path: string) => {
      const res = await t.http.get(path);
      const list = (path === '/api/home' ? res.body.news : res.body) as { title: string }[];
      return list.map((n) => n.title);
    };
    expect(await titles('/api/news/public')).toContain('Notícia em cache');
    expect(await titles('/api/home')).toContain('Notícia em cache');
    const hidden = await t.http
      .put(`/api/news/${created.body.id}`)
      .auth(staff, { type: 'bearer' })
      .field('status', String(RecordStatus.Inactive));
    expect(hidden.status).toBe(200);
    expect(await titles('/api/news/public')).not.toContain('Notícia em cache');
    expect(await titles('/api/home')).not.toContain('Notícia em cache');
    await t.dataSource.query('UPDATE news SET status = $1 WHERE id = $2', [
      RecordStatus.Active,
      created.body.id,
    ]);
    expect(await titles('/api/home')).toContain('Notícia em cache');
  });

  it('keeps its answers through writes no public read shows (sign-in bookkeeping)', async () => {
    await t.http.get('/api/home');
    const generation = cache.generation;
    await t.dataSource.query(
      `INSERT INTO rate_limit_bucket (key, window_start, hits) VALUES ('cache-test', now(), 1)`,
    );
    await t.dataSource.query('SELECT count(*) FROM news');
    expect(cache.generation).toBe(generation);
    await t.dataSource.transaction(async (tx) => {
      await tx.query('UPDATE news SET title = title WHERE id = -1');
    });
    expect(cache.generation).toBe(generation);
    await expect(
      t.dataSource.transaction(async (tx) => {
        await tx.query('UPDATE news SET title = title');
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(cache.generation).toBe(generation);
  });

  it('shows a news item whose period starts once midnight passes in the club’s zone, with no write', async () => {
    const zone = t.config.clubTimeZone;
    // 23:59:30 in São Paulo (UTC-3) on 10 May 2031; only Date is faked, timers run for real.
    jest.useFakeTimers({
      now: new Date('2031-05-11T02:59:30Z'),
      doNotFake: [
        'hrtime',
        'nextTick',
        'performance',
        'queueMicrotask',
        'requestAnimationFrame',
        'cancelAnimationFrame',
        'requestIdleCallback',
        'cancelIdleCallback',
        'setImmediate',
        'clearImmediate',
        'setInterval',
        'clearInterval',
        'setTimeout',
        'clearTimeout',
      ],
    });
    try {
      expect(dayOffset(0, zone)).toBe('2031-05-10');
      const staff = await t.staffToken([P.insertNews]);
      const created = await t.http
        .post('/api/news')
        .auth(staff, { type: 'bearer' })
        .field('title', 'Começa amanhã')
        .field('description', '<p>Texto</p>')
        .field('startsAt', '2031-05-11')
        .field('endsAt', '2031-05-20')
        .attach('image', await jpeg(), 'capa.jpg');
      expect(created.status).toBe(201);
      const news = jest.spyOn(t.app.get(NewsService), 'publicPage');
      const titles = async () =>
        ((await t.http.get('/api/news/public')).body as { title: string }[]).map((n) => n.title);
      expect(await titles()).not.toContain('Começa amanhã');
      jest.setSystemTime(new Date('2031-05-11T02:59:59.900Z'));
      expect(await titles()).not.toContain('Começa amanhã');
      expect(news).toHaveBeenCalledTimes(1);
      jest.setSystemTime(new Date('2031-05-11T03:00:00.100Z'));
      expect(await titles()).toContain('Começa amanhã');
      expect(news).toHaveBeenCalledTimes(2);
    } finally {
      jest.useRealTimers();
    }
  });
});

// LISTEN/NOTIFY across connections needs a PostgreSQL server: skipped on the embedded database.
(process.env['DATABASE_URL'] ? describe : describe.skip)(
  'public cache, PostgreSQL LISTEN connection',
  () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp();
    });
    afterAll(() => t?.close());

    const waitFor = async (what: string, ok: () => boolean, ms = 10_000) => {
      const deadline = Date.now() + ms;
      while (!ok()) {
        if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
        await new Promise((r) => setTimeout(r, 20));
      }
    };

    it('hears another process’s commit, and stops serving from memory while it cannot listen', async () => {
      const cache = t.app.get(PublicCacheService).cache;
      expect(cache.enabled).toBe(true);
      const db = new URL(t.db.url).pathname.slice(1);
      const other = new pg.Client({ connectionString: t.db.url });
      await other.connect();
      try {
        const path = '/api/site-configuration-public';
        await t.http.get(path);
        const generation = cache.generation;
        // Another replica's commit: the NOTIFY its write watcher sends.
        await other.query("SELECT pg_notify('clube_public_changes', 'another-replica')");
        await waitFor('the notification', () => cache.generation > generation);

        // The listener's connection dies: no answers from memory until it listens again.
        const settings = jest.spyOn(t.app.get(SiteConfigurationService), 'getPublic');
        await other.query(
          `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
          WHERE application_name = 'clube-public-cache' AND datname = $1`,
          [db],
        );
        await waitFor('the cache to stop', () => !cache.enabled);
        await t.http.get(path);
        await t.http.get(path);
        expect(settings).toHaveBeenCalledTimes(2);
        await waitFor('the listener to come back', () => cache.enabled);
        await t.http.get(path);
        await t.http.get(path);
        expect(settings).toHaveBeenCalledTimes(3);
      } finally {
        await other.end();
      }
    });
  },
);
