import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ERROR_CODES, P } from '@clube/shared';
import type { Test } from 'supertest';
import { createTestApp, type TestApp } from './test-app.js';

/**
 * Every operation of api/openapi.json, swept as a hostile or careless client would: with no
 * token, a member's and a staff member's (holding every permission), sending wrong types,
 * missing and unknown fields, nulls, NUL characters, huge and deeply nested values, bad ids and
 * wrong content types. Whatever the answer, it is never a 5xx, an error always has the error
 * shape, a rejected request changes no row, and a caller the operation's declared security
 * refuses (no token, or the other realm's) is refused. An operation added to the API is swept
 * without anyone listing it here (openapi:check keeps the document current).
 */

interface Schema {
  type?: string;
  format?: string;
  $ref?: string;
  items?: Schema;
  properties?: Record<string, Schema>;
  allOf?: Schema[];
  enum?: unknown[];
}
interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  schema?: Schema;
}
interface Operation {
  operationId: string;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  security?: unknown[];
}

const doc = JSON.parse(readFileSync(new URL('../../openapi.json', import.meta.url), 'utf8')) as {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
};

const resolve = (s: Schema | undefined): Schema => {
  if (!s) return {};
  if (s.$ref) return resolve(doc.components.schemas[s.$ref.split('/').pop() as string]);
  if (s.allOf) return Object.assign({}, ...s.allOf.map(resolve)) as Schema;
  return s;
};

const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, op]) => ({ path, method, op })),
);

const NUL = 'a\u0000b';
const DEEP = 5_000;
const deepJson = '{"a":'.repeat(DEEP) + '1' + '}'.repeat(DEEP);
const deepArray = '['.repeat(DEEP) + ']'.repeat(DEEP);

/** A value of the wrong type for a schema. */
function wrongType(s: Schema): unknown {
  switch (s.type) {
    case 'string':
      return 12345;
    case 'number':
    case 'integer':
      return 'abc';
    case 'boolean':
      return 'talvez';
    case 'array':
      return 'x';
    default:
      return 7;
  }
}

/** A value far too big for a schema. */
function huge(s: Schema): unknown {
  switch (s.type) {
    case 'number':
    case 'integer':
      return 1e308;
    case 'boolean':
      return 'x'.repeat(100_000);
    case 'array':
      return Array.from({ length: 20_000 }, () => 'x');
    default:
      return 'x'.repeat(200_000);
  }
}

interface Case {
  name: string;
  /** Path with the parameters filled in (default: the good values). */
  path?: string;
  query?: Record<string, string>;
  /** A JSON value, or raw text sent with `type`. */
  json?: unknown;
  raw?: { type: string; text: string };
  multipart?: { fields: Record<string, string>; file?: string };
  /** Never acceptable, whatever the operation: must be answered 4xx. */
  invalid?: boolean;
}

function casesFor(op: Operation): Case[] {
  const cases: Case[] = [{ name: 'nothing' }];
  const params = op.parameters ?? [];
  const pathParams = params.filter((p) => p.in === 'path');
  for (const bad of ['abc', '-1', '99999999999999999999', '%00', 'a%00b', '..%2F..%2Fetc', '1.5']) {
    if (pathParams.length) {
      cases.push({ name: `bad id ${bad}`, path: bad, invalid: bad.includes('%00') });
    }
  }
  for (const q of params.filter((p) => p.in === 'query')) {
    for (const value of ['abc', '-5', '1e400', 'a%00b', 'x'.repeat(5000), '[object Object]']) {
      cases.push({ name: `query ${q.name}=${value.slice(0, 12)}`, query: { [q.name]: value } });
    }
  }
  const content = op.requestBody?.content ?? {};
  const jsonSchema = resolve(
    content['application/json']?.schema ?? content['multipart/form-data']?.schema,
  );
  const hasBody = Object.keys(content).length > 0;
  if (hasBody) {
    const props = Object.entries(jsonSchema.properties ?? {}).map(
      ([k, v]) => [k, resolve(v)] as const,
    );
    const each = (f: (s: Schema) => unknown) =>
      Object.fromEntries(props.map(([k, s]) => [k, f(s)]));
    cases.push(
      { name: 'empty object', json: {} },
      { name: 'top-level array', invalid: true, json: [{}] },
      { name: 'top-level empty array', invalid: true, json: [] },
      { name: 'unknown field', invalid: true, json: { zzzUnknown: 1, __proto__x: 2 } },
      { name: 'wrong types', json: each(wrongType) },
      { name: 'nulls', json: each(() => null) },
      { name: 'NUL in strings', json: each((s) => (s.type === 'array' ? [NUL] : NUL)) },
      { name: 'huge values', json: each(huge) },
      { name: 'nested objects', json: each(() => ({ a: { b: [{ c: 1 }] } })) },
      { name: 'NUL in a key', invalid: true, json: { [NUL]: 1 } },
      {
        name: 'deeply nested object',
        invalid: true,
        raw: { type: 'application/json', text: deepJson },
      },
      {
        name: 'deeply nested array',
        invalid: true,
        raw: { type: 'application/json', text: deepArray },
      },
      {
        name: 'deep value in a field',
        invalid: true,
        raw: {
          type: 'application/json',
          text: `{"${props[0]?.[0] ?? 'x'}":${deepJson}}`,
        },
      },
      { name: 'malformed JSON', invalid: true, raw: { type: 'application/json', text: '{"a":' } },
      { name: 'JSON null', invalid: true, raw: { type: 'application/json', text: 'null' } },
      { name: 'text/plain', invalid: true, raw: { type: 'text/plain', text: 'hello' } },
      { name: 'XML', invalid: true, raw: { type: 'application/xml', text: '<a><b>1</b></a>' } },
      {
        name: 'form-urlencoded',
        invalid: true,
        raw: { type: 'application/x-www-form-urlencoded', text: 'a=1' },
      },
    );
    if (content['multipart/form-data']) {
      cases.push(
        {
          name: 'multipart with NUL',
          multipart: { fields: each(() => NUL) as Record<string, string> },
        },
        { name: 'multipart unknown file', multipart: { fields: {}, file: 'zzzUnknownFile' } },
      );
    } else {
      cases.push({
        name: 'multipart to a JSON route',
        invalid: true,
        multipart: { fields: { a: '1' } },
      });
    }
  }
  return cases;
}

type Identity = 'none' | 'member' | 'staff';
const IDENTITIES: Identity[] = ['none', 'member', 'staff'];
const MUTATING = new Set(['post', 'put', 'patch', 'delete']);

/**
 * Whether the operation's declared security refuses this caller whatever it sends: no token
 * where a staff or member token is required, or a token of the other realm.
 */
function securityRefuses(op: Operation, identity: Identity): boolean {
  const schemes = (op.security ?? []) as Record<string, unknown>[];
  if (!schemes.length) return false;
  return !schemes.some((s) => Object.keys(s).length === 0 || identity in s);
}

/**
 * Tables that only background work writes after a commit (webhook deliveries and their
 * attempts, made from the outbox): they change while the sweep runs, whatever the request.
 */
const BACKGROUND_TABLES = ['webhook_delivery', 'webhook_attempt'];
/**
 * Tables whose rows a request writes but background work then updates: only the columns a
 * request writes are digested (an event's id, type and payload, not its handling).
 */
const BACKGROUND_COLUMNS: Record<string, string> = {
  outbox_event: `x.id::text || x.type || x.payload::text`,
};

/**
 * Sweeps one shard of the operations (those whose index in the document is `shard` modulo
 * `shards`), so the sweep's spec files (openapi-sweep-*.alone.spec.ts) run on several Jest workers.
 */
export function sweepOperations(shard: number, shards: number): void {
  const mine = operations.filter((_, i) => i % shards === shard);
  describe(`every operation of the OpenAPI document, swept with hostile input (part ${shard + 1} of ${shards})`, () => {
    let t: TestApp;
    const goodIds = new Map<string, string>();
    let staffToken: () => Promise<string>;
    let memberToken: () => Promise<string>;

    /** A digest of every row of every table but the rate-limit counters (failures do count). */
    let fingerprint: () => Promise<string>;

    beforeAll(async () => {
      t = await createTestApp({ SEED_DEMO: 'true' });
      const all = Object.values(P);
      staffToken = () => t.staffToken(all);
      memberToken = () => t.memberToken();
      const tables = (
        (await t.dataSource.query(
          `SELECT table_name FROM information_schema.tables
          WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'
            AND table_name NOT IN ('migrations', 'rate_limit_bucket', ${BACKGROUND_TABLES.map((n) => `'${n}'`).join(', ')})
          ORDER BY 1`,
        )) as { table_name: string }[]
      ).map((r) => r.table_name);
      // Per table, the row count and the sum of the rows' hashes: order-free, so no sort and no
      // long string per table (this digest runs around the mutating requests).
      const sql = tables
        .map(
          (name) =>
            `(SELECT count(*) || ':' || coalesce(sum(hashtextextended(${BACKGROUND_COLUMNS[name] ?? 'x::text'}, 0)::numeric), 0) FROM "${name}" x)`,
        )
        .join(` || ',' || `);
      // No row of any table changes without a transaction id: while the server's snapshot of
      // them (pg_current_snapshot: the next id and those in flight) is the same, so is every
      // row, and the digest is not retaken. On a shared server other databases move it, and
      // the digest is taken every time.
      let last = { snapshot: '', digest: '' };
      fingerprint = async () => {
        const [{ snapshot }] = (await t.dataSource.query(
          'SELECT pg_current_snapshot()::text AS snapshot',
        )) as { snapshot: string }[];
        if (snapshot !== last.snapshot) {
          const [{ f }] = (await t.dataSource.query(`SELECT ${sql} AS f`)) as { f: string }[];
          last = { snapshot, digest: f };
        }
        return last.digest;
      };

      // Real records behind the ids, so that bodies reach the services.
      const staff = `Bearer ${await staffToken()}`;
      for (const { path } of mine) {
        const m = /^(.*)\/\{(\w+)\}$/.exec(path);
        if (!m || goodIds.has(path)) continue;
        const [, listPath, param] = m;
        if (param === 'fileName') {
          const [row] = (await t.dataSource.query(
            'SELECT file_name FROM "file" ORDER BY file_name LIMIT 1',
          )) as { file_name: string }[];
          goodIds.set(path, row.file_name);
          continue;
        }
        const list = await t.http.get(listPath).set('Authorization', staff);
        const rows = (Array.isArray(list.body) ? list.body : list.body?.data) as
          { id?: unknown; slug?: unknown }[] | undefined;
        const first = rows?.find((r) => r.id !== undefined);
        const value = param === 'slug' ? first?.slug : first?.id;
        goodIds.set(path, value === undefined ? randomUUID() : String(value));
      }
    });
    afterAll(() => t?.close());

    const fill = (path: string, bad?: string) => {
      let out = path;
      for (const [, name] of path.matchAll(/\{(\w+)\}/g)) {
        const good =
          goodIds.get(path) ??
          (name === 'skip' ? '0' : name === 'take' ? '10' : name === 'term' ? 'clube' : '1');
        out = out.replace(`{${name}}`, bad ?? good);
      }
      return out;
    };

    it('finds operations to sweep in the document', () => {
      expect(operations.length).toBeGreaterThan(60);
      expect(mine.length).toBeGreaterThan(operations.length / shards - 1);
    });

    it.each(mine.map((o) => [`${o.method.toUpperCase()} ${o.path}`, o] as const))(
      '%s',
      async (_label, { path, method, op }) => {
        const problems: string[] = [];
        const cases = casesFor(op);
        for (const identity of IDENTITIES) {
          const token =
            identity === 'staff'
              ? await staffToken()
              : identity === 'member'
                ? await memberToken()
                : undefined;
          const refused = securityRefuses(op, identity);
          // The digest of the rows, taken once per identity (after its sign-in) and then retaken
          // only when needed: the requests that must be refused (an `invalid` case, or a caller
          // the operation's security refuses) are checked together, by one digest taken before
          // the next request that may rightly be accepted (and change rows), and at the end.
          let before = MUTATING.has(method) ? await fingerprint() : '';
          /** The rejected requests not checked against the digest yet. */
          let unchecked: string[] = [];
          const check = async (alsoChanging?: string) => {
            const after = await fingerprint();
            if (after !== before && unchecked.length) {
              const or = alsoChanging ? ` (or ${alsoChanging})` : '';
              problems.push(`${unchecked.join(' ; ')} was rejected but changed a row${or}`);
            }
            before = after;
            unchecked = [];
          };
          for (const c of cases) {
            const mustRefuse = c.invalid || refused;
            if (!mustRefuse && unchecked.length) await check();
            let url = fill(path, c.path);
            if (c.query)
              url += `?${new URLSearchParams(c.query).toString().replace(/a%2500b/g, 'a%00b')}`;
            let req: Test = (t.http as unknown as Record<string, (u: string) => Test>)[method](url);
            if (token) req = req.set('Authorization', `Bearer ${token}`);
            if (c.raw) req = req.set('Content-Type', c.raw.type).send(c.raw.text);
            else if (c.json !== undefined) req = req.send(c.json as object);
            else if (c.multipart) {
              for (const [k, v] of Object.entries(c.multipart.fields)) req = req.field(k, v);
              if (c.multipart.file) req = req.attach(c.multipart.file, Buffer.from('x'), 'x.txt');
              else if (!Object.keys(c.multipart.fields).length) req = req.field('zzz', '1');
            }
            const res = await req;
            const where = `${identity} · ${c.name}: ${res.status}`;
            if (c.invalid && res.status < 400) {
              problems.push(`${where}: accepted what no operation may accept`);
            }
            if (refused && res.status < 400) {
              problems.push(`${where}: accepted a caller the operation's security refuses`);
            }
            if (res.status >= 500) {
              problems.push(`${where} ${JSON.stringify(res.body).slice(0, 200)}`);
              if (MUTATING.has(method)) await check(where);
              continue;
            }
            if (res.status < 400 && MUTATING.has(method)) await check(where);
            if (res.status >= 400) {
              const b = res.body as { statusCode?: unknown; error?: unknown; code?: unknown };
              if (
                b?.statusCode !== res.status ||
                typeof b.error !== 'string' ||
                !b.error ||
                !ERROR_CODES.includes(b.code as never)
              ) {
                problems.push(`${where} without the error shape: ${JSON.stringify(res.body)}`);
              }
              if (MUTATING.has(method)) unchecked.push(where);
            }
          }
          if (unchecked.length) await check();
        }
        expect(problems).toEqual([]);
      },
    );
  });
}
