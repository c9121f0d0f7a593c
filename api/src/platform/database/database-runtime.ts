import { join } from 'node:path';
import type { AppConfig } from '../config/app-config.js';
import type { DatabaseConnection } from './data-source.js';
import { startEmbeddedPostgres } from './embedded-postgres.js';

export interface DatabaseRuntime extends DatabaseConnection {
  /** Stops the embedded server, if this process started one. */
  stop(): Promise<void>;
}

/**
 * DATABASE_URL set: a real PostgreSQL server. Otherwise PGlite persisted under
 * `<DATA_DIR>/pglite`, started inside this process.
 */
export async function openDatabase(config: AppConfig): Promise<DatabaseRuntime> {
  if (config.databaseUrl) {
    return { url: config.databaseUrl, embedded: false, stop: async () => undefined };
  }
  const embedded = await startEmbeddedPostgres(join(config.dataDir, 'pglite'));
  return { url: embedded.url, embedded: true, stop: () => embedded.stop() };
}
