// The production journeys, through nginx: the headers of every kind of response, then the smoke
// journeys (e2e/production) in Chromium. Run by scripts/production-smoke.mjs (nginx and the API on
// this machine) and scripts/compose-smoke.mjs (the container stack): the same checks for both.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { bin, root, run } from './lib.mjs';

async function headersOf(url) {
  const res = await fetch(url, { redirect: 'manual' });
  await res.arrayBuffer();
  return res;
}

/** A failure list and a printer: `check(what, ok, detail)`. */
export function checker() {
  const failures = [];
  const check = (what, ok, detail = '') => {
    console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}${ok ? '' : `  (${detail})`}`);
    if (!ok) failures.push(what);
  };
  return { failures, check };
}

/**
 * Headers: every app response carries all of them; API answers keep the API's own. The apps'
 * asset names are read from the built index.html files (dist/), the ones the servers serve.
 */
export async function checkProductionHeaders({ portalOrigin, adminOrigin, check }) {
  const security = {
    'x-content-type-options': /^nosniff$/,
    'referrer-policy': /^strict-origin-when-cross-origin$/,
    'content-security-policy': /default-src 'self'.*object-src 'none'/,
    'permissions-policy': /camera=/,
  };
  const portalHtml = await headersOf(`${portalOrigin}/`);
  const portalIndex = readFileSync(join(root, 'dist/portal-web/index.html'), 'utf8');
  const portalAsset = /src="(\/assets\/[^"]+\.js)"/.exec(portalIndex)?.[1];
  const adminIndex = readFileSync(join(root, 'dist/admin-web/index.html'), 'utf8');
  const adminAsset = /src="(\/admin\/assets\/[^"]+\.js)"/.exec(adminIndex)?.[1];
  const responses = {
    'portal index.html': [portalHtml, 'no-cache', 'SAMEORIGIN'],
    'portal deep link': [
      await headersOf(`${portalOrigin}/noticias/todos`),
      'no-cache',
      'SAMEORIGIN',
    ],
    'portal asset': [await headersOf(`${portalOrigin}${portalAsset}`), 'immutable', 'SAMEORIGIN'],
    'admin index.html': [await headersOf(`${adminOrigin}/admin/`), 'no-cache', 'DENY'],
    'admin deep link': [await headersOf(`${adminOrigin}/admin/noticias`), 'no-cache', 'DENY'],
    'admin asset': [await headersOf(`${adminOrigin}${adminAsset}`), 'immutable', 'DENY'],
  };
  for (const [what, [res, cache, frame]] of Object.entries(responses)) {
    check(`${what}: 200`, res.status === 200, String(res.status));
    for (const [name, pattern] of Object.entries(security)) {
      check(`${what}: ${name}`, pattern.test(res.headers.get(name) ?? ''), res.headers.get(name));
    }
    check(`${what}: x-frame-options ${frame}`, res.headers.get('x-frame-options') === frame);
    check(
      `${what}: cache-control ${cache}`,
      (res.headers.get('cache-control') ?? '').includes(cache),
    );
  }
  const apiThroughPortal = await headersOf(`${portalOrigin}/api/site-configuration-public`);
  check('api through nginx: 200', apiThroughPortal.status === 200, String(apiThroughPortal.status));
  check(
    "api through nginx: one Cache-Control, the API's",
    apiThroughPortal.headers.get('cache-control') === 'public, no-cache',
    apiThroughPortal.headers.get('cache-control'),
  );
  check('api through nginx: ETag kept', Boolean(apiThroughPortal.headers.get('etag')));
  check(
    'api through nginx: nosniff once',
    apiThroughPortal.headers.get('x-content-type-options') === 'nosniff',
    apiThroughPortal.headers.get('x-content-type-options'),
  );
  check('no nginx version disclosed', !/\d/.test(portalHtml.headers.get('server') ?? ''));
}

/** The journeys, in Chromium, through nginx; rejects when one fails. */
export function runProductionJourneys({ portalOrigin, adminOrigin }) {
  return run(bin('playwright'), ['test', '-c', 'e2e/playwright.production.config.ts'], {
    env: { SMOKE_PORTAL_URL: `${portalOrigin}/`, SMOKE_ADMIN_URL: `${adminOrigin}/admin/` },
  });
}
