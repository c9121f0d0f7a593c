#!/usr/bin/env node
// `npm test`: every unit and integration test of every project. The API tests use
// a fresh database per test file: a new database on the server named by
// DATABASE_URL when it is set, otherwise an in-memory embedded PostgreSQL (PGlite).
import { bin, run } from './lib.mjs';

const where = process.env.DATABASE_URL
  ? `PostgreSQL at ${new URL(process.env.DATABASE_URL).host}`
  : 'embedded PGlite';
console.log(`Running all tests (API database: ${where})`);
try {
  await run(bin('nx'), [
    'run-many',
    '-t',
    'test',
    '--outputStyle=stream',
    '--parallel=1',
    ...process.argv.slice(2),
  ]);
} catch (err) {
  console.error(err.message);
  process.exit(1);
}
