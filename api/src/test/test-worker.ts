import { startEmbeddedPostgres } from '../platform/database/embedded-postgres.js';
import { readFileSync } from 'node:fs';

/**
 * What the API's Jest environment (./environment.js) loads once per worker and hands to each test
 * file: the embedded database's start, warm after the first file, and the run's snapshot read
 * once. Outside that environment (a script importing the test helpers), the same done here.
 */
export interface TestWorker {
  startEmbeddedPostgres: typeof startEmbeddedPostgres;
  readSnapshot(file: string): Blob;
}

export const testWorker: TestWorker = (globalThis as Record<symbol, TestWorker | undefined>)[
  Symbol.for('clube.testWorker')
] ?? {
  startEmbeddedPostgres,
  readSnapshot: (file) => new Blob([readFileSync(file)]),
};
