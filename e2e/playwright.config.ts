import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';

/**
 * Journeys in the system Chromium against the built apps and the built API on a
 * fresh embedded database with the demo data. `npm run e2e` builds first.
 */
const apiPort = Number(process.env['E2E_API_PORT'] ?? 3100);
const portalPort = Number(process.env['E2E_PORTAL_PORT'] ?? 4210);
const adminPort = Number(process.env['E2E_ADMIN_PORT'] ?? 4310);
const dataDir = process.env['E2E_DATA_DIR'] ?? mkdtempSync(join(tmpdir(), 'clube-e2e-'));
process.env['E2E_DATA_DIR'] = dataDir; // the config is loaded again in each worker: keep one directory
const root = fileURLToPath(new URL('..', import.meta.url));
const api = `http://localhost:${apiPort}`;

// The journeys read these to reach the three servers.
process.env['E2E_API_URL'] = api;
process.env['E2E_ADMIN_URL'] = `http://localhost:${adminPort}/admin/`;

export default defineConfig({
  testDir: './tests',
  outputDir: '../dist/e2e/test-results',
  fullyParallel: false,
  workers: 1,
  retries: process.env['CI'] ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  forbidOnly: Boolean(process.env['CI']),
  reporter: [['list'], ['html', { outputFolder: '../dist/e2e/report', open: 'never' }]],
  use: {
    baseURL: `http://localhost:${portalPort}`,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
            '--disable-quic',
          ],
        },
      },
    },
  ],
  webServer: [
    {
      name: 'api',
      command: 'node dist/api/main.js',
      cwd: root,
      url: `${api}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        NODE_ENV: 'development',
        PORT: String(apiPort),
        DATA_DIR: dataDir,
        SEED_DEMO: 'true',
        LOG_LEVEL: 'warn',
        PORTAL_ORIGIN: `http://localhost:${portalPort}`,
        ADMIN_ORIGIN: `http://localhost:${adminPort}`,
      },
    },
    {
      name: 'portal',
      command: `node_modules/.bin/vite preview --config portal-web/vite.config.ts`,
      cwd: root,
      url: `http://localhost:${portalPort}/`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { PORTAL_PORT: String(portalPort), API_PROXY_TARGET: api },
    },
    {
      name: 'admin',
      command: `node_modules/.bin/vite preview --config admin-web/vite.config.ts`,
      cwd: root,
      url: `http://localhost:${adminPort}/admin/`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { ADMIN_PORT: String(adminPort), API_PROXY_TARGET: api },
    },
  ],
});
