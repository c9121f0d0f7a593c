import { existsSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { createApp, type RunningApp } from '../../app.factory.js';
import { STORAGE_DRIVER, type StorageDriver } from '../../platform/storage/storage.driver.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { StoredFile } from './entities/stored-file.entity.js';
import { variantKey } from './file-keys.js';
import { FilesService } from './files.service.js';
import { StorageJournal, SWEEP_LOCK_KEY } from './storage-journal.service.js';

const photo = (color: string) =>
  sharp({ create: { width: 1400, height: 700, channels: 3, background: color } })
    .jpeg()
    .toBuffer();

const JPEG_KEY = /^[0-9a-f-]{36}\.jpg$/;

/**
 * Crash safety of stored files: bytes and `file` rows stay in step whatever stops a write
 * (a failure, or the process killed between the bytes and the commit), thanks to the
 * storage journal and its sweep at start. bench/crash.mjs checks the same with SIGKILL.
 */
describe('storage journal', () => {
  let t: TestApp;
  /** The same API started again on the same database and files (see the last tests). */
  let restarted: RunningApp | undefined;
  let uploads: string;
  let storage: StorageDriver;
  let files: FilesService;

  const onDisk = (): string[] =>
    existsSync(uploads)
      ? readdirSync(uploads, { recursive: true })
          .map(String)
          .filter((p) => p.includes('.'))
          .map((p) => p.split('/').pop() ?? p)
      : [];
  const journal = async (app: RunningApp = t): Promise<string[]> =>
    (
      (await app.dataSource.query('SELECT file_key FROM storage_journal ORDER BY id')) as {
        file_key: string;
      }[]
    ).map((r) => r.file_key);
  const fileRows = async (app: RunningApp = t) =>
    (await app.dataSource.getRepository(StoredFile).find()).map((f) => f.fileName);
  /** Bytes (and a width variant, and a temporary file) as a put killed before its commit leaves them. */
  const interruptedPut = async (key: string) => {
    await storage.put(key, await photo('#a33'), 'image/jpeg');
    await storage.put(variantKey(key, 640), await photo('#a33'), 'image/jpeg');
    writeFileSync(join(uploads, key.slice(0, 2), `${key}.0badc0ffee00.tmp`), 'half');
  };

  beforeAll(async () => {
    t = await createTestApp();
    uploads = join(t.config.dataDir, 'uploads');
    storage = t.app.get<StorageDriver>(STORAGE_DRIVER);
    files = t.app.get(FilesService);
  });
  afterAll(async () => {
    if (!restarted) return t?.close();
    await restarted.close();
    rmSync(t.config.dataDir, { recursive: true, force: true });
  });

  it('a committed upload leaves its bytes, its row and no journal entry', async () => {
    const stored = await files.store(
      { buffer: await photo('#3a7'), originalname: 'a.jpg' },
      'image',
    );
    expect(stored.fileName).toMatch(JPEG_KEY);
    expect(onDisk()).toContain(stored.fileName);
    expect(await fileRows()).toContain(stored.fileName);
    expect(await journal()).toEqual([]);
  });

  it('a save that fails leaves no bytes, no row and no journal entry', async () => {
    const before = { disk: onDisk(), rows: await fileRows() };
    await expect(
      files.transaction(async (_tx, unit) => {
        await unit.store({ buffer: await photo('#37a'), originalname: 'b.jpg' }, 'image', 'image');
        await unit.store({ buffer: await photo('#7a3'), originalname: 'c.jpg' }, 'image', 'image');
        throw new Error('the news row could not be written');
      }),
    ).rejects.toThrow('the news row could not be written');

    // The bytes were put, then the save failed after them: nothing of them stays.
    const realPut = storage.put.bind(storage);
    const put = jest.spyOn(storage, 'put').mockImplementationOnce(async (key, body, type) => {
      await realPut(key, body, type);
      throw new Error('disk full');
    });
    await expect(
      files.store({ buffer: await photo('#777'), originalname: 'd.jpg' }, 'image'),
    ).rejects.toThrow('disk full');
    put.mockRestore();

    expect(onDisk().sort()).toEqual(before.disk.sort());
    expect((await fileRows()).sort()).toEqual(before.rows.sort());
    expect(await journal()).toEqual([]);
  });

  it('bytes a deletion could not remove stay journalled until they are gone', async () => {
    const stored = await files.store(
      { buffer: await photo('#a7a'), originalname: 'e.jpg' },
      'image',
    );
    const del = jest.spyOn(storage, 'delete').mockRejectedValue(new Error('storage unreachable'));
    await files.remove(stored.id);
    del.mockRestore();
    expect(await fileRows()).not.toContain(stored.fileName);
    expect(onDisk()).toContain(stored.fileName);
    expect(await journal()).toEqual([stored.fileName]);

    await t.app.get(StorageJournal).sweep();
    expect(onDisk()).not.toContain(stored.fileName);
    expect(await journal()).toEqual([]);
  });

  (process.env['DATABASE_URL'] ? it : it.skip)(
    'the sweep spares an upload in progress in another process (its entry is locked)',
    async () => {
      // Another replica between put and commit: entry committed, claimed by its open transaction.
      const key = '00000000-0000-4000-8000-0000000000aa.jpg';
      const sweeper = t.app.get(StorageJournal);
      const entry = await sweeper.begin(key);
      const other = t.dataSource.createQueryRunner();
      await other.connect();
      await other.startTransaction();
      try {
        await sweeper.claim(other.manager, entry);
        await interruptedPut(key);
        await sweeper.sweep();
        expect(onDisk()).toContain(key);
      } finally {
        await other.rollbackTransaction(); // that process dies: its entry is back, unlocked
        await other.release();
      }
      expect(await journal()).toEqual([key]);
      await sweeper.sweep();
      expect(onDisk().filter((f) => f.startsWith(key.slice(0, 36)))).toEqual([]);
      expect(await journal()).toEqual([]);
    },
  );

  (process.env['DATABASE_URL'] ? it : it.skip)(
    'one replica sweeps at a time: none while another holds the sweep lock',
    async () => {
      const key = '0b000000-0000-4000-8000-000000000002.jpg';
      const sweeper = t.app.get(StorageJournal);
      await interruptedPut(key);
      await t.dataSource.query('INSERT INTO storage_journal (file_key) VALUES ($1)', [key]);
      const other = t.dataSource.createQueryRunner(); // another replica, sweeping
      await other.connect();
      try {
        await other.query('SELECT pg_advisory_lock($1)', [SWEEP_LOCK_KEY]);
        expect(await sweeper.sweep()).toBe(0);
        expect(onDisk()).toContain(key);
        expect(await journal()).toEqual([key]);
      } finally {
        await other.query('SELECT pg_advisory_unlock($1)', [SWEEP_LOCK_KEY]);
        await other.release();
      }
      expect(await sweeper.sweep()).toBe(1);
      expect(onDisk().filter((f) => f.startsWith(key.slice(0, 36)))).toEqual([]);
      expect(await journal()).toEqual([]);
    },
  );

  it('the sweep at start settles what a crash left, and touches nothing else', async () => {
    // 1. Killed between the bytes and the commit of their row.
    const orphan = '0a000000-0000-4000-8000-000000000001.jpg';
    await interruptedPut(orphan);
    // 2. Killed between the commit of a deletion and the removal of the bytes.
    const deleted = await files.store(
      { buffer: await photo('#aa3'), originalname: 'f.jpg' },
      'image',
    );
    const del = jest.spyOn(storage, 'delete').mockRejectedValue(new Error('killed'));
    await files.remove(deleted.id);
    del.mockRestore();
    // 3. Files whose rows committed: one with a width variant made an hour ago by a process
    //    that died before it closed its entry, one whose variant is being made right now.
    const kept = await files.store({ buffer: await photo('#3aa'), originalname: 'g.jpg' }, 'image');
    const busy = await files.store({ buffer: await photo('#a3a'), originalname: 'h.jpg' }, 'image');
    for (const f of [kept, busy]) {
      await storage.put(variantKey(f.fileName, 640), await photo('#000'), 'image/jpeg');
    }
    await t.dataSource.query(
      `INSERT INTO storage_journal (file_key, created_at) VALUES ($1, now() - interval '1 hour'), ($2, now()), ($3, now())`,
      [kept.fileName, busy.fileName, orphan],
    );
    const rowsBefore = await fileRows();

    await t.app.close();
    restarted = await createApp(t.config, { db: t.db, seed: false });
    await restarted.app.init();

    const left = onDisk();
    expect(left.filter((f) => f.startsWith(orphan.slice(0, 36)))).toEqual([]);
    expect(left.filter((f) => f.startsWith(deleted.fileName.slice(0, 36)))).toEqual([]);
    expect(left.filter((f) => f.endsWith('.tmp'))).toEqual([]);
    expect(left).toContain(kept.fileName);
    expect(left).not.toContain(variantKey(kept.fileName, 640)); // a cache: made again on demand
    expect(left).toContain(busy.fileName);
    expect(left).toContain(variantKey(busy.fileName, 640));
    expect(await journal(restarted)).toEqual([busy.fileName]);
    expect((await fileRows(restarted)).sort()).toEqual(rowsBefore.sort());
    const res = await fetchFile(restarted, kept.fileName);
    expect(res).toBe(200);
  });
});

async function fetchFile(app: RunningApp, fileName: string): Promise<number> {
  const { default: request } = await import('supertest');
  return (await request(app.app.getHttpServer()).get(`/api/files/${fileName}`)).status;
}
