// The API's spec files run in folder suites: Jest runs each folder's `suite.spec.ts`, which
// imports the folder's spec files (and those of its subfolders that have no suite of their own)
// into one test file. Each Jest test file gets a module registry of its own, in which the app's
// whole module graph is loaded again (about a second of CPU a file) and never given back
// (vm.SourceTextModule is not collected: nodejs/node#59118), so fewer, larger files cost less
// CPU and leave fewer registries behind in a worker. Every spec still boots its own app on its
// own database, and still runs alone (`npm test -- api/src/modules/news/news.spec.ts`,
// scripts/test.mjs). A spec that must be a test file of its own is named `*.alone.spec.ts`
// (no suite imports it, and `npm test` starts these first: jest.sequencer.js): one long enough
// to be worth a worker by itself (the OpenAPI sweep's parts), or one that needs a registry of
// its own (the validation metadata cache's, which counts class-validator's lookups).
// Plain JavaScript: the test sequencer reads it outside Jest's transform.
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const SUITE_FILE = 'suite.spec.ts';
export const ALONE_SUFFIX = '.alone.spec.ts';

const isSuiteSpec = (name) =>
  name.endsWith('.spec.ts') && name !== SUITE_FILE && !name.endsWith(ALONE_SUFFIX);

/** The spec files a folder suite runs, in path order. */
export function specsOfSuite(suitePath) {
  const found = [];
  const walk = (dir, top) => {
    const entries = readdirSync(dir, { withFileTypes: true });
    if (!top && entries.some((e) => e.isFile() && e.name === SUITE_FILE)) return;
    for (const e of entries.sort((a, b) => a.name.localeCompare(b.name))) {
      const path = join(dir, e.name);
      if (e.isDirectory()) walk(path, false);
      else if (isSuiteSpec(e.name)) found.push(path);
    }
  };
  walk(dirname(suitePath), true);
  return found;
}

/** Imports a suite's spec files (their `describe`s join the suite's test file). */
export async function importSpecs(suiteUrl) {
  for (const spec of specsOfSuite(fileURLToPath(suiteUrl))) {
    await import(spec);
  }
}
