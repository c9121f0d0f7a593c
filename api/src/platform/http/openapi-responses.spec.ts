import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { P } from '@clube/shared';
import { DEMO_MEMBER } from '../../seed/demo-seed.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/**
 * What a client generated from api/openapi.json receives: every GET operation the test can reach
 * (as the demo member, as staff holding every permission, or anonymously, on the demo data) is
 * called, and each 200 answer is checked against the committed document with a strict JSON
 * Schema validator (Ajv: OpenAPI 3.0 `nullable`, formats such as `date-time`, `uuid`, `date`).
 * A field that can be null and is not declared so, a date that is not a date, a file declared as
 * JSON (or the reverse) fails here, so the document and the answers cannot drift apart.
 */

interface Schema {
  type?: string;
  format?: string;
  example?: unknown;
  enum?: unknown[];
}
interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  required?: boolean;
  schema?: Schema;
}
interface Response {
  content?: Record<string, { schema: object }>;
}
interface Operation {
  operationId: string;
  parameters?: Parameter[];
  security?: Record<string, unknown>[];
  responses: Record<string, Response>;
}

const doc = JSON.parse(readFileSync(new URL('../../../openapi.json', import.meta.url), 'utf8')) as {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, object> };
};

const gets = Object.entries(doc.paths).flatMap(([path, methods]) =>
  methods.get ? [{ path, op: methods.get }] : [],
);

// ajv-formats is CommonJS: its default export arrives wrapped under ESM.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ??
  addFormatsModule) as (ajv: Ajv) => Ajv;
const ajv = new Ajv({ allErrors: true, strict: false });
addFormats(ajv);
// The components under one id, the document's own `#/components/...` references pointed at it.
ajv.addSchema({ $id: 'openapi', components: doc.components });
const validators = new Map<string, ValidateFunction>();
function validatorFor(op: Operation): ValidateFunction | undefined {
  const schema = op.responses['200']?.content?.['application/json']?.schema;
  if (!schema) return undefined;
  let v = validators.get(op.operationId);
  if (!v) {
    v = ajv.compile(
      JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"openapi#/components/')),
    );
    validators.set(op.operationId, v);
  }
  return v;
}

type Identity = 'member' | 'staff' | 'none';
const identityOf = (op: Operation): Identity =>
  op.security?.some((s) => 'staff' in s)
    ? 'staff'
    : op.security?.some((s) => 'member' in s)
      ? 'member'
      : 'none';

/** A value for a required query parameter: its example, else one its schema accepts. */
function queryValue(p: Parameter): string {
  const s = p.schema ?? {};
  if (s.example !== undefined) return String(s.example);
  if (s.enum?.length) return String(s.enum[0]);
  if (s.type === 'integer' || s.type === 'number') return '1';
  return 'clube';
}

describe('api/openapi.json declares what each operation answers', () => {
  const all = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ label: `${method} ${path}`, op })),
  );

  it('declares every error as JSON (the error shape), whatever the 200 is', () => {
    const notJson = all.flatMap(({ label, op }) =>
      Object.entries(op.responses)
        .filter(([status]) => Number(status) >= 400)
        .flatMap(([status, r]) =>
          Object.keys(r.content ?? {})
            .filter((type) => type !== 'application/json')
            .map((type) => `${label} ${status}: ${type}`),
        ),
    );
    expect(notJson).toEqual([]);
  });

  it('declares the content of every 200 (a file download as bytes or text, never nothing)', () => {
    const bare = all
      .filter(({ op }) => op.responses['200'] && !op.responses['200'].content)
      .map(({ label }) => label);
    expect(bare).toEqual([]);
    const files = all.filter(({ op }) =>
      Object.keys(op.responses['200']?.content ?? {}).some((type) => type !== 'application/json'),
    );
    expect(files.length).toBeGreaterThanOrEqual(19);
  });
});

describe('the answers of every GET operation match api/openapi.json (strict validation)', () => {
  let t: TestApp;
  const tokens = new Map<Identity, string>();
  /** Ids of real records by list path, read as each identity. */
  const ids = new Map<string, string>();
  let calendarToken = '';

  beforeAll(async () => {
    t = await createTestApp({ SEED_DEMO: 'true' });
    tokens.set('staff', await t.staffToken(Object.values(P)));
    const [member] = (await t.dataSource.query('SELECT id FROM associate WHERE email = $1', [
      DEMO_MEMBER.email,
    ])) as { id: string }[];
    tokens.set('member', await t.tokenFor('member', member.id));
    // The member's calendar feed exists, so that its .ics is checked too.
    const feed = await get('/api/associate-profile/calendar', 'member').then(() =>
      t.http
        .post('/api/associate-profile/calendar')
        .set('Authorization', `Bearer ${tokens.get('member')}`),
    );
    calendarToken = /calendar\/([\w-]+)\.ics$/.exec(String(feed.body.url))?.[1] ?? '';
  });
  afterAll(() => t?.close());

  const get = (url: string, identity: Identity) => {
    const req = t.http.get(url);
    const token = tokens.get(identity);
    return token ? req.set('Authorization', `Bearer ${token}`) : req;
  };

  /** The first id (or slug, file name) a list of the same resource shows to `identity`. */
  async function idFor(path: string, param: string, identity: Identity): Promise<string> {
    if (param === 'fileName') {
      const [row] = (await t.dataSource.query(
        'SELECT file_name FROM "file" ORDER BY file_name LIMIT 1',
      )) as { file_name: string }[];
      return row.file_name;
    }
    if (param === 'token') return calendarToken;
    if (param === 'term') return 'clube';
    if (param === 'skip') return '0';
    if (param === 'take') return '10';
    const listPath = path.slice(0, path.indexOf(`/{${param}}`));
    const key = `${identity} ${listPath}`;
    if (!ids.has(key)) {
      const lists =
        identity === 'member'
          ? [listPath, '/api/local-reservations-by-idUser', '/api/associate/tickets']
          : [listPath];
      let found = '0';
      for (const list of lists) {
        const res = await get(list, identity);
        const rows = (Array.isArray(res.body) ? res.body : res.body?.data) as
          Record<string, unknown>[] | undefined;
        const row = rows?.find((r) => r[param === 'slug' ? 'slug' : 'id'] !== undefined);
        if (row) {
          found = String(row[param === 'slug' ? 'slug' : 'id']);
          break;
        }
      }
      ids.set(key, found);
    }
    return ids.get(key) as string;
  }

  it('validates the real answers of the GET operations it can reach', async () => {
    const problems: string[] = [];
    const reached: string[] = [];
    for (const { path, op } of gets) {
      const identity = identityOf(op);
      let url = path;
      for (const [, name] of path.matchAll(/\{(\w+)\}/g)) {
        url = url.replace(`{${name}}`, encodeURIComponent(await idFor(path, name, identity)));
      }
      const query = new URLSearchParams(
        (op.parameters ?? [])
          .filter((p) => p.in === 'query' && p.required)
          .map((p): [string, string] => [p.name, queryValue(p)]),
      );
      if (query.size) url += `?${query}`;
      const res = await get(url, identity);
      if (res.status !== 200) continue; // not reachable with the demo data (e.g. no such record)
      reached.push(op.operationId);
      const declared = Object.keys(op.responses['200']?.content ?? {});
      const type = String(res.headers['content-type'] ?? '').split(';')[0];
      const covers = (range: string) =>
        range === type ||
        range === '*/*' ||
        (range.endsWith('/*') && type.startsWith(range.slice(0, -1)));
      if (!declared.some(covers)) {
        problems.push(
          `${op.operationId}: answered ${type}, declared ${declared.join(', ') || 'nothing'}`,
        );
        continue;
      }
      const validate = validatorFor(op);
      if (type === 'application/json' && validate && !validate(res.body)) {
        problems.push(
          `${op.operationId} (GET ${url}): ${ajv.errorsText(validate.errors, { separator: '; ' })}`,
        );
      }
    }
    expect(problems).toEqual([]);
    // Most of the document is reached: a change that stops reaching routes fails too.
    expect(reached.length).toBeGreaterThanOrEqual(Math.floor(gets.length * 0.8));
  });
});
