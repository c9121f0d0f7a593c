import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { Plugin, Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/** A page opened often enough by address to get its own copy of index.html. */
export interface RouteHint {
  /** The route's path (core/paths.ts), with no parameter. */
  path: string;
  /** The page's module, as the router imports it (relative to portal-web/src). */
  page: string;
  /** GET calls the page makes at once (public reads, sent without the token). */
  data?: string[];
  /** Where the copy goes; `<path>/index.html` unless said (the landing's is not index.html). */
  file?: string;
}

function isChunk(file: OutputBundle[string]): file is OutputChunk {
  return file.type === 'chunk';
}

/**
 * Writes, beside index.html, a copy of it per static page that also names that page's
 * chunks and styles (`modulepreload`, stylesheet) and the data it asks for first (`preload`),
 * so the browser fetches them with the main script instead of after it has run: one round
 * trip less before the first paint on a phone network. The server hands out the copy of the
 * address asked for (docker/nginx/portal-web.conf.template), any other address index.html.
 */
export function routeHtml(routes: RouteHint[]): Plugin {
  let outDir = '';
  return {
    name: 'clube-route-html',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    writeBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (!index || index.type !== 'asset') throw new Error('index.html is missing from the build');
      const html = String(index.source);
      const chunks = Object.values(bundle).filter(isChunk);
      for (const route of routes) {
        const page = chunks.find((chunk) =>
          chunk.facadeModuleId?.replaceAll('\\', '/').endsWith(`/src/${route.page}`),
        );
        if (!page) throw new Error(`no chunk for ${route.page} (route ${route.path})`);
        const scripts = new Set<string>();
        const styles = new Set<string>();
        const visit = (chunk: OutputChunk) => {
          if (scripts.has(chunk.fileName)) return;
          scripts.add(chunk.fileName);
          for (const css of chunk.viteMetadata?.importedCss ?? []) styles.add(css);
          for (const name of chunk.imports) {
            const next = bundle[name];
            if (next && isChunk(next)) visit(next);
          }
        };
        visit(page);
        const tags = [
          ...[...styles]
            .filter((file) => !html.includes(`/${file}"`))
            .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
          ...[...scripts]
            .filter((file) => !html.includes(`/${file}"`))
            .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
          ...(route.data ?? []).map(
            (url) =>
              `<link rel="preload" href="${url}" as="fetch" type="application/json" crossorigin="anonymous">`,
          ),
        ];
        const file = join(outDir, route.file ?? join(route.path, 'index.html'));
        mkdirSync(dirname(file), { recursive: true });
        writeFileSync(
          file,
          html.replace(/\n?\s*<\/head>/, `\n    ${tags.join('\n    ')}\n  </head>`),
        );
      }
    },
  };
}
