import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Company } from './modules/companies/entities/company.entity.js';
import { LocalType } from './modules/local-types/entities/local-type.entity.js';
import { ReservationInterval } from './modules/reservation-intervals/entities/reservation-interval.entity.js';
import { SiteConfiguration } from './modules/site-configuration/entities/site-configuration.entity.js';
import { Sport } from './modules/sports/entities/sport.entity.js';
import {
  DEMO_COMPANIES,
  DEMO_INTERVALS,
  DEMO_LOCAL_TYPES,
  DEMO_SPORTS,
  seedDemo,
} from './seed/demo-seed.js';
import { createTestApp, type TestApp } from './test/test-app.js';

describe('database: migrations, drift, seed, health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { emptyDatabase: true });
  });
  afterAll(() => t?.close());

  it('runs every migration on a fresh database and needs no more', async () => {
    const applied = await t.dataSource.query('SELECT name FROM migrations');
    expect(applied.length).toBe(t.dataSource.migrations.length);
    expect(await t.dataSource.showMigrations()).toBe(false);
    const pending = await t.dataSource.driver.createSchemaBuilder().log();
    expect(pending.upQueries.map((q) => q.query)).toEqual([]);
  });

  it('seeds the demo data once, and a second run changes nothing staff edited', async () => {
    await seedDemo(t.dataSource);
    const repo = t.dataSource.getRepository(SiteConfiguration);
    expect(await repo.count()).toBe(1);
    await repo.update({ id: 1 }, { primaryColor: '#000000' });
    await seedDemo(t.dataSource);
    expect(await repo.count()).toBe(1);
    expect((await repo.findOneByOrFail({ id: 1 })).primaryColor).toBe('#000000');
  });

  it('seeds the demo companies, sports and intervals once, whatever case staff gave them', async () => {
    const companies = t.dataSource.getRepository(Company);
    const sports = t.dataSource.getRepository(Sport);
    const intervals = t.dataSource.getRepository(ReservationInterval);
    expect(await companies.count()).toBe(DEMO_COMPANIES.length);
    expect(await sports.count()).toBe(DEMO_SPORTS.length);
    expect(await intervals.count()).toBe(DEMO_INTERVALS.length);
    expect(await t.dataSource.getRepository(LocalType).count()).toBe(DEMO_LOCAL_TYPES.length);
    await sports.update({ description: 'Natação' }, { description: 'NATAÇÃO' });
    await seedDemo(t.dataSource);
    expect(await companies.count()).toBe(DEMO_COMPANIES.length);
    expect(await sports.count()).toBe(DEMO_SPORTS.length);
    expect(await intervals.count()).toBe(DEMO_INTERVALS.length);
    expect(await t.dataSource.getRepository(LocalType).count()).toBe(DEMO_LOCAL_TYPES.length);
  });

  it('GET /api/health reports the database up', async () => {
    const res = await t.http.get('/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'ok',
      database: 'up',
      databaseKind: process.env['DATABASE_URL'] ? 'postgresql' : 'embedded',
    });
  });

  it('GET /api/health answers 503 with the error shape when the database is gone', async () => {
    await t.dataSource.destroy();
    const res = await t.http.get('/api/health');
    expect(res.status).toBe(503);
    expect(res.body).toEqual({
      statusCode: 503,
      error: 'Banco de dados indisponível.',
      code: 'DATABASE_UNAVAILABLE',
    });
    await t.dataSource.initialize();
  });
});
