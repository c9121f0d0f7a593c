#!/usr/bin/env node
// Lighthouse (mobile preset: simulated slow 4G and 4x CPU slowdown) on the built portal and the
// back office's gate screens, served like production: the built API on a fresh embedded database
// with the demo data, nginx with the repo's template (gzip). Each page runs several times in a fresh system Chromium; the table shows
// the median of each figure, since a shared machine is noisy. Run after `npm run build`:
//   npm exec --no -- node bench/lighthouse.mjs              (the pages below, 3 runs each)
//   npm exec --no -- node bench/lighthouse.mjs --runs 5 / /convenios   (chosen pages)
//   LIGHTHOUSE_REPORTS=dist/lighthouse npm exec --no -- node bench/lighthouse.mjs   (keeps the JSON reports)
//   npm exec --no -- node bench/lighthouse.mjs --admin   (the back office's gate screens, signed in)
// A path under /admin/ is a back office screen: before each run the demo staff member signs in
// (Playwright over the DevTools protocol, in the same Chromium), the HTTP cache is emptied, and
// Lighthouse keeps the browser's storage (`disableStorageReset`): the session that redux-persist
// saved in localStorage, nothing else warm.
// Needs nginx (apt-get install -y nginx-light) and Chromium (/usr/bin/chromium or CHROMIUM_PATH).
// Goals (DESIGN.md): performance >= 90, accessibility 100, LCP <= 2.5 s, TBT <= 200 ms, CLS <= 0.1.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { port, root } from '../scripts/lib.mjs';
import { startBuiltStack } from './lib/built-stack.mjs';

// The four (issue 29) and the two with the most JavaScript (news, covenants).
const PAGES = ['/', '/eventos', '/espacos', '/associado', '/noticias/todos', '/convenios'];
/** The back office's gate screens (issue 29: performance >= 90 signed in, on a phone). */
const ADMIN_PAGES = ['/admin/validacao-acesso', '/admin/validacao-acesso-eventos'];
/** The seeded staff member holding every permission (demo seed; e2e/tests/admin-session.ts). */
const DEMO_ADMIN = { cpf: '52998224725', password: 'clube-admin-1' };

const { values, positionals } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    admin: { type: 'boolean', default: false },
  },
  allowPositionals: true,
});
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) {
  console.error('--runs must be a whole number of at least 1');
  process.exit(2);
}
const pages = positionals.length ? positionals : values.admin ? ADMIN_PAGES : PAGES;
const isAdmin = (path) => path.startsWith('/admin/');
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromePath)) {
  console.error(`Chromium not found at ${chromePath}: apt-get install -y chromium`);
  process.exit(1);
}
const reportsDir = process.env.LIGHTHOUSE_REPORTS
  ? join(root, process.env.LIGHTHOUSE_REPORTS)
  : null;
if (reportsDir) mkdirSync(reportsDir, { recursive: true });

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const median = (list) => {
  const sorted = [...list].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

/**
 * Signs the demo staff member in at `adminOrigin` in the Chromium listening on `port`, then
 * empties its HTTP cache: the session stays in localStorage, the scripts are fetched afresh.
 */
async function signInStaff(port, adminOrigin) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const [context] = browser.contexts();
    const page = await context.newPage();
    await page.goto(`${adminOrigin}/admin/`);
    await page.getByLabel('CPF').pressSequentially(DEMO_ADMIN.cpf);
    await page.getByLabel('Senha', { exact: true }).fill(DEMO_ADMIN.password);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.getByRole('banner').waitFor({ timeout: 30_000 });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await page.close();
  } finally {
    await browser.close();
  }
}

/**
 * One Lighthouse run in a fresh Chromium; the figures of its report. `adminOrigin`: a back
 * office screen, opened signed in (signInStaff, and the storage kept).
 */
async function audit(url, adminOrigin) {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
  try {
    if (adminOrigin) await signInStaff(chrome.port, adminOrigin);
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
      ...(adminOrigin ? { disableStorageReset: true } : {}),
    });
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
    const score = (id) => Math.round((lhr.categories[id]?.score ?? NaN) * 100);
    const numeric = (id) => lhr.audits[id]?.numericValue ?? NaN;
    return {
      lhr,
      report: result.report,
      scores: Object.fromEntries(CATEGORIES.map((id) => [id, score(id)])),
      lcp: numeric('largest-contentful-paint'),
      tbt: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
      fcp: numeric('first-contentful-paint'),
      benchmarkIndex: lhr.environment?.benchmarkIndex ?? NaN,
    };
  } finally {
    await chrome.kill();
  }
}

const stack = await startBuiltStack({
  apiPort: port('BENCH_API_PORT', 3400),
  portalPort: port('BENCH_PORTAL_PORT', 8190),
  ...(pages.some(isAdmin) ? { adminPort: port('BENCH_ADMIN_PORT', 8193) } : {}),
});
const rows = [];
let failed = false;
try {
  console.log(
    `Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, mobile preset, ${runs} run(s) per page, ${availableParallelism()} cores; load average at start ${load()}`,
  );
  for (const path of pages) {
    const adminOrigin = isAdmin(path) ? stack.adminOrigin : undefined;
    const url = `${adminOrigin ?? stack.portalOrigin}${path}`;
    const results = [];
    for (let i = 1; i <= runs; i += 1) {
      const result = await audit(url, adminOrigin);
      results.push(result);
      console.log(
        `  ${path} run ${i}: performance ${result.scores.performance}, LCP ${Math.round(result.lcp)} ms, TBT ${Math.round(result.tbt)} ms, CLS ${result.cls.toFixed(3)} (benchmark index ${Math.round(result.benchmarkIndex)}, load ${load()})`,
      );
      if (reportsDir) {
        const name = `${path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'landing'}-${i}.json`;
        writeFileSync(join(reportsDir, name), result.report);
      }
    }
    const pick = (fn) => median(results.map(fn));
    rows.push({
      path,
      scores: Object.fromEntries(CATEGORIES.map((id) => [id, pick((r) => r.scores[id])])),
      performanceRange: [
        Math.min(...results.map((r) => r.scores.performance)),
        Math.max(...results.map((r) => r.scores.performance)),
      ],
      lcp: pick((r) => r.lcp),
      tbt: pick((r) => r.tbt),
      cls: pick((r) => r.cls),
      fcp: pick((r) => r.fcp),
    });
  }
} catch (err) {
  console.error(err);
  failed = true;
} finally {
  await stack.stop();
}

const goal = (ok) => (ok ? '' : ' ✗');
console.log(`\nMedian of ${runs} run(s) per page; load average at the end ${load()}`);
console.log(
  '| page | performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS |',
);
console.log('|---|---|---|---|---|---|---|---|---|');
for (const r of rows) {
  const { performance, accessibility } = r.scores;
  const range =
    r.performanceRange[0] === r.performanceRange[1]
      ? ''
      : ` (${r.performanceRange[0]}–${r.performanceRange[1]})`;
  console.log(
    `| ${r.path} | ${performance}${range}${goal(performance >= 90)} | ${accessibility}${goal(accessibility === 100)} | ${r.scores['best-practices']} | ${r.scores.seo} | ${(r.fcp / 1000).toFixed(1)} s | ${(r.lcp / 1000).toFixed(1)} s${goal(r.lcp <= 2500)} | ${Math.round(r.tbt)} ms${goal(r.tbt <= 200)} | ${r.cls.toFixed(3)}${goal(r.cls <= 0.1)} |`,
  );
}
console.log(
  'Goals: performance >= 90, accessibility 100, LCP <= 2.5 s, TBT <= 200 ms, CLS <= 0.1 (✗ = missed).',
);
if (failed) process.exitCode = 1;
