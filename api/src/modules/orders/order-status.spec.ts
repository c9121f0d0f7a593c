import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { type MigratedSql, openMigratedSql } from '../../test/migrated-database.js';
import { OrderStatus } from './entities/order.entity.js';
import {
  effectiveOrderStatus,
  effectiveOrderStatusSql,
  orderDeadlinePassed,
  orderPayable,
  orderPayableSql,
  orderSettleable,
  payDeadline,
} from './order-status.js';

const { Pending, Finished, Cancelled, Expired } = OrderStatus;
const STATUSES = [Pending, Finished, Cancelled, Expired];
const HOUR = 3_600_000;
const NOW = Date.parse('2026-11-24T12:00:00.000Z');
const at = (offsetMs: number) => new Date(NOW + offsetMs);

describe('an order’s status now (order-status.ts)', () => {
  it('a Pendente past its deadline reads Expirado; before it, and every other status, as stored', () => {
    expect(effectiveOrderStatus({ status: Pending, expiresAt: at(-1) }, NOW)).toBe(Expired);
    expect(effectiveOrderStatus({ status: Pending, expiresAt: at(0) }, NOW)).toBe(Expired);
    expect(effectiveOrderStatus({ status: Pending, expiresAt: at(1) }, NOW)).toBe(Pending);
    expect(effectiveOrderStatus({ status: Pending, expiresAt: null }, NOW)).toBe(Pending);
    for (const status of [Finished, Cancelled, Expired]) {
      expect(effectiveOrderStatus({ status, expiresAt: at(-HOUR) }, NOW)).toBe(status);
    }
    expect(orderDeadlinePassed({ status: Finished, expiresAt: at(-1) }, NOW)).toBe(false);
  });

  it('still payable: Pendente and not past its deadline', () => {
    expect(orderPayable({ status: Pending, expiresAt: at(HOUR) }, NOW)).toBe(true);
    expect(orderPayable({ status: Pending, expiresAt: null }, NOW)).toBe(true);
    expect(orderPayable({ status: Pending, expiresAt: at(-HOUR) }, NOW)).toBe(false);
    expect(orderPayable({ status: Finished, expiresAt: null }, NOW)).toBe(false);
    expect(orderPayable({ status: Expired, expiresAt: at(HOUR) }, NOW)).toBe(false);
  });

  it('the deadline to pay is the earliest of the hold and any other limit (a Pix QR), null with none', () => {
    const hold = at(15 * 60_000);
    expect(payDeadline({ expiresAt: hold }, at(2 * HOUR))).toEqual(hold);
    expect(payDeadline({ expiresAt: at(3 * HOUR) }, at(2 * HOUR))).toEqual(at(2 * HOUR));
    expect(payDeadline({ expiresAt: null }, at(2 * HOUR))).toEqual(at(2 * HOUR));
    expect(payDeadline({ expiresAt: hold }, null, undefined)).toEqual(hold);
    expect(payDeadline({ expiresAt: null })).toBeNull();
  });

  it('a payment settles a Pendente or Expirado order (a late Pix), never a Finalizado or Cancelado one', () => {
    expect(STATUSES.filter(orderSettleable)).toEqual([Pending, Expired]);
  });
});

describe('the SQL twins say what the functions say', () => {
  let sql: MigratedSql;
  beforeAll(async () => {
    sql = await openMigratedSql();
  });
  afterAll(() => sql?.close());

  it('for every status with a deadline past, running or none', async () => {
    // Deadlines an hour from now either way: the database's now() and the test's agree on them.
    const now = Date.now();
    const deadlines = [null, new Date(now - HOUR), new Date(now + HOUR)];
    const rows = STATUSES.flatMap((status) => deadlines.map((expires) => ({ status, expires })));
    const values = rows
      .map(
        ({ status, expires }, i) =>
          `(${i}, ${status}, ${expires ? `'${expires.toISOString()}'::timestamptz` : 'NULL::timestamptz'})`,
      )
      .join(', ');
    const answers = await sql.rows<{ effective: number; payable: boolean }>(
      `SELECT ${effectiveOrderStatusSql('o')} AS effective, ${orderPayableSql('o')} AS payable
         FROM (VALUES ${values}) AS o (id, status, expires_at) ORDER BY o.id`,
    );
    expect(answers).toHaveLength(rows.length);
    answers.forEach((a, i) => {
      const o = { status: rows[i].status, expiresAt: rows[i].expires };
      expect({ row: rows[i], effective: Number(a.effective), payable: a.payable }).toEqual({
        row: rows[i],
        effective: effectiveOrderStatus(o, now),
        payable: orderPayable(o, now),
      });
    });
  });
});
