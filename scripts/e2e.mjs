#!/usr/bin/env node
// `npm run e2e`: builds the API and both apps, then runs the Playwright journeys
// in the system Chromium (/usr/bin/chromium, or CHROMIUM_PATH).
import { existsSync } from 'node:fs';
import { bin, run } from './lib.mjs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(
    `Chromium not found at ${chromium}. Install it with: apt-get install -y chromium (or set CHROMIUM_PATH).`,
  );
  process.exit(1);
}
try {
  await run(bin('nx'), [
    'run-many',
    '-t',
    'build',
    '-p',
    'shared',
    'api',
    'portal-web',
    'admin-web',
    '--outputStyle=static',
  ]);
  await run(bin('playwright'), [
    'test',
    '-c',
    'e2e/playwright.config.ts',
    ...process.argv.slice(2),
  ]);
} catch (err) {
  console.error(err.message);
  process.exit(1);
}
