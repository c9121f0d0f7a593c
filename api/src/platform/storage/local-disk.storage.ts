import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import { assertSafeKey, type StorageDriver } from './storage.driver.js';

/** Files on local disk under `<DATA_DIR>/uploads` (the default). */
export class LocalDiskStorage implements StorageDriver {
  constructor(private readonly root: string) {}

  private path(key: string) {
    assertSafeKey(key);
    return join(this.root, key.slice(0, 2), key);
  }

  /**
   * Atomic and durable before it returns (the caller commits the file's row next): the bytes
   * go to `<key>.<random>.tmp`, are flushed, renamed to the key, and the folder is flushed so
   * the rename survives a power cut. A crash leaves at most the temporary file, which
   * `delete(key)` removes (the storage journal's sweep calls it for every interrupted put).
   */
  async put(key: string, body: Buffer): Promise<void> {
    const target = this.path(key);
    const dir = dirname(target);
    const created = await mkdir(dir, { recursive: true });
    const tmp = `${target}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      const file = await open(tmp, 'wx');
      try {
        await file.writeFile(body);
        await file.datasync();
      } finally {
        await file.close();
      }
      await rename(tmp, target);
    } catch (err) {
      await rm(tmp, { force: true });
      throw err;
    }
    await syncDir(dir);
    if (created) await syncDir(dirname(dir));
  }

  async read(key: string): Promise<Readable | null> {
    const target = this.path(key);
    try {
      await stat(target);
    } catch {
      return null;
    }
    return createReadStream(target);
  }

  /** Deletes the key and any temporary file an interrupted `put` of it left. */
  async delete(key: string): Promise<void> {
    const target = this.path(key);
    await rm(target, { force: true });
    let names: string[];
    try {
      names = await readdir(dirname(target));
    } catch {
      return; // no folder, nothing left
    }
    const prefix = `${key}.`;
    await Promise.all(
      names
        .filter((n) => n.startsWith(prefix) && n.endsWith('.tmp'))
        .map((n) => rm(join(dirname(target), n), { force: true })),
    );
  }
}

async function syncDir(dir: string): Promise<void> {
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
