import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

/**
 * PostgreSQL compiled to WASM (PGlite), served on a loopback TCP port so that the
 * ordinary `pg` driver, TypeORM and the same migrations run unchanged. All
 * connections share ONE session: the pool must hold a single connection.
 */
export interface EmbeddedPostgres {
  url: string;
  dataDir: string | undefined;
  stop(): Promise<void>;
}

export interface EmbeddedPostgresOptions {
  /**
   * PostgreSQL's `shared_buffers` (PGlite's default: 128MB). A throw-away database holds a few
   * megabytes: a smaller pool starts faster and leaves the test workers' memory alone.
   */
  sharedBuffers?: string;
}

export async function startEmbeddedPostgres(
  dataDir: string | undefined,
  options: EmbeddedPostgresOptions = {},
): Promise<EmbeddedPostgres> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const db = await PGlite.create({
    dataDir: dataDir ? join(dataDir) : undefined,
    extensions: { btree_gist, pg_trgm, unaccent },
    ...(options.sharedBuffers
      ? {
          startParams: [
            ...PGlite.defaultStartParams,
            '-c',
            `shared_buffers=${options.sharedBuffers}`,
          ],
        }
      : {}),
  });
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0 });
  await server.start();
  const address = server.getServerConn();
  const port = Number(String(address).split(':').pop());
  if (!Number.isInteger(port) || port <= 0) {
    throw new Error(`PGlite socket server reported an unexpected address: ${address}`);
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    dataDir,
    async stop() {
      await server.stop();
      await db.close();
    },
  };
}
