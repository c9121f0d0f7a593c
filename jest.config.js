// `npm test` runs every project in one Jest process, so the test files of all four share
// one pool of workers (2 cores here) instead of running project after project.
export default {
  // Both cores: Jest's default on a 2-core machine is one worker.
  maxWorkers: 2,
  // A worker exits once its event loop is empty; Jest kills it (and prints 'A worker process has
  // failed to exit gracefully') when that takes over this long. Jest's 500 ms is shorter than a
  // worker that held many app boots takes to exit on a busy 2-core machine; a handle really left
  // open still gets the worker killed and the warning printed, 5 s later.
  workerGracefulExitTimeout: 5_000,
  // A worker that holds more than this after a test file is replaced by a fresh one. Each API file
  // loads the app's modules (and, on the embedded database, a PGlite instance) into a registry of
  // its own, and not all of it is given back: the workers grew to 4.5 GB and spent their time in
  // garbage collection (API files 3-5x slower late in a run on PGlite). A fresh worker costs about
  // a second. 600 MB rather than 1 GB: the API files ran 257 -> 242 s on two workers (measured
  // on 2026-11-28 with the embedded databases still in the workers; see docs/decisions.md).
  workerIdleMemoryLimit: '600MB',
  // Longest files first, also on a fresh clone where Jest has no times yet (the API's folder
  // suites weighed by the specs they run).
  testSequencer: '<rootDir>/jest.sequencer.js',
  projects: [
    '<rootDir>/libs/shared',
    '<rootDir>/api',
    '<rootDir>/portal-web',
    '<rootDir>/admin-web',
  ],
};
