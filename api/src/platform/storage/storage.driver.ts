import type { Readable } from 'node:stream';

/** Where file bytes live. Keys are `<uuid>.<ext>`; the `file` table is the index. */
export interface StorageDriver {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** A stream of the bytes, or null when the key is unknown. */
  read(key: string): Promise<Readable | null>;
  delete(key: string): Promise<void>;
}

export const STORAGE_DRIVER = Symbol('STORAGE_DRIVER');

const SAFE_KEY = /^[a-z0-9][a-z0-9-]{0,80}\.[a-z0-9]{1,8}$/;

export function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key)) throw new Error(`Unsafe storage key: ${key}`);
}
