import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { P } from '@clube/shared';
import { STORAGE_DRIVER } from '../../platform/storage/storage.driver.js';
import { seedDemoCards } from '../../seed/demo-cards.js';
import { DEMO_MEMBER } from '../../seed/demo-seed.js';
import { isStored } from '../../test/content-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { Associate as AssociateEntity } from '../associates/entities/associate.entity.js';
import { Card } from './entities/card.entity.js';

describe('demo cards (seed)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SEED_DEMO: 'true' });
  });
  afterAll(() => t?.close());

  it('gives the demo member and both dependents active cards the gate accepts, once', async () => {
    const socio = await t.dataSource
      .getRepository(AssociateEntity)
      .findOneOrFail({ where: { email: DEMO_MEMBER.email }, relations: { dependents: true } });
    const staff = await t.staffToken([P.listCard, P.listAccessValidation]);
    const res = await t.http
      .get('/api/card?take=100&sort=validationCode')
      .auth(staff, { type: 'bearer' });
    const mine = (res.body.data as { owner: { holder: { id: string } } }[]).filter(
      (c) => c.owner.holder.id === socio.id,
    ) as unknown as { ownerId: string; validationCode: number; qrToken: string; picture: string }[];
    expect(mine.map((c) => c.ownerId).sort()).toEqual(
      [socio.id, ...socio.dependents.map((d) => d.id)].sort(),
    );
    expect(mine.map((c) => c.validationCode).sort()).toEqual([10001, 10002, 10003]);
    for (const c of mine) {
      expect(isStored(t, c.picture)).toBe(true);
      const check = await t.http
        .post('/api/card/verify')
        .auth(staff, { type: 'bearer' })
        .send({ token: c.qrToken });
      expect(check.body.verdict).toBe('valid');
    }
    const count = await t.dataSource.getRepository(Card).count();
    await seedDemoCards(t.dataSource, t.app.get(STORAGE_DRIVER), DEMO_MEMBER.email);
    expect(await t.dataSource.getRepository(Card).count()).toBe(count);
  });
});
