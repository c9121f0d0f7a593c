// The order in which `npm test` hands its test files to the workers: Jest's own when it has
// a time from an earlier run for every file (the files that failed then first, then the
// longest); otherwise (a fresh clone, a new file) every file is weighed by its size, an API
// folder suite by the size of the spec files it runs (api/src/test/spec-suites.js), so the
// longest start first and no worker is left alone with a long suite at the end (Jest's own
// order would run the files without a time last). The API's `*.alone.spec.ts` files come first:
// the OpenAPI sweep's parts are the longest files of the run, and their few lines say nothing
// of the operations they send.
import { statSync } from 'node:fs';
import TestSequencer from '@jest/test-sequencer';
import { ALONE_SUFFIX, SUITE_FILE, specsOfSuite } from './api/src/test/spec-suites.js';

const size = (path) => statSync(path).size;
const weight = (path) => {
  if (path.endsWith(ALONE_SUFFIX)) return Number.MAX_SAFE_INTEGER - size(path);
  if (path.endsWith(`/${SUITE_FILE}`))
    return specsOfSuite(path).reduce((sum, spec) => sum + size(spec), 0);
  return size(path);
};

export default class Sequencer extends TestSequencer {
  sort(tests) {
    const sorted = super.sort(tests);
    if (sorted.every((test) => test.duration != null)) return sorted;
    const weights = new Map(sorted.map((test) => [test.path, weight(test.path)]));
    return sorted.sort((a, b) => weights.get(b.path) - weights.get(a.path));
  }
}
