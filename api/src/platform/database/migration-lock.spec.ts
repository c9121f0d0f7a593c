import { describe, expect, it } from '@jest/globals';
import { MIGRATIONS } from '../../migrations/index.js';
import { createDataSource } from './data-source.js';
import { withMigrationLock } from './migration-lock.js';
import { createScratchDatabase } from './scratch-database.js';

// Advisory locks need real sessions: the embedded database is one shared session.
(process.env['DATABASE_URL'] ? describe : describe.skip)(
  'migrations when two replicas start at the same moment (PostgreSQL)',
  () => {
    it('two sessions migrating an empty database at once both succeed, with one set of migrations', async () => {
      const db = await createScratchDatabase(process.env['DATABASE_URL']);
      // Two pools, as two API processes have: the lock is what keeps them apart.
      const replicas = [createDataSource(db), createDataSource(db)];
      try {
        await Promise.all(replicas.map((ds) => ds.initialize()));
        const results = await Promise.allSettled(
          replicas.map((ds) =>
            withMigrationLock(ds, false, () => ds.runMigrations({ transaction: 'each' })),
          ),
        );
        expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled']);
        const applied = results.map((r) => (r.status === 'fulfilled' ? r.value.length : -1));
        // One replica applied every migration; the other found none left.
        expect([...applied].sort((a, b) => a - b)).toEqual([0, MIGRATIONS.length]);
        const rows: { name: string; times: string }[] = await replicas[0].query(
          'SELECT name, count(*) AS times FROM migrations GROUP BY name',
        );
        expect(rows).toHaveLength(MIGRATIONS.length);
        expect(rows.every((r) => Number(r.times) === 1)).toBe(true);
        expect(await replicas[1].showMigrations()).toBe(false);
      } finally {
        await Promise.all(replicas.map((ds) => (ds.isInitialized ? ds.destroy() : undefined)));
        await db.stop();
      }
    }, 120_000);
  },
);
