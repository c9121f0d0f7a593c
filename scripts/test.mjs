#!/usr/bin/env node
// `npm test`: every unit, component and integration test of every project, in one Jest
// process (one pool of workers for the four projects). The API tests use a fresh database
// per test file: a new database on the server named by DATABASE_URL when it is set,
// otherwise an in-memory embedded PostgreSQL (PGlite).
//   npm test                          everything
//   npm test -- --selectProjects api  one project (shared, api, portal-web, admin-web)
//   npm test -- api/src/modules/news  files matching a path
import { root, run } from './lib.mjs';

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
    ...process.argv.slice(2),
  ]);
} catch (err) {
  console.error(err.message);
  process.exit(1);
}
