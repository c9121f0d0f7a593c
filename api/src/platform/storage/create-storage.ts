import { join } from 'node:path';
import type { AppConfig } from '../config/app-config.js';
import { LocalDiskStorage } from './local-disk.storage.js';
import type { StorageDriver } from './storage.driver.js';

/**
 * The storage the configuration asks for: S3-compatible or local disk under DATA_DIR. The
 * S3 client (a large library) is loaded only when S3 is configured.
 */
export async function createStorage(config: AppConfig): Promise<StorageDriver> {
  if (config.storage.driver !== 's3') return new LocalDiskStorage(join(config.dataDir, 'uploads'));
  const { S3Storage } = await import('./s3.storage.js');
  return new S3Storage(config.storage.s3);
}
