import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Server } from 'node:http';
import { promisify } from 'node:util';
import request from 'supertest';
import { type DataSource, In } from 'typeorm';
import { Associate } from '../modules/associates/entities/associate.entity.js';
import { Permission } from '../modules/users/entities/permission.entity.js';
import { User, UserStatus } from '../modules/users/entities/user.entity.js';
import { hashPassword } from '../platform/auth/passwords.js';
import type TestAgent from 'supertest/lib/agent.js';
import { createApp, type RunningApp } from '../app.factory.js';
import type { Realm } from '../platform/auth/auth.decorators.js';
import { SessionsService } from '../modules/auth/sessions.service.js';
import { type AppConfig, loadConfig } from '../platform/config/app-config.js';
import { createScratchDatabase } from '../platform/database/scratch-database.js';
import type { DatabaseRuntime } from '../platform/database/database-runtime.js';
import { migratedScratchDatabase, seededScratchDatabase } from './migrated-database.js';

export interface TestApp extends RunningApp {
  config: AppConfig;
  http: TestAgent;
  server: Server;
  /** An active staff account holding exactly these permissions, and an access token for it. */
  staffToken(permissions: string[]): Promise<string>;
  createStaff(permissions: string[], fields?: Partial<User>): Promise<User>;
  /** An active associate (first access done) whose password is TEST_PASSWORD. */
  createMember(fields?: Partial<Associate>): Promise<Associate>;
  /** An active associate (first access done) and an access token for them. */
  memberToken(): Promise<string>;
  /** An access token of an existing account, in a new sign-in session (as a login gives). */
  tokenFor(realm: Realm, id: string): Promise<string>;
}

let counter = 0;
/** A valid CPF for the n-th test account (check digits computed). */
export function cpfFor(n: number): string {
  const base = String(100_000_000 + n * 7919).slice(-9);
  const digit = (s: string) => {
    const sum = [...s].reduce((acc, c, i) => acc + Number(c) * (s.length + 1 - i), 0);
    const r = (sum * 10) % 11;
    return r === 10 ? 0 : r;
  };
  const d1 = digit(base);
  return `${base}${d1}${digit(base + d1)}`;
}

/** argon2id of TEST_PASSWORD, computed once. */
let TEST_PASSWORD_HASH: string;
export const TEST_PASSWORD = 'senha-teste-1';

export async function createStaff(
  ds: DataSource,
  permissions: string[],
  fields: Partial<User> = {},
): Promise<User> {
  TEST_PASSWORD_HASH ??= await hashPassword(TEST_PASSWORD);
  const n = ++counter;
  const repo = ds.getRepository(User);
  const { permissions: given, ...rest } = fields;
  const user = repo.create({
    name: `Equipe ${n}`,
    surname: 'Teste',
    email: `equipe${n}-${Date.now()}@teste.test`,
    cpf: cpfFor(n + 5000),
    passwordHash: TEST_PASSWORD_HASH,
    status: UserStatus.Active,
    admin: false,
    ...rest,
  });
  // Set after create(), which compares every pair of the related entities it is given (30 ms
  // for a staff holding every permission).
  user.permissions =
    given ??
    (permissions.length
      ? await ds.getRepository(Permission).findBy({ description: In(permissions) })
      : []);
  return repo.save(user);
}

export interface TestAppOptions {
  /**
   * Start the database empty, so the app itself runs every migration (by default it starts from
   * the run's migrated copy: pglite-snapshot.ts, or server-template.ts on a server).
   */
  emptyDatabase?: boolean;
}

export async function createMember(
  ds: DataSource,
  fields: Partial<Associate> = {},
): Promise<Associate> {
  TEST_PASSWORD_HASH ??= await hashPassword(TEST_PASSWORD);
  const repo = ds.getRepository(Associate);
  const n = ++counter;
  return repo.save(
    repo.create({
      name: `Sócio ${n}`,
      email: `socio${n}-${Date.now()}@teste.test`,
      cpf: cpfFor(n),
      isFirstAccess: false,
      passwordHash: TEST_PASSWORD_HASH,
      ...fields,
    }),
  );
}

/** A test app's configuration: `env` over the test defaults, files under `dataDir`. */
function testConfig(dataDir: string, env: Record<string, string> = {}): AppConfig {
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_STAFF_SECRET: randomBytes(32).toString('hex'),
    JWT_MEMBER_SECRET: randomBytes(32).toString('hex'),
    ...env,
  });
}

/**
 * An app with the demo seed starts from a copy of the run's seeded database (the embedded
 * snapshot's, or the server's template) and of the files the seed stored (pictures, cards: drawn
 * by sharp, seconds a boot), made once per run by an app booted with the test defaults; its own
 * boot then runs the seed again, which finds everything there (the seed inserts only what is
 * missing). Undefined where the seed runs at each boot instead: S3 storage, or a server without
 * the global set-up.
 */
async function seededDatabase(
  serverUrl: string | undefined,
  config: AppConfig,
): Promise<DatabaseRuntime | undefined> {
  if (config.storage.driver !== 'local') return undefined;
  const seeded = await seededScratchDatabase(serverUrl, async (db, dataDir) => {
    const running = await createApp(testConfig(dataDir), { db, seed: true });
    await running.close();
  });
  if (!seeded) return undefined;
  await promisify(execFile)('cp', ['-a', `${seeded.files}/.`, config.dataDir]);
  return seeded.db;
}

/**
 * The real API, listening on a loopback port, on a migrated (and with SEED_DEMO, seeded)
 * database of its own: a new database on the PostgreSQL server when DATABASE_URL is set,
 * otherwise an embedded PGlite. Files and mail go to a temporary DATA_DIR removed on close.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'clube-test-'));
  const config = testConfig(dataDir, env);
  const serverUrl = process.env['DATABASE_URL'];
  const seed = env['SEED_DEMO'] === 'true';
  const db = options.emptyDatabase
    ? await createScratchDatabase(serverUrl)
    : ((seed ? await seededDatabase(serverUrl, config) : undefined) ??
      (await migratedScratchDatabase(serverUrl)));
  const running = await createApp(config, { db, seed });
  // Listening once, on loopback: given a server that is not, supertest would open a listening
  // socket of its own for every request.
  await running.app.listen(0, '127.0.0.1');
  const server = running.app.getHttpServer() as Server;
  const sessions = running.app.get(SessionsService);
  const tokenFor = async (realm: Realm, id: string) =>
    (await sessions.start(realm, id, false)).accessToken;
  return {
    ...running,
    config,
    server,
    http: request(server),
    createStaff: (permissions, fields) => createStaff(running.dataSource, permissions, fields),
    staffToken: async (permissions) =>
      tokenFor('staff', (await createStaff(running.dataSource, permissions)).id),
    createMember: (fields) => createMember(running.dataSource, fields),
    memberToken: async () => tokenFor('member', (await createMember(running.dataSource)).id),
    tokenFor,
    close: async () => {
      await running.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
