import pg from 'pg';
import { migratedSnapshot } from './pglite-snapshot.js';
import { testWorker } from './test-worker.js';

/** Runs SQL on the test server (DATABASE_URL) or, without one, on an embedded migrated database. */
export interface MigratedSql {
  rows<T>(text: string): Promise<T[]>;
  close(): Promise<void>;
}

export async function openMigratedSql(): Promise<MigratedSql> {
  const server = process.env['DATABASE_URL'];
  const embedded = server
    ? null
    : await testWorker.startEmbeddedPostgres(undefined, { loadDataDir: await migratedSnapshot() });
  const client = new pg.Client({ connectionString: server ?? embedded?.url });
  await client.connect();
  return {
    rows: async <T>(text: string) => (await client.query(text)).rows as T[],
    close: async () => {
      await client.end();
      await embedded?.stop();
    },
  };
}
