#!/usr/bin/env node
// `npm run test:mutation`: Stryker over the money and capacity rule files (mutation.rules.js),
// then each file's mutation score against the floor (MUTATION_FLOOR, 90%). Reports go to
// reports/mutation/ (index.html, mutation.json), never committed.
//   npm run test:mutation                              every rule file, from scratch
//   npm run test:mutation -- --incremental             only what changed since the last run
//                                                      (reports/mutation/stryker-incremental.json)
//   npm run test:mutation -- --mutate <file>           one file (its score alone is checked)
//   npm run test:mutation -- --concurrency 2           more test runner processes
//   npm run test:mutation -- --ci                      CI: the rule files whose source or specs
//                                                      changed since the base branch
//                                                      (MUTATION_BASE, else origin/main),
//                                                      incrementally
// With DATABASE_URL, the specs that boot the API run on that server (as CI does), else on PGlite.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { relative } from 'node:path';
import { root, run } from './lib.mjs';
import { MUTATED_RULES, MUTATION_FLOOR } from '../mutation.rules.js';
import { newRunName, RUN_ENV } from '../api/src/test/global-setup.js';
import { dropRunTemplate } from '../api/src/test/global-teardown.js';

const report = `${root}/reports/mutation/mutation.json`;
const incrementalFile = `${root}/reports/mutation/stryker-incremental.json`;
let args = process.argv.slice(2);

for (const { file, specs } of MUTATED_RULES) {
  for (const f of [file, ...specs]) {
    if (!existsSync(`${root}/${f}`)) {
      console.error(`mutation.rules.js names ${f}, which does not exist`);
      process.exit(1);
    }
  }
}

const git = (...a) =>
  execFileSync('git', a, {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  }).trim();

/** The files changed since the base branch (or, on it, by its last commit), worktree included. */
function changedFiles() {
  const bases = [process.env.MUTATION_BASE, 'origin/main', 'main'].filter(Boolean);
  for (const base of bases) {
    try {
      let from = git('merge-base', 'HEAD', base);
      if (from === git('rev-parse', 'HEAD')) from = git('rev-parse', 'HEAD~1');
      return { base, files: new Set(git('diff', '--name-only', from).split('\n').filter(Boolean)) };
    } catch {
      // That base is not here (a shallow or detached clone): the next one.
    }
  }
  return null;
}

const allRules = MUTATED_RULES.map((r) => r.file);
if (args.includes('--ci')) {
  // CI: the rule files whose source or specs changed since the base branch, and of those only
  // the mutants the incremental file (kept between runs) cannot answer for.
  args = args.filter((a) => a !== '--ci');
  args.push('--incremental');
  if (existsSync(incrementalFile)) console.log('Incremental file found: results reused.');
  const changed = changedFiles();
  if (changed) {
    const touched = MUTATED_RULES.filter((r) =>
      [r.file, ...r.specs].some((f) => changed.files.has(f)),
    ).map((r) => r.file);
    if (!touched.length) {
      console.log(`No rule file or spec changed since ${changed.base}: nothing to mutate.`);
      process.exit(0);
    }
    console.log(`The rule files changed since ${changed.base}:`);
    for (const f of touched) console.log(`  ${f}`);
    args.push('--mutate', touched.join(','));
  } else {
    console.log('No base branch to compare with: every rule file.');
    args.push('--mutate', allRules.join(','));
  }
}

rmSync(report, { force: true });
const started = Date.now();
// On a server, every Jest run of every mutant copies one migrated template, named here and
// dropped here: Stryker does not run Jest's global teardown.
const server = process.env.DATABASE_URL;
if (server) process.env[RUN_ENV] = `mutation_${newRunName()}`;
try {
  await run(process.execPath, [
    `${root}/node_modules/@stryker-mutator/core/bin/stryker.js`,
    'run',
    'stryker.config.mjs',
    ...args,
  ]);
} catch (err) {
  console.error(err.message);
  process.exitCode = 1;
} finally {
  if (server) await dropRunTemplate(server, process.env[RUN_ENV]);
}
if (process.exitCode) process.exit();

// Stryker's score: killed and timed out over every mutant that was reached or not (the
// mutants that did not compile or were ignored do not count).
const DETECTED = new Set(['Killed', 'Timeout']);
const COUNTED = new Set(['Killed', 'Timeout', 'Survived', 'NoCoverage']);
const { files } = JSON.parse(readFileSync(report, 'utf8'));
const rows = Object.entries(files).map(([path, { mutants }]) => {
  const counted = mutants.filter((m) => COUNTED.has(m.status));
  const detected = counted.filter((m) => DETECTED.has(m.status)).length;
  const score = counted.length ? (100 * detected) / counted.length : 100;
  return { file: relative(root, `${root}/${path}`), score, detected, counted: counted.length };
});
rows.sort((a, b) => a.score - b.score);
const low = rows.filter((r) => r.score < MUTATION_FLOOR);
console.log(`\nMutation score per rule file (floor ${MUTATION_FLOOR}%):`);
for (const r of rows) {
  const mark = r.score < MUTATION_FLOOR ? 'BELOW' : 'ok';
  console.log(
    `  ${r.score.toFixed(1).padStart(5)}%  ${String(r.detected).padStart(4)}/${String(r.counted).padEnd(4)} ${mark.padEnd(5)}  ${r.file}`,
  );
}
console.log(
  `${rows.length} files in ${Math.round((Date.now() - started) / 1000)}s; report: reports/mutation/index.html`,
);
if (low.length) {
  console.error(`${low.length} rule file(s) below ${MUTATION_FLOOR}%: see the survivors above.`);
  process.exit(1);
}
