import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { AuditService, diffFields } from './audit.service.js';
import { AuditLog } from './entities/audit-log.entity.js';

describe('audit log', () => {
  it('diffs the listed fields only, dates as ISO text, secrets never', () => {
    const at = new Date('2026-01-02T03:04:05.000Z');
    expect(
      diffFields(
        { name: 'A', phone: '1', passwordHash: 'x', when: null, list: [1] },
        { name: 'B', phone: '1', passwordHash: 'y', when: at, list: [1] },
        ['name', 'phone', 'passwordHash', 'when', 'list'],
      ),
    ).toEqual([
      { field: 'name', from: 'A', to: 'B' },
      { field: 'when', from: null, to: '2026-01-02T03:04:05.000Z' },
    ]);
    expect(diffFields({}, { name: 'Novo' }, ['name', 'rg'])).toEqual([
      { field: 'name', from: null, to: 'Novo' },
    ]);
  });

  describe('record and history', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp();
    });
    afterAll(() => t?.close());

    it('writes in the caller transaction (rolled back with it), with the actor name snapshot', async () => {
      const audit = t.app.get(AuditService);
      const staff = await t.createStaff([], { name: 'Rita', surname: 'Auditora' });
      const associateId = '6b0f3a52-3c1e-4c55-9a55-111111111111';
      await t.dataSource.transaction(async (tx) => {
        await audit.record(tx, {
          actorId: staff.id,
          entityType: 'card',
          entityId: 42,
          associateId,
          action: 'create',
          changes: [
            { field: 'expiresAt', from: null, to: '2029-01-01' },
            { field: 'password', from: null, to: 'segredo' },
          ],
        });
        // An update that changes nothing writes nothing.
        await audit.record(tx, {
          actorId: staff.id,
          entityType: 'card',
          entityId: 42,
          associateId,
          action: 'update',
          changes: [],
        });
        await audit.record(tx, {
          actorId: null,
          entityType: 'card',
          entityId: 42,
          associateId,
          action: 'update',
          changes: [{ field: 'status', from: 1, to: 2 }],
        });
      });
      await expect(
        t.dataSource.transaction(async (tx) => {
          await audit.record(tx, {
            actorId: staff.id,
            actorName: 'Outro',
            entityType: 'card',
            entityId: 43,
            associateId,
            action: 'delete',
            changes: [],
          });
          throw new Error('desfeito');
        }),
      ).rejects.toThrow('desfeito');

      const rows = await t.dataSource.getRepository(AuditLog).findBy({ associateId });
      expect(rows).toHaveLength(2);
      const page = await audit.history(associateId, { take: 10 });
      expect(page.total).toBe(2);
      expect(page.data.map((e) => e.action)).toEqual(['update', 'create']);
      expect(page.data[0].actor).toEqual({ id: null, name: 'Sistema' });
      expect(page.data[1]).toMatchObject({
        actor: { id: staff.id, name: 'Rita Auditora' },
        entityType: 'card',
        entityId: '42',
        changes: [{ field: 'expiresAt', from: null, to: '2029-01-01' }],
      });
    });
  });
});
