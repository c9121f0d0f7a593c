import { createHash, randomBytes } from 'node:crypto';
import { Algorithm, hash, verify } from '@node-rs/argon2';

/** argon2id's cost: the library's defaults (19 MiB, t=2), the OWASP baseline, unless the tests ask. */
let cost: { memoryCost?: number; timeCost?: number } = {};

/** argon2id of a password, at the OWASP baseline cost. */
export const hashPassword = (password: string): Promise<string> =>
  hash(password, { algorithm: Algorithm.Argon2id, ...cost });

/**
 * For the API's own tests only (src/test/setup.ts): hashes at argon2id's least cost (1 MiB,
 * t=1), so the thousands of sign-ins and accounts they make do not spend the run on hashing.
 * A hash carries its cost, so verifying follows; the app, the benches and the demo never call it.
 */
export function hashPasswordsCheaplyForTests(): void {
  cost = { memoryCost: 1024, timeCost: 1 };
}

// Verified against when the account does not exist, so both paths take the same time.
let dummy: Promise<string> | undefined;

export async function verifyPassword(
  passwordHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (!passwordHash) {
    dummy ??= hashPassword(randomBytes(16).toString('hex'));
    await verify(await dummy, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}

/** Random opaque secret (refresh tokens, recovery codes), URL-safe. */
export const randomSecret = (bytes = 32): string => randomBytes(bytes).toString('base64url');

/** Only hashes of secrets are stored. */
export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');
