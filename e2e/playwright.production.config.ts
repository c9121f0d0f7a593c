import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * The smoke journeys of the production topology. The servers (nginx, the built API on
 * PostgreSQL) are started by scripts/production-smoke.mjs, not by Playwright.
 */
export default defineConfig({
  ...base,
  testDir: './production',
  outputDir: '../dist/e2e-production/test-results',
  reporter: [['list']],
  webServer: undefined,
  retries: 0,
});
