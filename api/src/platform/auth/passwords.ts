import { createHash, randomBytes } from 'node:crypto';
import { Algorithm, hash, verify } from '@node-rs/argon2';

/** argon2id with the library's defaults (19 MiB, t=2), the OWASP baseline. */
export const hashPassword = (password: string): Promise<string> =>
  hash(password, { algorithm: Algorithm.Argon2id });

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
