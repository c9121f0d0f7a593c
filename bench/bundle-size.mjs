#!/usr/bin/env node
// Gzipped first-load size of each built app: what index.html loads before any
// lazy route (entry script, modulepreloads, stylesheets). Run after `npm run build`:
//   node bench/bundle-size.mjs
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const root = new URL('..', import.meta.url).pathname;
const apps = [
  ['portal-web', '/'],
  ['admin-web', '/admin/'],
];
const kb = (n) => `${(n / 1024).toFixed(1)} kB`;

console.log('| app | first load (gzip) | files |');
console.log('|---|---|---|');
for (const [app, base] of apps) {
  const dir = join(root, 'dist', app);
  const index = join(dir, 'index.html');
  if (!existsSync(index)) {
    console.error(`${app}: not built (run npm run build)`);
    process.exitCode = 1;
    continue;
  }
  const html = readFileSync(index, 'utf8');
  const refs = [...html.matchAll(/(?:src|href)="([^"]+\.(?:js|css))"/g)].map((m) => m[1]);
  let total = gzipSync(html).length;
  for (const ref of new Set(refs)) {
    const file = join(dir, ref.startsWith(base) ? ref.slice(base.length) : ref.replace(/^\//, ''));
    total += gzipSync(readFileSync(file), { level: 9 }).length;
  }
  console.log(`| ${app} | ${kb(total)} | index.html + ${new Set(refs).size} |`);
}
