import pg from 'pg';
import type { DatabaseRuntime } from '../platform/database/database-runtime.js';
import { createScratchDatabase } from '../platform/database/scratch-database.js';
import {
  migratedEmbeddedDatabase,
  seededEmbeddedDatabase,
  type SeededDatabase,
} from './pglite-snapshot.js';
import { migratedTemplate, seededTemplate } from './server-template.js';

/**
 * A throw-away database on which every migration has run: a copy of the run's migrated template
 * on the server of `serverUrl`, or an embedded one from the run's snapshot when none is given.
 */
export async function migratedScratchDatabase(
  serverUrl: string | undefined,
): Promise<DatabaseRuntime> {
  return serverUrl
    ? createScratchDatabase(serverUrl, { template: await migratedTemplate(serverUrl) })
    : migratedEmbeddedDatabase();
}

/**
 * A throw-away database on which every migration and `seed` have run, with the directory of the
 * files `seed` stored: a copy of the run's seeded template on the server of `serverUrl`, or an
 * embedded one from the run's seeded snapshot when none is given. `seed` runs once per run, given
 * a migrated database and the DATA_DIR to use. Undefined on a server without the global set-up.
 */
export async function seededScratchDatabase(
  serverUrl: string | undefined,
  seed: (db: DatabaseRuntime, dataDir: string) => Promise<void>,
): Promise<SeededDatabase | undefined> {
  if (!serverUrl) return seededEmbeddedDatabase(seed);
  const seeded = await seededTemplate(serverUrl, seed);
  if (!seeded) return undefined;
  return {
    db: await createScratchDatabase(serverUrl, { template: seeded.template }),
    files: seeded.files,
  };
}

/** Runs SQL on the test server (DATABASE_URL) or, without one, on an embedded migrated database. */
export interface MigratedSql {
  rows<T>(text: string): Promise<T[]>;
  close(): Promise<void>;
}

export async function openMigratedSql(): Promise<MigratedSql> {
  const server = process.env['DATABASE_URL'];
  const embedded = server ? null : await migratedEmbeddedDatabase();
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
