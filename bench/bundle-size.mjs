#!/usr/bin/env node
// What a visitor's browser downloads before each public page is usable: the page is opened in
// Chromium (fresh cache) on the built apps served like production (nginx with the repo's
// templates, gzip; the built API on a fresh embedded database with the demo data), and every
// script and stylesheet it fetches until the page has rendered its content and the network is
// quiet is counted at its size on the wire (gzip), lazy route chunks included. Fails (exit 1)
// when a page goes over its JavaScript budget: a portal page, or a back office gate screen
// (measured signed in as the demo staff member, until 'Ler QR code' (the camera) can be pressed
// and the network is quiet, before anything is touched).
// Run after `npm run build`:
//   npm exec --no -- node bench/bundle-size.mjs   (the Node 24 of node_modules/.bin runs the API)
//   npm exec --no -- node bench/bundle-size.mjs --files   (also each page's files, largest first)
// Needs nginx (apt-get install -y nginx-light) and Chromium (/usr/bin/chromium or CHROMIUM_PATH).
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { port } from '../scripts/lib.mjs';
import { startBuiltStack } from './lib/built-stack.mjs';

const KB = 1024;
/**
 * Each public page of the portal loads at most 125 kB of JavaScript (gzip): issue 29 lowered
 * DESIGN.md's 150 kB so that the next feature has room (see docs/decisions.md).
 */
const PORTAL_JS_BUDGET = 125 * KB;
/** Issue 29: a back office gate screen loads at most 200 kB (gzip) before the camera is asked for. */
const GATE_JS_BUDGET = 200 * KB;

/**
 * The measured pages. Every portal page has the landing's budget; add each new public page
 * (spaces, events...) here as it lands. `path` may be a function of the demo data.
 */
const PAGES = [
  { app: 'portal', name: 'landing', path: '/' },
  { app: 'portal', name: 'news', path: '/noticias/todos' },
  {
    app: 'portal',
    name: 'news detail',
    path: async (api) => `/noticias/${(await getJson(`${api}/api/news/public`))[0].id}`,
  },
  { app: 'portal', name: 'spaces', path: '/espacos' },
  { app: 'portal', name: 'events', path: '/eventos' },
  { app: 'portal', name: 'covenants', path: '/convenios' },
  { app: 'portal', name: 'photo galleries', path: '/galeria-fotos' },
  { app: 'portal', name: 'video galleries', path: '/galeria-videos' },
  { app: 'portal', name: 'about', path: '/sobre' },
  { app: 'portal', name: 'search', path: '/search/piscina' },
  { app: 'portal', name: 'member login', path: '/associado' },
  { app: 'portal', name: 'password recovery', path: '/associado/recuperar-senha' },
  { app: 'portal', name: 'password reset', path: '/associado/validador/codigo-de-exemplo' },
  { app: 'portal', name: 'not found', path: '/pagina-que-nao-existe' },
  // The back office: the login is reported (no budget); the gate screens, used on a phone at
  // the gate, have GATE_JS_BUDGET, counted before the camera is asked for.
  { app: 'admin', name: 'back office login', path: '/admin/' },
  {
    app: 'admin',
    name: 'gate: reservations',
    path: '/admin/validacao-acesso',
    staff: true,
    ready: 'Ler QR code',
    budget: GATE_JS_BUDGET,
  },
  {
    app: 'admin',
    name: 'gate: events',
    path: '/admin/validacao-acesso-eventos',
    staff: true,
    ready: 'Ler QR code',
    budget: GATE_JS_BUDGET,
  },
].map((page) => ({ budget: page.app === 'portal' ? PORTAL_JS_BUDGET : null, ...page }));

/** The seeded staff member holding every permission (demo seed; e2e/tests/admin-session.ts). */
const DEMO_ADMIN = { cpf: '52998224725', password: 'clube-admin-1' };

const { values: options } = parseArgs({ options: { files: { type: 'boolean', default: false } } });

async function getJson(url) {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return res.json();
}

const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromePath)) {
  console.error(`Chromium not found at ${chromePath}: apt-get install -y chromium`);
  process.exit(1);
}

/** Resolves once no request has been in flight for `quietMs` (after the page's own checks). */
function networkQuiet(page, quietMs = 700, timeoutMs = 30_000) {
  return new Promise((resolve, reject) => {
    const inFlight = new Set();
    let timer = setTimeout(done, quietMs);
    const deadline = setTimeout(() => {
      cleanup();
      reject(new Error(`network never went quiet: ${[...inFlight].map((r) => r.url())}`));
    }, timeoutMs);
    function done() {
      cleanup();
      resolve();
    }
    function arm() {
      clearTimeout(timer);
      if (inFlight.size === 0) timer = setTimeout(done, quietMs);
    }
    const onRequest = (request) => {
      inFlight.add(request);
      arm();
    };
    const onEnd = (request) => {
      inFlight.delete(request);
      arm();
    };
    function cleanup() {
      clearTimeout(timer);
      clearTimeout(deadline);
      page.off('request', onRequest);
      page.off('requestfinished', onEnd);
      page.off('requestfailed', onEnd);
    }
    page.on('request', onRequest);
    page.on('requestfinished', onEnd);
    page.on('requestfailed', onEnd);
  });
}

const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  locale: 'pt-BR',
};

/** The browser storage (the saved session) of the demo staff member signed in at `adminOrigin`. */
async function staffStorage(browser, adminOrigin) {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    await page.goto(`${adminOrigin}/admin/`);
    await page.getByLabel('CPF').pressSequentially(DEMO_ADMIN.cpf);
    await page.getByLabel('Senha', { exact: true }).fill(DEMO_ADMIN.password);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.getByRole('banner').waitFor({ timeout: 30_000 });
    return await context.storageState();
  } finally {
    await context.close();
  }
}

/**
 * Opens `url` in a fresh context (fresh cache; `storageState`: a saved session); the scripts
 * and stylesheets it downloaded until usable: its heading shown and no placeholder left, or
 * (`ready`) the button of that name enabled to press.
 */
async function measure(browser, url, { storageState, ready } = {}) {
  const context = await browser.newContext({ ...PHONE, storageState });
  const page = await context.newPage();
  const files = [];
  const pending = [];
  const problems = [];
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  page.on('requestfinished', (request) => {
    const type = request.resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    pending.push(
      (async () => {
        const response = await request.response();
        const sizes = await request.sizes();
        const body = await response?.body().catch(() => null);
        files.push({
          url: request.url(),
          type,
          wire: sizes.responseBodySize,
          raw: body?.length ?? sizes.responseBodySize,
          encoding: (await response?.headerValue('content-encoding')) ?? '',
        });
      })(),
    );
  });
  try {
    const quiet = networkQuiet(page);
    await page.goto(url, { waitUntil: 'load' });
    // Usable: the page has its heading and no loading placeholder is left.
    if (ready) await page.getByRole('button', { name: ready }).waitFor({ timeout: 30_000 });
    await page.waitForFunction(
      () =>
        document.querySelector('main h1, main [role="heading"][aria-level="1"], h1') !== null &&
        document.querySelector('.skeleton, .page-loading, .ant-skeleton, .ant-spin') === null,
      undefined,
      { timeout: 30_000 },
    );
    await quiet;
    await networkQuiet(page); // what rendering the content asked for
    await Promise.all(pending);
  } finally {
    await context.close();
  }
  return { files, problems };
}

const kb = (n) => `${(n / KB).toFixed(1)} kB`;
const stack = await startBuiltStack({
  apiPort: port('BENCH_API_PORT', 3410),
  portalPort: port('BENCH_PORTAL_PORT', 8191),
  adminPort: port('BENCH_ADMIN_PORT', 8192),
});
const browser = await chromium.launch({
  executablePath: chromePath,
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-quic'],
});
const rows = [];
const failures = [];
let staff;
try {
  for (const entry of PAGES) {
    const origin = entry.app === 'portal' ? stack.portalOrigin : stack.adminOrigin;
    const path = typeof entry.path === 'function' ? await entry.path(stack.apiOrigin) : entry.path;
    if (entry.staff) staff ??= await staffStorage(browser, stack.adminOrigin);
    const { files, problems } = await measure(browser, `${origin}${path}`, {
      storageState: entry.staff ? staff : undefined,
      ready: entry.ready,
    });
    const sum = (type, field) =>
      files.filter((f) => f.type === type).reduce((total, f) => total + f[field], 0);
    const row = {
      ...entry,
      path,
      js: sum('script', 'wire'),
      jsRaw: sum('script', 'raw'),
      css: sum('stylesheet', 'wire'),
      files: files.length,
      list: files,
    };
    rows.push(row);
    const plain = files.filter((f) => f.raw > 1024 && f.encoding !== 'gzip');
    if (plain.length) failures.push(`${path}: sent without gzip: ${plain.map((f) => f.url)}`);
    if (problems.length) failures.push(`${path}: ${problems.join('; ')}`);
    if (row.budget !== null && row.js > row.budget) {
      failures.push(`${path}: ${kb(row.js)} of JavaScript, over its budget of ${kb(row.budget)}`);
    }
  }
} finally {
  await browser.close();
  await stack.stop();
}

console.log(
  '\nDownloaded before the page is usable (Chromium, 412 px wide, fresh cache; gzip on the wire)',
);
console.log('| page | path | JavaScript (gzip) | JavaScript (raw) | CSS (gzip) | files | budget |');
console.log('|---|---|---|---|---|---|---|');
for (const r of rows) {
  const budget = r.budget === null ? '-' : `${kb(r.budget)}${r.js > r.budget ? ' ✗' : ''}`;
  console.log(
    `| ${r.name} | ${r.path} | ${kb(r.js)} | ${kb(r.jsRaw)} | ${kb(r.css)} | ${r.files} | ${budget} |`,
  );
}
if (options.files) {
  for (const r of rows) {
    console.log(`\n${r.name} (${r.path}): JavaScript files, largest first (gzip on the wire)`);
    for (const f of r.list.filter((file) => file.type === 'script').sort((a, b) => b.wire - a.wire))
      console.log(`  ${kb(f.wire).padStart(9)}  ${new URL(f.url).pathname}`);
  }
}
if (failures.length) {
  console.error(`\nBundle budget check failed:\n- ${failures.join('\n- ')}`);
  process.exitCode = 1;
} else {
  console.log('\nEvery page with a budget (the portal, the gate screens) is within it.');
}
