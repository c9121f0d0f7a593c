import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { API_KEY_RATE_LIMIT_PER_MINUTE, ErrorCode, P } from '@clube/shared';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/** Polls `done` until it holds (at most 10 s). */
async function waitUntil(done: () => Promise<boolean>): Promise<void> {
  const until = Date.now() + 10_000;
  while (!(await done())) {
    if (Date.now() > until) throw new Error('timed out waiting for the condition');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const PERIOD = { startsAt: '2026-01-01', endsAt: '2026-01-31' };

/**
 * Integrators' API keys (issue 27): staff create keys carrying some of their permissions; a key
 * is sent as `Authorization: Bearer ck_live_…` and acts as a staff principal with exactly those
 * permissions, rate-limited, audited on mutating routes, refused at once when revoked.
 */
describe('API keys', () => {
  let t: TestApp;
  let manager: string;
  beforeAll(async () => {
    t = await createTestApp();
    manager = await t.staffToken([
      P.listApiKey,
      P.insertApiKey,
      P.deleteApiKey,
      P.listReportPayments,
      P.insertBarredCpf,
      P.listBarredCpf,
    ]);
  });
  afterAll(() => t?.close());

  const createKey = (body: object, token = manager) =>
    t.http.post('/api/api-keys').auth(token, { type: 'bearer' }).send(body);
  const readReport = (key: string) =>
    t.http.post('/api/report-payments').auth(key, { type: 'bearer' }).send(PERIOD);

  async function newKey(permissions: string[], extra: object = {}) {
    const res = await createKey({ name: 'Contabilidade', permissions, ...extra });
    expect(res.status).toBe(201);
    return res.body as { id: string; key: string; prefix: string };
  }

  it('a key with list-report-payments reads the charges report and nothing else', async () => {
    const created = await createKey({
      name: '  Contabilidade (ERP) ',
      permissions: [P.listReportPayments],
      expiresOn: '2999-12-31',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Contabilidade (ERP)',
      permissions: [P.listReportPayments],
      lastUsedAt: null,
      revokedAt: null,
      status: { id: 'active', description: 'Ativa' },
    });
    const { key, prefix } = created.body as { key: string; prefix: string };
    expect(key).toMatch(/^ck_live_[A-Za-z0-9_-]{55}$/);
    expect(key.startsWith(prefix)).toBe(true);

    const report = await readReport(key);
    expect(report.status).toBe(200);
    expect(report.body).toMatchObject({ total: 0, data: [] });

    // Another staff route (a permission the key lacks), a route of any staff member, a member route.
    const other = await t.http.get('/api/barred-cpf').auth(key, { type: 'bearer' });
    expect(other.status).toBe(403);
    expect(other.body).toMatchObject({ statusCode: 403, code: ErrorCode.Forbidden });
    const me = await t.http.get('/api/users/me').auth(key, { type: 'bearer' });
    expect(me.status).toBe(403);
    expect(me.body.error).toBe(
      'Esta rota é só para pessoas da equipe: uma chave de API acessa apenas as rotas que exigem uma das permissões dela.',
    );
    const member = await t.http.get('/api/my-orders').auth(key, { type: 'bearer' });
    expect(member.status).toBe(403);
    expect(member.body.error).toBe('Chaves de API não acessam a área do associado.');

    // The list shows it, never its secret, with its last use noted.
    const list = await t.http.get('/api/api-keys').auth(manager, { type: 'bearer' });
    expect(list.status).toBe(200);
    const listed = (list.body.data as { id: string; lastUsedAt: string | null }[]).find(
      (k) => k.id === created.body.id,
    );
    expect(listed?.lastUsedAt).not.toBeNull();
    expect(JSON.stringify(list.body)).not.toContain(key);
  });

  it('a revoked key is refused at once (401); so is an expired one and a made-up one', async () => {
    const { id, key } = await newKey([P.listReportPayments]);
    expect((await readReport(key)).status).toBe(200);
    const revoked = await t.http.delete(`/api/api-keys/${id}`).auth(manager, { type: 'bearer' });
    expect(revoked.status).toBe(200);
    expect(revoked.body.status).toEqual({ id: 'revoked', description: 'Revogada' });
    const after = await readReport(key);
    expect(after.status).toBe(401);
    expect(after.body).toEqual({
      statusCode: 401,
      error: 'Chave de API inválida, expirada ou revogada.',
      code: ErrorCode.Unauthenticated,
    });

    const expiring = await newKey([P.listReportPayments]);
    expect((await readReport(expiring.key)).status).toBe(200);
    await t.dataSource.query(
      `UPDATE api_key SET expires_at = now() - interval '1 second' WHERE id = $1`,
      [expiring.id],
    );
    expect((await readReport(expiring.key)).status).toBe(401);
    const list = await t.http.get('/api/api-keys').auth(manager, { type: 'bearer' });
    const row = (list.body.data as { id: string; status: { id: string } }[]).find(
      (k) => k.id === expiring.id,
    );
    expect(row?.status).toEqual({ id: 'expired', description: 'Expirada' });

    // The right public id with a wrong secret, and garbage with the prefix.
    const forged = `${expiring.key.slice(0, 20)}${'A'.repeat(43)}`;
    expect((await readReport(forged)).status).toBe(401);
    expect((await readReport('ck_live_nope')).status).toBe(401);
  });

  it('a key never holds more than its creator', async () => {
    const limited = await t.staffToken([P.insertApiKey, P.listReportPayments]);
    const refused = await createKey(
      { name: 'BI', permissions: [P.listReportPayments, P.listAssociate] },
      limited,
    );
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe(
      `Você não pode dar a uma chave uma permissão que não tem: ${P.listAssociate}.`,
    );
    expect(refused.body.fields).toHaveProperty('permissions');
    const [{ n }] = await t.dataSource.query(
      `SELECT count(*)::int AS n FROM api_key WHERE name = 'BI'`,
    );
    expect(n).toBe(0);

    // Unknown permissions, the keys' own, a past expiry and no permission at all: 400.
    for (const body of [
      { name: 'X', permissions: ['list-everything'] },
      { name: 'X', permissions: [P.insertApiKey] },
      { name: 'X', permissions: [P.listReportPayments], expiresOn: '2020-01-01' },
      { name: 'X', permissions: [] },
      { name: '', permissions: [P.listReportPayments] },
    ]) {
      const res = await createKey(body);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe(ErrorCode.ValidationFailed);
    }

    // A staff member without insert-api-key creates nothing.
    const other = await createKey(
      { name: 'Y', permissions: [P.listReportPayments] },
      await t.staffToken([P.listReportPayments]),
    );
    expect(other.status).toBe(403);

    // When the creator loses a permission, so do their keys.
    const creator = await t.createStaff([P.insertApiKey, P.listReportPayments]);
    const created = await createKey(
      { name: 'Z', permissions: [P.listReportPayments] },
      await t.tokenFor('staff', creator.id),
    );
    expect(created.status).toBe(201);
    expect((await readReport(created.body.key)).status).toBe(200);
    await t.dataSource.query(
      `DELETE FROM user_permission WHERE user_id = $1
          AND permission_id = (SELECT id FROM permission WHERE description = $2)`,
      [creator.id, P.listReportPayments],
    );
    expect((await readReport(created.body.key)).status).toBe(403);
  });

  it('a mutating request with a key is in the audit log, as are the key’s creation and revocation', async () => {
    const { id, key } = await newKey([P.insertBarredCpf]);
    const res = await t.http
      .post('/api/barred-cpf')
      .auth(key, { type: 'bearer' })
      .send({ cpf: '529.982.247-25', reason: 'Teste de integração.' });
    expect(res.status).toBe(201);
    // A refused one too.
    expect((await t.http.delete('/api/barred-cpf/1').auth(key, { type: 'bearer' })).status).toBe(
      403,
    );

    type Row = { actor_name: string; at: Date; changes: { field: string; to: unknown }[] };
    const requests = async () =>
      (await t.dataSource.query(
        `SELECT actor_name, at, changes FROM audit_log
          WHERE entity_type = 'api-key' AND entity_id = $1 AND action = 'request'`,
        [id],
      )) as Row[];
    await waitUntil(async () => (await requests()).length === 2);
    const fields = (r: Row) => Object.fromEntries(r.changes.map((c) => [c.field, c.to]));
    // Each entry is written once its response is sent, so the writes may land in either order;
    // each is timed at its request's arrival.
    const rows = await requests();
    const post = rows.find((r) => fields(r).method === 'POST');
    const refused = rows.find((r) => fields(r).method === 'DELETE');
    expect(post?.actor_name).toBe('Chave de API: Contabilidade');
    expect(post && fields(post)).toEqual({ method: 'POST', route: '/api/barred-cpf', status: 201 });
    expect(refused && fields(refused)).toEqual({
      method: 'DELETE',
      route: '/api/barred-cpf/1',
      status: 403,
    });
    const arrival = (r: Row | undefined) => (r ? new Date(r.at).getTime() : NaN);
    expect(arrival(post)).toBeLessThanOrEqual(arrival(refused));

    await t.http.delete(`/api/api-keys/${id}`).auth(manager, { type: 'bearer' });
    const life: { action: string }[] = await t.dataSource.query(
      `SELECT action FROM audit_log
        WHERE entity_type = 'api-key' AND entity_id = $1 AND action <> 'request' ORDER BY at`,
      [id],
    );
    expect(life.map((r) => r.action)).toEqual(['create', 'revoke']);
  });

  it(`a key making more than ${API_KEY_RATE_LIMIT_PER_MINUTE} requests in a minute gets 429`, async () => {
    const { id, key } = await newKey([P.listReportPayments]);
    expect((await readReport(key)).status).toBe(200);
    // The minute's counter as if the key had made its allowance already.
    await t.dataSource.query(`UPDATE rate_limit_bucket SET hits = $2 WHERE key = $1`, [
      `api-key:${id}`,
      API_KEY_RATE_LIMIT_PER_MINUTE,
    ]);
    const res = await readReport(key);
    expect(res.status).toBe(429);
    expect(res.body.code).toBe(ErrorCode.TooManyRequests);
    expect(res.body.error).toMatch(
      new RegExp(
        `^Limite de ${API_KEY_RATE_LIMIT_PER_MINUTE} requisições por minuto desta chave de API atingido\\. Aguarde \\d+ segundos? e tente novamente\\.$`,
      ),
    );
    // Another key is not affected.
    expect((await readReport((await newKey([P.listReportPayments])).key)).status).toBe(200);
  });

  it('the key is in no table in clear, only its public id and hash', async () => {
    const { id, key } = await newKey([P.listReportPayments, P.insertBarredCpf]);
    expect((await readReport(key)).status).toBe(200);
    const cpf = await t.http
      .post('/api/barred-cpf')
      .auth(key, { type: 'bearer' })
      .send({ cpf: '111.444.777-35', reason: 'Segredo.' });
    expect(cpf.status).toBe(201);
    // Its request is audited (after the response): wait for the row before looking.
    await waitUntil(async () => {
      const [{ n }] = await t.dataSource.query(
        `SELECT count(*)::int AS n FROM audit_log WHERE action = 'request' AND entity_id = $1`,
        [id],
      );
      return n > 0;
    });
    const secret = key.slice(20);
    const tables: { table_name: string }[] = await t.dataSource.query(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'",
    );
    expect(tables.map((r) => r.table_name)).toContain('api_key');
    for (const { table_name } of tables) {
      const [{ dump }] = await t.dataSource.query(
        `SELECT COALESCE(string_agg(row_to_json(x)::text, ' '), '') AS dump FROM "${table_name}" x`,
      );
      expect(dump).not.toContain(key);
      expect(dump).not.toContain(secret);
    }
  });
});
