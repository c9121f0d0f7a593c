import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { describe, expect, it } from '@jest/globals';
import { Endpoint } from '../http/endpoint.decorator.js';
import { DEFAULT_LIMITS, isFresh, nextDayStart, PublicCache } from './public-cache.js';
import { changesPublicData } from './write-watcher.subscriber.js';

describe('public cache rules', () => {
  it('counts as a change what can alter a public read', () => {
    const res = (command: string, rowCount: number | null = 1) => ({ command, rowCount });
    expect(changesPublicData('SELECT 1', res('SELECT'))).toBe(false);
    expect(changesPublicData('UPDATE "news" SET "title" = $1', res('UPDATE'))).toBe(true);
    expect(changesPublicData('UPDATE "news" SET "title" = $1', res('UPDATE', 0))).toBe(false);
    expect(changesPublicData('INSERT INTO "gallery" ("x") VALUES ($1)', res('INSERT'))).toBe(true);
    expect(changesPublicData('DELETE FROM "covenant" WHERE id = 1', res('DELETE'))).toBe(true);
    expect(changesPublicData('TRUNCATE news', res('TRUNCATE', null))).toBe(true);
    expect(changesPublicData('INSERT INTO rate_limit_bucket VALUES (1)', res('INSERT'))).toBe(
      false,
    );
    expect(changesPublicData('UPDATE "refresh_token" SET x = 1', res('UPDATE'))).toBe(false);
    expect(
      changesPublicData('WITH d AS (DELETE FROM news RETURNING id) SELECT 1', res('SELECT')),
    ).toBe(true);
    // The rate limiter's hit (a modifying CTE on a private table, with ON CONFLICT DO UPDATE)
    // is no public change: every purchase and sign-in makes one.
    const hit = `WITH up AS (
       INSERT INTO rate_limit_bucket (key, window_start, hits) SELECT k, now(), 1 FROM unnest($1) k
       ON CONFLICT (key) DO UPDATE SET hits = rate_limit_bucket.hits + 1 RETURNING hits)
     SELECT count(*) FROM up`;
    expect(changesPublicData(hit, res('SELECT'))).toBe(false);
    // ...unless it also writes a table a public read may show.
    expect(
      changesPublicData(
        'WITH a AS (UPDATE refresh_token SET x = 1 RETURNING id), b AS (UPDATE "news" SET y = 2 RETURNING id) SELECT 1',
        res('SELECT'),
      ),
    ).toBe(true);
    expect(
      changesPublicData(
        'WITH l AS (SELECT id FROM news FOR UPDATE) UPDATE refresh_token SET x = 1',
        res('UPDATE'),
      ),
    ).toBe(false);
    expect(changesPublicData('START TRANSACTION', res('START', null))).toBe(false);
    expect(changesPublicData('x', [res('SELECT'), res('UPDATE')])).toBe(true);
  });

  it('ends an answer’s day at midnight in the club’s zone', () => {
    const zone = 'America/Sao_Paulo';
    const at = nextDayStart(Date.parse('2031-05-10T15:00:00-03:00'), zone);
    expect(new Date(at).toISOString()).toBe('2031-05-11T03:00:00.000Z');
    const justBefore = nextDayStart(Date.parse('2031-05-10T23:59:59.999-03:00'), zone);
    expect(justBefore).toBe(at);
    expect(nextDayStart(at, zone)).toBe(at + 86_400_000);
  });

  it('follows Express’s freshness rule', () => {
    expect(isFresh({ 'if-none-match': '"a"' }, '"a"')).toBe(true);
    expect(isFresh({ 'if-none-match': 'W/"a"' }, '"a"')).toBe(true);
    expect(isFresh({ 'if-none-match': '"b", "a"' }, '"a"')).toBe(true);
    expect(isFresh({ 'if-none-match': '*' }, '"a"')).toBe(true);
    expect(isFresh({ 'if-none-match': '"b"' }, '"a"')).toBe(false);
    expect(isFresh({}, '"a"')).toBe(false);
    expect(isFresh({ 'if-none-match': '"a"', 'cache-control': 'no-cache' }, '"a"')).toBe(false);
    expect(isFresh({ 'if-none-match': '"a"', 'cache-control': 'max-age=0' }, '"a"')).toBe(true);
  });

  it('keeps only public routes: revalidate on a guarded route is refused at start', () => {
    expect(() => Endpoint({ staff: true, revalidate: true, summary: 'x' })).toThrow(
      /revalidate is for public routes only/,
    );
    expect(() => Endpoint({ public: true, revalidate: true, summary: 'x' })).not.toThrow();
  });

  /** A public read's answer as the pipeline leaves it, and its request. */
  const answered = (url: string, body: string, origin?: string) => {
    const req = new IncomingMessage(new Socket());
    req.method = 'GET';
    req.url = url;
    req.headers = origin ? { origin } : {};
    const res = new ServerResponse(req);
    res.setHeader('Vary', 'Origin');
    res.setHeader('X-Request-Id', 'pedido-123');
    res.setHeader('Cache-Control', 'public, no-cache');
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.setHeader('Content-Length', Buffer.byteLength(body));
    res.setHeader('ETag', `"${body.length}-${body}"`);
    return { req, res, body: Buffer.from(body) };
  };

  it('holds the current answers only, within its bounds', () => {
    const cache = new PublicCache('America/Sao_Paulo', {
      ...DEFAULT_LIMITS,
      maxUrls: 2,
      maxVariants: 2,
      maxBytes: 10,
    });
    cache.setEnabled(true);
    const keep = (url: string, body: string, origin?: string) => {
      const { req, res, body: bytes } = answered(url, body, origin);
      const fill = cache.beginFill(url);
      const kept = cache.store(fill, req, res, bytes);
      fill.done();
      return kept;
    };
    expect(keep('/a', 'aaa')).toBeDefined();
    expect(cache.lookup('/a', {})?.body.toString()).toBe('aaa');
    expect(cache.lookup('/a', { origin: 'https://x.test' })).toBeUndefined();
    expect(keep('/a', 'aaa', 'https://x.test')).toBeDefined();
    expect(keep('/a', 'aaa', 'https://y.test')).toBeUndefined(); // a third variant
    expect(keep('/b', 'bbb')).toBeDefined();
    expect(keep('/c', 'ccc')).toBeDefined(); // a third URL: /a goes
    expect(cache.knows('/a')).toBe(false);
    expect(cache.size).toBe(6);
    expect(keep('/d', 'dddddddd')).toBeDefined(); // 14 bytes: /b goes, then /c (11)
    expect([cache.knows('/b'), cache.knows('/c'), cache.knows('/d')]).toEqual([false, false, true]);
    expect(cache.size).toBe(8);
    expect(keep('/c', 'ccc')).toBeDefined(); // 11 bytes: /d goes, never the one just kept
    expect([cache.knows('/c'), cache.knows('/d')]).toEqual([true, false]);
    expect(cache.size).toBe(3);

    // A write: nothing is served, the URLs stay known; a fill begun before it is not kept.
    const { req, res, body } = answered('/c', 'CCC');
    const early = cache.beginFill('/c');
    cache.invalidate();
    expect(cache.lookup('/c', {})).toBeUndefined();
    expect(cache.knows('/c')).toBe(true);
    expect(cache.size).toBe(0);
    expect(cache.store(early, req, res, body)).toBeUndefined();
    // Off (not listening): nothing served or kept.
    expect(keep('/c', 'CCC')).toBeDefined();
    cache.setEnabled(false);
    expect(cache.lookup('/c', {})).toBeUndefined();
    expect(keep('/c', 'CCC')).toBeUndefined();
  });

  it('keeps the pipeline’s headers in order, with the request id’s place', () => {
    const cache = new PublicCache('America/Sao_Paulo');
    cache.setEnabled(true);
    const { req, res, body } = answered('/a', 'aaa');
    const kept = cache.store(cache.beginFill('/a'), req, res, body);
    expect(kept?.headers).toEqual([
      'Vary',
      'Origin',
      'X-Request-Id',
      'pedido-123',
      'Cache-Control',
      'public, no-cache',
      'Content-Type',
      'application/json; charset=utf-8',
      'Content-Length',
      '3',
      'ETag',
      '"3-aaa"',
    ]);
    expect(kept?.requestIdAt).toBe(3);
    expect(kept?.notModifiedHeaders).toEqual(kept?.headers.filter((_, i) => i < 6 || i > 9));
    expect(kept?.notModifiedRequestIdAt).toBe(3);
  });
});
