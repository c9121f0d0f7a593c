import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ERROR_CODES, MSG, P } from '@clube/shared';
import { buildOpenApiDocument } from '../docs/swagger.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

describe('HTTP platform: error shape, validation, auth guard, headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      PORTAL_ORIGIN: 'http://portal.test',
      ADMIN_ORIGIN: 'http://admin.test',
    });
  });
  afterAll(() => t?.close());

  const expectShape = (body: unknown, statusCode: number, code: string) => {
    expect(body).toMatchObject({ statusCode, code, error: expect.any(String) });
    const b = body as Record<string, unknown>;
    expect(Object.keys(b).sort()).toEqual(expect.arrayContaining(['code', 'error', 'statusCode']));
    expect(JSON.stringify(b)).not.toMatch(/at .*\.(js|ts):\d+/); // never a stack trace
  };

  /** A member's booking of place 1 with these invitations (the validation answers first). */
  const booking = (token: string, invitations: unknown[]) =>
    t.http.post('/api/order/local-reservation').auth(token, { type: 'bearer' }).send({
      local: 1,
      startAt: '2030-01-10T10:00:00-03:00',
      endAt: '2030-01-10T12:00:00-03:00',
      invitations,
    });

  it('answers malformed JSON with 400 INVALID_JSON in Portuguese', async () => {
    const res = await t.http
      .post('/api/download-file')
      .set('Content-Type', 'application/json')
      .send('{"fileName":');
    expect(res.status).toBe(400);
    expectShape(res.body, 400, 'INVALID_JSON');
    expect(res.body.error).toBe('O corpo da requisição não é um JSON válido.');
    // Before any route runs: a public read that takes no input fails the same way.
    const read = await t.http
      .get('/api/site-configuration-public')
      .set('Content-Type', 'application/json')
      .send('{"x":');
    expect(read.status).toBe(400);
    expectShape(read.body, 400, 'INVALID_JSON');
  });

  it('rejects unknown fields, naming them', async () => {
    const res = await t.http.post('/api/download-file').send({ fileName: 'a.jpg', admin: true });
    expect(res.status).toBe(400);
    expectShape(res.body, 400, 'VALIDATION_FAILED');
    expect(res.body.fields).toEqual({ admin: 'Campo não permitido.' });
  });

  it('rejects wrong types with the type message, not a length message', async () => {
    const res = await t.http.post('/api/download-file').send({ fileName: 12345 });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ fileName: 'Deve ser um texto.' });
  });

  it('reports a missing field with the spec required message', async () => {
    const res = await t.http.post('/api/download-files').send({});
    expect(res.status).toBe(400);
    expect(res.body.fields.files).toBe('Este campo não pode estar vazio!');
    const notList = await t.http.post('/api/download-files').send({ files: 'a.jpg' });
    expect(notList.body.fields.files).toBe('Deve ser uma lista.');
    const empty = await t.http.post('/api/download-files').send({ files: [] });
    expect(empty.body.fields.files).toBe('Informe ao menos 1 item(ns).');
  });

  it('refuses a list longer than its limit with the limit alone, before reading its items', async () => {
    // 101 good names: the limit's message, nothing else.
    const long = await t.http
      .post('/api/download-files')
      .send({ files: Array.from({ length: 101 }, (_, i) => `foto-${i}.jpg`) });
    expect(long.status).toBe(400);
    expect(long.body.fields).toEqual({ files: 'Informe no máximo 100 itens.' });
    // 20,000 items of the wrong type: still only the limit (no item was transformed or checked).
    const member = await t.memberToken();
    const huge = await booking(
      member,
      Array.from({ length: 20_000 }, () => 'x'),
    );
    expect(huge.status).toBe(400);
    expect(huge.body.fields).toEqual({ invitations: 'Informe no máximo 10000 itens.' });
    // Within the limit, an item of the wrong type is named in Portuguese.
    const wrong = await booking(member, ['x']);
    expect(wrong.status).toBe(400);
    expect(wrong.body.fields).toEqual({ 'invitations.0': 'Valor inválido.' });
    // A DTO's own message for its limit is kept.
    const staff = await t.staffToken(Object.values(P));
    const many = await t.http
      .post('/api/associate/multiple')
      .auth(staff, { type: 'bearer' })
      .send({ ids: Array.from({ length: 101 }, () => randomUUID()) });
    expect(many.status).toBe(400);
    expect(many.body.fields).toEqual({ ids: 'No máximo 100 associados de uma vez.' });
  });

  it('names invalid fields as a member reads them, keeping the field paths for programs', async () => {
    const member = await t.memberToken();
    const one = await booking(member, [{ name: 'Maria Silva', doc: '111.444.777-00' }]);
    expect(one.status).toBe(400);
    expect(one.body).toEqual({
      statusCode: 400,
      error: 'Convidado 1: CPF inválido.',
      code: 'VALIDATION_FAILED',
      fields: { 'invitations.0.doc': 'CPF inválido.' },
      fieldMessages: { 'invitations.0.doc': 'Convidado 1: CPF inválido.' },
    });

    const two = await booking(member, [
      { name: 'Maria Silva', doc: '11144477735' },
      { name: '', doc: '123' },
    ]);
    expect(two.status).toBe(400);
    expect(two.body.error).toBe('Dados inválidos: verifique os campos destacados.');
    expect(two.body.fields).toEqual({
      'invitations.1.name': 'Este campo não pode estar vazio!',
      'invitations.1.doc': MSG.cpfMin11,
    });
    expect(two.body.fieldMessages).toEqual({
      'invitations.1.name': 'Convidado 2, Nome: Este campo não pode estar vazio!',
      'invitations.1.doc': `Convidado 2, CPF: ${MSG.cpfMin11}`,
    });

    // A top-level field: its label, unless the message already starts with it.
    const wrongType = await t.http.post('/api/download-file').send({ fileName: 12345 });
    expect(wrongType.body.error).toBe('Arquivo: Deve ser um texto.');
    expect(wrongType.body.fields).toEqual({ fileName: 'Deve ser um texto.' });
  });

  it('rejects huge strings inside the body limit with 400 and past it with 413', async () => {
    const long = await t.http.post('/api/download-file').send({ fileName: 'a'.repeat(5000) });
    expect(long.status).toBe(400);
    expect(long.body.fields.fileName).toBe('Máximo de 500 caracteres!');
    const huge = await t.http.post('/api/download-file').send({ fileName: 'a'.repeat(2_000_000) });
    expect(huge.status).toBe(413);
    expectShape(huge.body, 413, 'PAYLOAD_TOO_LARGE');
  });

  it('answers an unknown route with 404 ROUTE_NOT_FOUND', async () => {
    const res = await t.http.get('/api/does-not-exist');
    expect(res.status).toBe(404);
    expectShape(res.body, 404, 'ROUTE_NOT_FOUND');
  });

  it('closes staff routes to visitors (401), to tokens without the permission (403) and to member tokens', async () => {
    const id = '6f1c1a3e-1d1b-4c1c-9f7e-2b9f0c7a1d10';
    const anonymous = await t.http.delete(`/api/file/${id}`);
    expect(anonymous.status).toBe(401);
    expectShape(anonymous.body, 401, 'UNAUTHENTICATED');

    const weak = await t.http
      .delete(`/api/file/${id}`)
      .auth(await t.staffToken([P.listNews]), { type: 'bearer' });
    expect(weak.status).toBe(403);
    expect(weak.body.error).toBe('Nível de usuário insuficiente para o acesso');

    const member = await t.http
      .delete(`/api/file/${id}`)
      .auth(await t.memberToken(), { type: 'bearer' });
    expect(member.status).toBe(401);

    const allowed = await t.http
      .delete(`/api/file/${id}`)
      .auth(await t.staffToken([P.updateGallery]), { type: 'bearer' });
    expect(allowed.status).toBe(404);
    expectShape(allowed.body, 404, 'FILE_NOT_FOUND');
  });

  it('rejects a tampered or foreign-signed token', async () => {
    const powerful = await t.createStaff([P.updateGallery]);
    const token = await t.staffToken([]);
    const [h, p, s] = token.split('.');
    const payload = JSON.parse(Buffer.from(p, 'base64url').toString());
    payload.sub = powerful.id; // pretend to be someone else
    const forged = `${h}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.${s}`;
    const res = await t.http
      .delete('/api/file/6f1c1a3e-1d1b-4c1c-9f7e-2b9f0c7a1d10')
      .auth(forged, { type: 'bearer' });
    expect(res.status).toBe(401);
    const unsigned = `${h}.${p}.`;
    expect((await t.http.get('/api/users/me').auth(unsigned, { type: 'bearer' })).status).toBe(401);
  });

  it('answers a malformed id with 400 INVALID_ID, never a database error', async () => {
    const token = await t.staffToken([P.updateGallery]);
    for (const bad of ['abc', '1', "1' OR '1'='1", '6f1c1a3e-1d1b-4c1c-9f7e-2b9f0c7a1d1']) {
      const res = await t.http
        .delete(`/api/file/${encodeURIComponent(bad)}`)
        .auth(token, { type: 'bearer' });
      expect({ id: bad, status: res.status }).toEqual({ id: bad, status: 400 });
      expectShape(res.body, 400, 'INVALID_ID');
    }
  });

  it('returns a request id header, echoing a well-formed incoming one', async () => {
    const fresh = await t.http.get('/api/health');
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const echoed = await t.http.get('/api/health').set('X-Request-Id', 'trace-abc-12345');
    expect(echoed.headers['x-request-id']).toBe('trace-abc-12345');
    const rejected = await t.http.get('/api/health').set('X-Request-Id', 'bad id <script>');
    expect(rejected.headers['x-request-id']).not.toBe('bad id <script>');
  });

  it('sends security headers and limits CORS to the portal and admin origins', async () => {
    const res = await t.http.get('/api/health').set('Origin', 'http://portal.test');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers['access-control-allow-origin']).toBe('http://portal.test');

    const admin = await t.http
      .options('/api/download-file')
      .set('Origin', 'http://admin.test')
      .set('Access-Control-Request-Method', 'POST');
    expect(admin.headers['access-control-allow-origin']).toBe('http://admin.test');

    const evil = await t.http.get('/api/health').set('Origin', 'http://evil.test');
    expect(evil.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('serves Swagger UI and the OpenAPI JSON with every route and its permission', async () => {
    const ui = await t.http.get('/api/docs/');
    expect(ui.status).toBe(200);
    expect(ui.text).toContain('swagger-ui');
    const json = await t.http.get('/api/docs-json');
    expect(json.status).toBe(200);
    expect(Object.keys(json.body.paths)).toEqual(
      expect.arrayContaining([
        '/api/health',
        '/api/site-configuration-public',
        '/api/download-file',
        '/api/download-files',
        '/api/file/{id}',
      ]),
    );
    const del = json.body.paths['/api/file/{id}'].delete;
    expect(del['x-required-permissions']).toEqual([P.updateGallery]);
    // A staff token, or an integrator's API key carrying the permission (issue 27).
    expect(del.security).toEqual([{ staff: [] }, { apiKey: [] }]);
    // Routes of any signed-in staff member (own profile) and members' routes take no key.
    expect(json.body.paths['/api/users/me'].get.security).toEqual([{ staff: [] }]);
    expect(json.body.paths['/api/my-orders'].get.security).toEqual([{ member: [] }]);
  });

  it('documents, for every operation, who may call it and how it fails', () => {
    const doc = buildOpenApiDocument(t.app);
    const schemes = Object.keys(doc.components?.securitySchemes ?? {}).sort();
    expect(schemes).toEqual(['apiKey', 'member', 'staff']);
    const operations = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.entries(item as Record<string, Record<string, unknown>>).map(([method, op]) => ({
        route: `${method.toUpperCase()} ${path}`,
        op,
      })),
    );
    expect(operations.length).toBeGreaterThan(50);
    for (const { route, op } of operations) {
      const security = op['security'] as Record<string, string[]>[] | undefined;
      const responses = Object.keys(op['responses'] as object);
      expect({
        route,
        // Public: `security: []`; otherwise one bearer scheme of a realm.
        security: security?.length === 0 || security?.some((s) => 'staff' in s || 'member' in s),
        has4xx: responses.some((code) => code.startsWith('4')),
      }).toEqual({ route, security: true, has4xx: true });
    }
    const code = doc.components?.schemas?.['ErrorCode'] as { enum: string[] };
    expect([...code.enum].sort()).toEqual([...ERROR_CODES].sort());
    expect(doc.servers?.length).toBeGreaterThan(0);
  });
});
