import type { DataSource } from 'typeorm';

/** pg advisory lock key of the start-up migrations ("MIGR"): one process migrates at a time. */
export const MIGRATION_LOCK_KEY = 0x4d49_4752;

/**
 * Runs `work` (migrations, the bootstrap, the demo seed) while this process holds the session
 * advisory lock MIGRATION_LOCK_KEY on a connection of its own, waiting for it when another
 * process holds it: replicas that start at the same moment migrate one after the other, and the
 * later ones find nothing left to do. The embedded database serves a single process.
 */
export async function withMigrationLock<T>(
  dataSource: DataSource,
  embedded: boolean,
  work: () => Promise<T>,
): Promise<T> {
  if (embedded) return work();
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    await runner.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      return await work();
    } finally {
      await runner
        .query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY])
        .catch(() => undefined);
    }
  } finally {
    await runner.release();
  }
}
