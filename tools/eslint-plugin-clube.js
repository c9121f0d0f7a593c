// The project's own lint rules (eslint.config.js): what must hold in the API's structure.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve, sep } from 'node:path';

const MODULE_OF = /[/\\]api[/\\]src[/\\]modules[/\\]([^/\\]+)[/\\]/;
const SPEC = /\.spec\.tsx?$/;
const IMPORT = /(?:from\s+|import\s*\(\s*)['"](\.{1,2}\/[^'"]+)['"]/g;

/** The module (folder under api/src/modules) a path is in, or null. */
const moduleOf = (path) => MODULE_OF.exec(path)?.[1] ?? null;

function sources(dir) {
  const out = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...sources(path));
    else if (/\.ts$/.test(name) && !SPEC.test(name)) out.push(path);
  }
  return out;
}

/** Per module folder: the other modules its non-test files import (cached per lint run). */
const importsCache = new Map();
function modulesImportedBy(modulesDir, name) {
  const key = join(modulesDir, name);
  if (importsCache.has(key)) return importsCache.get(key);
  const found = new Set();
  for (const file of sources(key)) {
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const other = moduleOf(resolve(dirname(file), match[1]));
      if (other && other !== name) found.add(other);
    }
  }
  importsCache.set(key, found);
  return found;
}

/**
 * No two API modules import each other (tests excepted): one of them must depend on the
 * other through a port (an injected token) or a domain event instead.
 */
const noMutualModuleImports = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbids two API modules that import each other.' },
    schema: [],
    messages: {
      mutual:
        'modules/{{own}} imports modules/{{other}}, which imports modules/{{own}}: put a port (an injected token) or a domain event between them (docs/architecture.md).',
    },
  },
  create(context) {
    const file = context.filename;
    const own = moduleOf(file);
    if (!own || SPEC.test(file)) return {};
    const modulesDir = file.slice(0, file.indexOf(`${sep}modules${sep}`) + `${sep}modules`.length);
    const check = (node) => {
      const spec = node.source?.value;
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const other = moduleOf(resolve(dirname(file), spec));
      if (!other || other === own) return;
      if (modulesImportedBy(modulesDir, other).has(own)) {
        context.report({ node, messageId: 'mutual', data: { own, other } });
      }
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default {
  meta: { name: 'eslint-plugin-clube' },
  rules: { 'no-mutual-module-imports': noMutualModuleImports },
};
