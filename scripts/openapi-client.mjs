#!/usr/bin/env node
// What other software makes of the API's committed OpenAPI document: a TypeScript client is
// generated from api/openapi.json by an outside generator (@hey-api/openapi-ts, pinned in
// package.json) into dist/openapi-client/, then scripts/openapi-client/downloads.ts, which calls a
// report download, an image download and the .ics feed through it, is type-checked: each must
// type as Blob/File (text for the .ics), not unknown, and its errors as the error shape.
//
//   node scripts/openapi-client.mjs     (npm run openapi:client-check; a CI step)
import { rmSync } from 'node:fs';
import { createClient } from '@hey-api/openapi-ts';
import { bin, root, run } from './lib.mjs';

const output = `${root}/dist/openapi-client`;
rmSync(output, { recursive: true, force: true });
await createClient({
  input: `${root}/api/openapi.json`,
  output,
  plugins: ['@hey-api/client-fetch', '@hey-api/typescript', '@hey-api/sdk'],
  logs: { level: 'warn' },
});
try {
  await run(bin('tsc'), ['-p', 'scripts/openapi-client/tsconfig.json']);
} catch {
  console.error(
    'openapi-client: a client generated from api/openapi.json does not type the downloads as files (see above).',
  );
  process.exit(1);
}
console.log(
  'openapi-client: the generated client types the downloads as Blob/File and the .ics as text.',
);
