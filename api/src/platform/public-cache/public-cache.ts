import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { todayIso } from '@clube/shared';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * What a public read answered (status 200, through the whole Nest pipeline), kept to answer the
 * next identical request without running the pipeline again.
 */
export interface CachedAnswer {
  /** Header names and values in the order the pipeline wrote them, flat: [name, value, ...]. */
  headers: string[];
  /** The same without the body's Content-Type and Content-Length: a 304's headers. */
  notModifiedHeaders: string[];
  /** Where X-Request-Id sits in `headers` / `notModifiedHeaders` (value index), or -1. */
  requestIdAt: number;
  notModifiedRequestIdAt: number;
  body: Buffer;
  /** Strong ETag of the body (Express's `etag` setting is `strong`). */
  etag: string;
  /** Cache generation it was filled in: any committed write starts a new one. */
  generation: number;
  /** Epoch ms after which it is not served (the next club-day boundary, or the backstop). */
  expiresAt: number;
}

/** All the answers of one URL: one per value of the request headers its `Vary` names. */
interface UrlEntry {
  /** Lower-case request header names from the answer's `Vary` header. */
  vary: string[];
  answers: Map<string, CachedAnswer>;
}

export interface PublicCacheLimits {
  /** URLs kept (first in, first out beyond it). */
  maxUrls: number;
  /** Answers per URL (distinct Origin values, say). */
  maxVariants: number;
  /** A body larger than this is not kept. */
  maxBodyBytes: number;
  /** Bodies held in all (the oldest URLs go first beyond it). */
  maxBytes: number;
  /** Longest life of an answer, whatever the day: a backstop for writes made outside the API. */
  maxAgeMs: number;
}

export const DEFAULT_LIMITS: PublicCacheLimits = {
  maxUrls: 2_000,
  maxVariants: 16,
  maxBodyBytes: 1024 * 1024,
  maxBytes: 64 * 1024 * 1024,
  maxAgeMs: 10 * 60_000,
};

/** The mark of a public read: `@Endpoint({ public: true, revalidate: true })` sets it. */
export const PUBLIC_REVALIDATE = 'public, no-cache';

const NO_CACHE = /(?:^|,)\s*no-cache\s*(?:,|$)/;

/**
 * The freshness rule of Express's `req.fresh` (the `fresh` package) for a response that has an
 * ETag and no Last-Modified: If-None-Match lists the ETag (weakly compared) or is `*`, and the
 * request does not say `Cache-Control: no-cache`.
 */
export function isFresh(headers: IncomingHttpHeaders, etag: string): boolean {
  const noneMatch = headers['if-none-match'];
  if (!noneMatch) return false;
  const cacheControl = headers['cache-control'];
  if (cacheControl && NO_CACHE.test(cacheControl)) return false;
  if (noneMatch.trim() === '*') return true;
  for (const raw of noneMatch.split(',')) {
    const tag = raw.trim();
    if (tag === etag || tag === `W/${etag}` || `W/${tag}` === etag) return true;
  }
  return false;
}

/**
 * The first instant of the next day in the club's time zone: news and covenants are public
 * "today" (club time) within their dates, so an answer computed on one day may be wrong the next.
 */
export function nextDayStart(now: number, timeZone: string): number {
  const today = todayIso(timeZone, new Date(now));
  const tomorrow = dayjs.utc(today).add(1, 'day').format('YYYY-MM-DD');
  const start = dayjs.tz(tomorrow, timeZone).valueOf();
  // A zone whose midnight does not exist (a DST jump) may give an instant still "today":
  // then look again a minute later rather than keep a stale answer.
  return start > now ? start : now + 60_000;
}

/** Request header values an answer varies by, as one key. */
function variantKey(headers: IncomingHttpHeaders, vary: readonly string[]): string {
  if (vary.length === 0) return '';
  let key = '';
  for (const name of vary) {
    const value = headers[name];
    key += `${Array.isArray(value) ? value.join(',') : (value ?? '')}\u0000`;
  }
  return key;
}

/**
 * The in-memory store of public reads. It knows nothing of HTTP frameworks: the fast path
 * (public-cache.http.ts) asks it for answers and fills it from the pipeline's responses.
 *
 * Correctness rests on two rules:
 *  - `invalidate()` is called after every committed write (this process: the TypeORM
 *    subscriber; other replicas: PostgreSQL NOTIFY). It starts a new generation, and an answer
 *    is only served in the generation it was filled in, and only stored if its fill started in
 *    the current generation (a fill that raced a write is dropped).
 *  - `enabled` is false while changes from other replicas could be missed (the LISTEN
 *    connection is down): nothing is served or stored then.
 */
export class PublicCache {
  private urls = new Map<string, UrlEntry>();
  private readonly fills = new Map<string, Promise<void>>();
  private gen = 0;
  private on = false;
  private bytes = 0;
  /** Answers served from memory, and fills stored: for tests and diagnostics. */
  readonly stats = { hits: 0, stored: 0, invalidations: 0 };

  constructor(
    private readonly timeZone: string,
    private readonly limits: PublicCacheLimits = DEFAULT_LIMITS,
  ) {}

  get generation(): number {
    return this.gen;
  }

  get enabled(): boolean {
    return this.on;
  }

  /** On when this process is sure to hear of every change; off forgets everything held. */
  setEnabled(on: boolean): void {
    if (on === this.on) return;
    this.on = on;
    this.invalidate();
  }

  /** Something public may have changed: nothing held so far is served again. */
  invalidate(): void {
    this.gen++;
    this.stats.invalidations++;
    // Fills under way belong to the old generation: requests arriving now start their own.
    this.fills.clear();
    // The URLs stay known (their conditional requests are filled, their misses waited on).
    for (const entry of this.urls.values()) entry.answers.clear();
    this.bytes = 0;
  }

  /** Bytes of the bodies held. */
  get size(): number {
    return this.bytes;
  }

  /** The answer held for this request, if it is current. */
  lookup(url: string, headers: IncomingHttpHeaders, now = Date.now()): CachedAnswer | undefined {
    if (!this.on) return undefined;
    const entry = this.urls.get(url);
    if (!entry) return undefined;
    const answer = entry.answers.get(variantKey(headers, entry.vary));
    if (!answer || answer.generation !== this.gen || answer.expiresAt <= now) return undefined;
    return answer;
  }

  /** True when this URL answered as a public read before (its conditional requests can be filled). */
  knows(url: string): boolean {
    return this.urls.has(url);
  }

  /**
   * A fill of this URL under way in the current generation, to wait for instead of starting one.
   * Only URLs known as public reads are waited on: a download or a private read of the same URL
   * must never queue behind another.
   */
  pendingFill(url: string): Promise<void> | undefined {
    return this.on ? this.fills.get(url) : undefined;
  }

  /**
   * Starts a fill: returns what `store` needs (the generation and the time, both fixed at the
   * start: a fill that began before a write or before midnight must not outlive them) and a
   * `done` callback that releases the requests waiting on it.
   */
  beginFill(url: string, now = Date.now()): Fill {
    let release!: () => void;
    const promise = new Promise<void>((resolve) => (release = resolve));
    if (this.urls.has(url)) this.fills.set(url, promise);
    return {
      url,
      generation: this.gen,
      startedAt: now,
      done: () => {
        if (this.fills.get(url) === promise) this.fills.delete(url);
        release();
      },
    };
  }

  /** Keeps the pipeline's answer to `req` if it is a public read and still current. */
  store(
    fill: Fill,
    req: IncomingMessage,
    res: ServerResponse,
    body: Buffer,
  ): CachedAnswer | undefined {
    if (!this.on || fill.generation !== this.gen) return undefined;
    if (res.statusCode !== 200 || res.getHeader('cache-control') !== PUBLIC_REVALIDATE)
      return undefined;
    if (res.hasHeader('set-cookie') || body.length > this.limits.maxBodyBytes) return undefined;
    const etag = res.getHeader('etag');
    const length = res.getHeader('content-length');
    if (typeof etag !== 'string' || etag.startsWith('W/')) return undefined;
    if (length === undefined || Number(length) !== body.length) return undefined;
    const varyHeader = res.getHeader('vary');
    const vary =
      typeof varyHeader === 'string'
        ? varyHeader
            .split(',')
            .map((v) => v.trim().toLowerCase())
            .filter(Boolean)
        : [];
    if (vary.includes('*')) return undefined;

    const headers: string[] = [];
    const notModifiedHeaders: string[] = [];
    let requestIdAt = -1;
    let notModifiedRequestIdAt = -1;
    // Node's getRawHeaderNames (names as written, in order) is missing from @types/node.
    const names = (res as ServerResponse & { getRawHeaderNames(): string[] }).getRawHeaderNames();
    for (const name of names) {
      const lower = name.toLowerCase();
      const value = res.getHeader(lower);
      if (value === undefined) continue;
      const values = Array.isArray(value) ? value : [String(value)];
      const bodyHeader = lower === 'content-type' || lower === 'content-length';
      for (const v of values) {
        if (lower === 'x-request-id') requestIdAt = headers.length + 1;
        headers.push(name, v);
        if (bodyHeader) continue;
        if (lower === 'x-request-id') notModifiedRequestIdAt = notModifiedHeaders.length + 1;
        notModifiedHeaders.push(name, v);
      }
    }
    const answer: CachedAnswer = {
      headers,
      notModifiedHeaders,
      requestIdAt,
      notModifiedRequestIdAt,
      body,
      etag,
      generation: fill.generation,
      expiresAt: Math.min(
        nextDayStart(fill.startedAt, this.timeZone),
        fill.startedAt + this.limits.maxAgeMs,
      ),
    };

    let entry = this.urls.get(fill.url);
    if (!entry || entry.vary.join() !== vary.join()) {
      if (entry) this.drop(fill.url, entry);
      entry = { vary, answers: new Map() };
      this.urls.set(fill.url, entry);
    }
    const key = variantKey(req.headers, vary);
    const previous = entry.answers.get(key);
    if (!previous && entry.answers.size >= this.limits.maxVariants) return undefined;
    this.bytes += body.length - (previous?.body.length ?? 0);
    entry.answers.set(key, answer);
    // Beyond the bounds, the URLs held longest go first (never the one just stored).
    for (const [url, old] of this.urls) {
      if (this.urls.size <= this.limits.maxUrls && this.bytes <= this.limits.maxBytes) break;
      if (url !== fill.url) this.drop(url, old);
    }
    this.stats.stored++;
    return answer;
  }

  private drop(url: string, entry: UrlEntry): void {
    for (const answer of entry.answers.values()) this.bytes -= answer.body.length;
    this.urls.delete(url);
  }
}

export interface Fill {
  url: string;
  generation: number;
  startedAt: number;
  done(): void;
}
