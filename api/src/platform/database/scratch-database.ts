import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { DatabaseRuntime } from './database-runtime.js';
import { type EmbeddedPostgresOptions, startEmbeddedPostgres } from './embedded-postgres.js';

/**
 * A fresh, throw-away database: a new database on the server named by `serverUrl` (dropped on
 * stop; empty, or a copy of `options.template`), or an in-memory PGlite when none is given
 * (empty, or started from `options.loadDataDir`).
 * Used by tests (one per test file) and by the migration/OpenAPI checks.
 */
export interface ScratchDatabaseOptions extends EmbeddedPostgresOptions {
  /** On a server: copy this template database (`CREATE DATABASE … TEMPLATE`) instead of an empty one. */
  template?: string;
  /**
   * Starts the embedded database (by default `startEmbeddedPostgres`). The API's tests pass the
   * one their Jest worker loaded once (src/test/test-worker.ts).
   */
  startEmbedded?: typeof startEmbeddedPostgres;
}

export async function createScratchDatabase(
  serverUrl: string | undefined,
  options: ScratchDatabaseOptions = {},
): Promise<DatabaseRuntime> {
  if (!serverUrl) {
    const { startEmbedded = startEmbeddedPostgres, ...embeddedOptions } = options;
    const embedded = await startEmbedded(undefined, { sharedBuffers: '16MB', ...embeddedOptions });
    return { url: embedded.url, embedded: true, stop: () => embedded.stop() };
  }
  const name = `clube_scratch_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(
      `CREATE DATABASE "${name}"${options.template ? ` TEMPLATE "${options.template}"` : ''}`,
    );
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    embedded: false,
    async stop() {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      try {
        await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await c.end();
      }
    },
  };
}
