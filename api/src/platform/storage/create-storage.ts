import { join } from 'node:path';
import type { AppConfig } from '../config/app-config.js';
import { LocalDiskStorage } from './local-disk.storage.js';
import { S3Storage } from './s3.storage.js';
import type { StorageDriver } from './storage.driver.js';

/** The storage the configuration asks for: S3-compatible or local disk under DATA_DIR. */
export const createStorage = (config: AppConfig): StorageDriver =>
  config.storage.driver === 's3'
    ? new S3Storage(config.storage.s3)
    : new LocalDiskStorage(join(config.dataDir, 'uploads'));
