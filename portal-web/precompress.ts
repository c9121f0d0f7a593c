import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipAsync } from '@gfx/zopfli';
import type { Plugin } from 'vite';

/** The files nginx sends gzipped (docker/nginx/portal-web.conf.template: gzip_types). */
const COMPRESSED = /\.(js|css|html|svg|json)$/;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(path) : [path];
  });
}

/**
 * Writes beside each built text file a `.gz` copy compressed with Zopfli (@gfx/zopfli,
 * WebAssembly: no system binary, the Docker build runs it too). It is still gzip for the
 * browser, about 4% smaller than nginx's gzip at level 6, and nginx sends it as it is
 * (`gzip_static on`, docker/nginx/portal-web.conf.template) instead of compressing each answer.
 * Small files too (nginx compresses nothing under 1 kB on the fly; a page loads several
 * chunks of 0.3-0.8 kB): a copy is kept only when it is smaller than the file. Runs once the
 * bundle and the pages' copies of index.html (route-html.ts) are written.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'clube-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      for (const file of filesUnder(outDir).filter((path) => COMPRESSED.test(path))) {
        const content = readFileSync(file);
        const gzipped = await gzipAsync(content, { numiterations: 15 });
        if (gzipped.length < content.length) writeFileSync(`${file}.gz`, gzipped);
      }
    },
  };
}
