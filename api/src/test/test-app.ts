import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Server } from 'node:http';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent.js';
import { createApp, type RunningApp } from '../app.factory.js';
import { AccessTokensService } from '../platform/auth/access-tokens.service.js';
import { type AppConfig, loadConfig } from '../platform/config/app-config.js';
import { createScratchDatabase } from '../platform/database/scratch-database.js';

export interface TestApp extends RunningApp {
  config: AppConfig;
  http: TestAgent;
  server: Server;
  /** A staff access token signed like the real sign-in, holding these permissions. */
  staffToken(permissions: string[], userId?: string): Promise<string>;
  memberToken(associateId?: string): Promise<string>;
}

/**
 * The real API on a fresh, empty database of its own: a new database on the
 * PostgreSQL server when DATABASE_URL is set, otherwise an in-memory PGlite.
 * Files and mail go to a temporary DATA_DIR removed on close.
 */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'clube-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_STAFF_SECRET: randomBytes(32).toString('hex'),
    JWT_MEMBER_SECRET: randomBytes(32).toString('hex'),
    ...env,
  });
  const db = await createScratchDatabase(process.env['DATABASE_URL']);
  const running = await createApp(config, { db, seed: env['SEED_DEMO'] === 'true' });
  await running.app.init();
  const server = running.app.getHttpServer() as Server;
  const tokens = running.app.get(AccessTokensService);
  return {
    ...running,
    config,
    server,
    http: request(server),
    staffToken: (permissions, userId = '00000000-0000-4000-8000-000000000001') =>
      tokens.signStaff(userId, permissions),
    memberToken: (associateId = '00000000-0000-4000-8000-000000000002') =>
      tokens.signMember(associateId),
    close: async () => {
      await running.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
