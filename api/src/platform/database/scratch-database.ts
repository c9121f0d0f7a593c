import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { DatabaseRuntime } from './database-runtime.js';
import { type EmbeddedPostgresOptions, startEmbeddedPostgres } from './embedded-postgres.js';

/**
 * A fresh, throw-away database: a new database on the server named by `serverUrl` (dropped on
 * stop; empty, or a copy of `options.template`), or an empty in-memory PGlite when none is
 * given.
 * Used by tests (one per test file) and by the migration/OpenAPI checks.
 */
/**
 * How a throw-away embedded database starts: it holds a few megabytes, so a 16 MB buffer pool
 * (PGlite's default: 128 MB) starts faster and leaves the test workers' memory alone.
 */
export const SCRATCH_EMBEDDED_OPTIONS: EmbeddedPostgresOptions = { sharedBuffers: '16MB' };

export interface ScratchDatabaseOptions extends EmbeddedPostgresOptions {
  /** On a server: copy this template database (`CREATE DATABASE … TEMPLATE`) instead of an empty one. */
  template?: string;
}

export async function createScratchDatabase(
  serverUrl: string | undefined,
  options: ScratchDatabaseOptions = {},
): Promise<DatabaseRuntime> {
  if (!serverUrl) {
    const embedded = await startEmbeddedPostgres(undefined, {
      ...SCRATCH_EMBEDDED_OPTIONS,
      ...options,
    });
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
