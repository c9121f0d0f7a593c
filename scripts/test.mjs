#!/usr/bin/env node
// `npm test`: every unit, component and integration test of every project, in one Jest
// process (one pool of workers for the four projects). The API tests use a fresh database
// per test file: a new database on the server named by DATABASE_URL when it is set,
// otherwise an in-memory embedded PostgreSQL (PGlite).
//   npm test                          everything
//   npm test -- --selectProjects api  one project (shared, api, portal-web, admin-web)
//   npm test -- api/src/modules/news  files matching a path
//   npm test -- api/src/modules/news/news.spec.ts   one API spec file on its own (the API's
//                                     specs otherwise run in folder suites: api/src/test/spec-suites.js)
import { SUITE_FILE } from '../api/src/test/spec-suites.js';
import { root, run } from './lib.mjs';

const args = process.argv.slice(2);
const apiSpecFile = (arg) => /(^|\/)api\/src\/.+\.spec\.ts$/.test(arg) && !arg.endsWith(SUITE_FILE);

const where = process.env.DATABASE_URL
  ? `PostgreSQL at ${new URL(process.env.DATABASE_URL).host}`
  : 'embedded PGlite';
console.log(`Running all tests on Node ${process.versions.node} (API database: ${where})`);
try {
  await run(process.execPath, [
    '--experimental-vm-modules',
    // A larger young generation for Jest and its workers (inherited): the component tests
    // allocate short-lived objects by the million (React elements, jsdom nodes).
    '--max-semi-space-size=64',
    '--disable-warning=ExperimentalWarning',
    `${root}/node_modules/jest/bin/jest.js`,
    ...(process.env.CI ? ['--ci'] : []),
    ...args,
    // Jest then finds the API's spec files themselves, not only its folder suites.
    ...(args.some(apiSpecFile) ? ['--testMatch', '**/*.spec.ts', '**/*.spec.tsx'] : []),
  ]);
} catch (err) {
  console.error(err.message);
  process.exit(1);
}
