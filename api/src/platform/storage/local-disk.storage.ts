import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile, rename } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { assertSafeKey, type StorageDriver } from './storage.driver.js';

/** Files on local disk under `<DATA_DIR>/uploads` (the default). */
export class LocalDiskStorage implements StorageDriver {
  constructor(private readonly root: string) {}

  private path(key: string) {
    assertSafeKey(key);
    return join(this.root, key.slice(0, 2), key);
  }

  async put(key: string, body: Buffer): Promise<void> {
    const target = this.path(key);
    await mkdir(join(this.root, key.slice(0, 2)), { recursive: true });
    // Write then rename: a reader never sees a half-written file.
    const tmp = `${target}.${process.pid}.tmp`;
    await writeFile(tmp, body);
    await rename(tmp, target);
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

  async delete(key: string): Promise<void> {
    await rm(this.path(key), { force: true });
  }
}
