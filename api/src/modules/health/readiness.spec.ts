import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { ReadinessState } from '../../platform/lifecycle/readiness.state.js';

describe('health: liveness and readiness', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('GET /api/health/live answers without asking the database', async () => {
    const res = await t.http.get('/api/health/live');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok', uptimeSeconds: expect.any(Number) });
  });

  it('GET /api/health/ready is 200 with the database up and every migration applied', async () => {
    const res = await t.http.get('/api/health/ready');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'ok', database: 'up', migrations: 'applied' });
  });

  it('readiness is 503 while a migration is missing, liveness and /api/health stay 200', async () => {
    const [last] = await t.dataSource.query(
      'SELECT id, timestamp, name FROM migrations ORDER BY id DESC LIMIT 1',
    );
    await t.dataSource.query('DELETE FROM migrations WHERE id = $1', [last.id]);
    try {
      const res = await t.http.get('/api/health/ready');
      expect(res.status).toBe(503);
      expect(res.body).toEqual({
        statusCode: 503,
        error: 'Banco de dados com migrações pendentes.',
        code: 'MIGRATIONS_PENDING',
      });
      expect((await t.http.get('/api/health/live')).status).toBe(200);
      expect((await t.http.get('/api/health')).status).toBe(200);
    } finally {
      await t.dataSource.query('INSERT INTO migrations (id, timestamp, name) VALUES ($1, $2, $3)', [
        last.id,
        last.timestamp,
        last.name,
      ]);
    }
    expect((await t.http.get('/api/health/ready')).status).toBe(200);
  });

  it('draining: readiness 503 at once, every answer closes its connection, requests still served', async () => {
    t.app.get(ReadinessState).startDraining();
    const ready = await t.http.get('/api/health/ready');
    expect(ready.status).toBe(503);
    expect(ready.body).toMatchObject({ statusCode: 503, code: 'SERVICE_DRAINING' });
    expect(ready.headers['connection']).toBe('close');
    const live = await t.http.get('/api/health/live');
    expect(live.status).toBe(200);
    expect(live.headers['connection']).toBe('close');
    const site = await t.http.get('/api/site-configuration-public');
    expect(site.status).toBe(200);
  });
});
