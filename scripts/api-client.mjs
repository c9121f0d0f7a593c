#!/usr/bin/env node
// Generates the RTK Query clients of the apps from the API's committed OpenAPI
// document (api/openapi.json), as each `<app>/openapi-codegen.config.cjs` says: one
// file (`outputFile`) or several (`outputFiles`, e.g. one per feature folder).
//
//   node scripts/api-client.mjs           regenerate every app's generated files
//   node scripts/api-client.mjs --check   fail when a committed file differs from
//                                          what the current api/openapi.json generates
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const apps = ['portal-web', 'admin-web'];
const cli = join(root, 'node_modules', '.bin', 'rtk-query-codegen-openapi');
const check = process.argv.includes('--check');
const require = createRequire(import.meta.url);

const configs = apps
  .map((app) => join(root, app, 'openapi-codegen.config.cjs'))
  .filter((file) => existsSync(file));

if (configs.length === 0) {
  console.error('api-client: no <app>/openapi-codegen.config.cjs found');
  process.exit(1);
}

let drift = false;
for (const config of configs) {
  let settings;
  try {
    settings = require(config);
  } catch (err) {
    console.error(`api-client: ${relative(root, config)}: ${err.message}`);
    process.exit(1);
  }
  const schemaFile = resolve(dirname(config), settings.schemaFile);
  const outputFiles = (
    settings.outputFiles ? Object.keys(settings.outputFiles) : [settings.outputFile]
  ).map((file) => resolve(dirname(config), file));
  if (!existsSync(schemaFile)) {
    console.error(
      `api-client: ${relative(root, schemaFile)} is missing (npm run openapi writes it)`,
    );
    process.exit(1);
  }
  const before = new Map(
    outputFiles.map((file) => [file, existsSync(file) ? readFileSync(file, 'utf8') : null]),
  );
  for (const file of outputFiles) mkdirSync(dirname(file), { recursive: true });
  const run = spawnSync(cli, [config], { cwd: root, stdio: check ? 'pipe' : 'inherit' });
  if (run.status !== 0) {
    if (check) process.stderr.write(run.stderr ?? '');
    console.error(`api-client: code generation failed for ${relative(root, config)}`);
    process.exit(run.status ?? 1);
  }
  if (check) {
    for (const [outputFile, committed] of before) {
      const after = readFileSync(outputFile, 'utf8');
      if (committed === null) unlinkSync(outputFile);
      else writeFileSync(outputFile, committed);
      if (after !== committed) {
        drift = true;
        console.error(
          `api-client: ${relative(root, outputFile)} is out of date; run npm run api-client`,
        );
      } else {
        console.log(`api-client: ${relative(root, outputFile)} is up to date`);
      }
    }
  }
}
process.exit(drift ? 1 : 0);
