import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { API_KEY_PREFIX } from '@clube/shared';

/**
 * The shape of an integrator's API key: `ck_live_` (API_KEY_PREFIX), a public id of 12
 * base64url characters (9 random bytes: how the key is found, shown in the back office's list)
 * and a secret of 43 base64url characters (32 random bytes). Only the SHA-256 of the whole key
 * is stored: the secret is high-entropy and random, so a fast hash is as safe as a slow one
 * (nothing to guess, no dictionary), and it costs nothing on each request.
 */
const PUBLIC_ID_BYTES = 9;
const SECRET_BYTES = 32;
const KEY_SHAPE = new RegExp(`^${API_KEY_PREFIX}([A-Za-z0-9_-]{12})([A-Za-z0-9_-]{43})$`);

export interface IssuedApiKey {
  /** The whole key, given to the integrator once and never stored. */
  key: string;
  /** The public id (stored, shown). */
  publicId: string;
  /** SHA-256 (hex) of the whole key: what is stored. */
  hash: string;
}

export const hashApiKey = (key: string): string => createHash('sha256').update(key).digest('hex');

export function issueApiKey(): IssuedApiKey {
  const publicId = randomBytes(PUBLIC_ID_BYTES).toString('base64url');
  const key = `${API_KEY_PREFIX}${publicId}${randomBytes(SECRET_BYTES).toString('base64url')}`;
  return { key, publicId, hash: hashApiKey(key) };
}

/** True when a bearer token is written as an API key (rather than a JWT). */
export const looksLikeApiKey = (token: string): boolean => token.startsWith(API_KEY_PREFIX);

/** The public id of a well-formed key, or null. */
export function apiKeyPublicId(key: string): string | null {
  return KEY_SHAPE.exec(key)?.[1] ?? null;
}

/** The key matches the stored hash (compared in constant time). */
export function apiKeyMatches(key: string, storedHash: string): boolean {
  const given = Buffer.from(hashApiKey(key), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}

/** The bearer token of a request's Authorization header, if any. */
export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match ? match[1] : null;
}
