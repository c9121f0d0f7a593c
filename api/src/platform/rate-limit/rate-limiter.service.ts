import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { ErrorCode } from '@clube/shared';
import { sha256 } from '../auth/passwords.js';
import { AppException } from '../http/app-exception.js';

export interface RateRule {
  /** What is limited, e.g. `login-admin:ip:1.2.3.4`. */
  key: string;
  limit: number;
  windowSeconds: number;
  /** The 429's text, given the seconds until the window frees (default: 'Aguarde N minutos'). */
  message?: (secondsLeft: number) => string;
  /** The 429's code (default TOO_MANY_REQUESTS). */
  code?: ErrorCode;
}

/**
 * Fixed-window counters in PostgreSQL: one atomic upsert per hit, so several API
 * replicas share the same limits. Over the limit: 429 with a Portuguese message.
 */
@Injectable()
export class RateLimiterService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async hit(...rules: RateRule[]): Promise<void> {
    for (const rule of rules) await this.count(rule);
  }

  /**
   * Counts one hit under `rule` (429 over its limit) and answers the hits of its current window:
   * 1 is the first of a window (e.g. to note something at most once a window).
   */
  async count(rule: RateRule): Promise<number> {
    const rows: { hits: number; seconds_left: number }[] = await this.db.query(
      `INSERT INTO rate_limit_bucket (key, window_start, hits) VALUES ($1, now(), 1)
       ON CONFLICT (key) DO UPDATE SET
         hits = CASE WHEN rate_limit_bucket.window_start < now() - make_interval(secs => $2) THEN 1 ELSE rate_limit_bucket.hits + 1 END,
         window_start = CASE WHEN rate_limit_bucket.window_start < now() - make_interval(secs => $2) THEN now() ELSE rate_limit_bucket.window_start END
       RETURNING hits,
         ceil(extract(epoch FROM window_start + make_interval(secs => $2) - now()))::int AS seconds_left`,
      [rule.key.slice(0, 300), rule.windowSeconds],
    );
    if (rows[0].hits > rule.limit) {
      const minutes = Math.ceil(rule.windowSeconds / 60);
      throw new AppException(
        429,
        rule.code ?? ErrorCode.TooManyRequests,
        rule.message
          ? rule.message(Math.max(1, rows[0].seconds_left))
          : `Muitas tentativas. Aguarde ${minutes} minuto${minutes > 1 ? 's' : ''} e tente novamente.`,
      );
    }
    return rows[0].hits;
  }

  /**
   * Counts the DISTINCT `items` (e.g. CPFs) seen under `key` in a fixed window: an item seen
   * again in the window costs nothing. Over `limit`: 429 with `message(freesAt)`. Items are kept
   * hashed. One atomic statement: the items' marks are upserted and the ones new in the window
   * added to `key`'s count; several replicas share the counters.
   */
  async hitDistinct(
    key: string,
    items: readonly string[],
    limit: number,
    windowSeconds: number,
    message: (freesAt: Date) => string,
  ): Promise<void> {
    if (!items.length) return;
    const seen = [...new Set(items)].map((i) => `${key}:seen:${sha256(i)}`.slice(0, 300));
    const rows: { hits: number; frees_at: Date }[] = await this.db.query(
      `WITH up AS (
         INSERT INTO rate_limit_bucket (key, window_start, hits)
         SELECT k, now(), 1 FROM unnest($1::text[]) k
         ON CONFLICT (key) DO UPDATE SET
           hits = CASE WHEN rate_limit_bucket.window_start < now() - make_interval(secs => $2) THEN 1 ELSE rate_limit_bucket.hits + 1 END,
           window_start = CASE WHEN rate_limit_bucket.window_start < now() - make_interval(secs => $2) THEN now() ELSE rate_limit_bucket.window_start END
         RETURNING hits)
       INSERT INTO rate_limit_bucket (key, window_start, hits)
       SELECT $3, now(), count(*) FILTER (WHERE hits = 1)::int FROM up
       ON CONFLICT (key) DO UPDATE SET
         hits = CASE WHEN rate_limit_bucket.window_start < now() - make_interval(secs => $2) THEN excluded.hits ELSE rate_limit_bucket.hits + excluded.hits END,
         window_start = CASE WHEN rate_limit_bucket.window_start < now() - make_interval(secs => $2) THEN now() ELSE rate_limit_bucket.window_start END
       RETURNING hits, window_start + make_interval(secs => $2) AS frees_at`,
      [seen, windowSeconds, key.slice(0, 300)],
    );
    if (rows[0].hits > limit) {
      throw new AppException(429, ErrorCode.TooManyRequests, message(new Date(rows[0].frees_at)));
    }
  }

  /**
   * Gives back the hit an attempt took (e.g. a sign-in that succeeded): limits per address
   * count failures only, so a club office or gate behind one address is never locked out by
   * its own good sign-ins. Each attempt is still counted before it runs, so a burst of
   * guesses in parallel cannot slip past the limit.
   */
  async refund(key: string): Promise<void> {
    await this.db.query(
      'UPDATE rate_limit_bucket SET hits = greatest(hits - 1, 0) WHERE key = $1',
      [key.slice(0, 300)],
    );
  }

  /** Forget the counters of a key (e.g. an account after a successful sign-in). */
  async reset(key: string): Promise<void> {
    await this.db.query('DELETE FROM rate_limit_bucket WHERE key = $1', [key.slice(0, 300)]);
  }
}
