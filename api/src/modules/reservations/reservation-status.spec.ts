import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { type MigratedSql, openMigratedSql } from '../../test/migrated-database.js';
import { ReservationStatus } from './entities/local-reservation.entity.js';
import {
  cancelUntil,
  effectiveReservationStatus,
  effectiveReservationStatusSql,
  guestsEditable,
  holdRunOut,
  holdRunOutSql,
  occupiesSlot,
  occupiesSlotSql,
  readsAsSql,
} from './reservation-status.js';

const { Pending, Confirmed, Cancelled, Expired } = ReservationStatus;
const STATUSES = [Pending, Confirmed, Cancelled, Expired];
const HOUR = 3_600_000;
const NOW = Date.parse('2026-11-24T12:00:00.000Z');
const at = (offsetMs: number) => new Date(NOW + offsetMs);

describe('a reservation’s status now (reservation-status.ts)', () => {
  it('a Pendente past its hold reads Expirada; before it, and every other status, as stored', () => {
    expect(effectiveReservationStatus({ status: Pending, holdExpiresAt: at(-1) }, NOW)).toBe(
      Expired,
    );
    expect(effectiveReservationStatus({ status: Pending, holdExpiresAt: at(0) }, NOW)).toBe(
      Expired,
    );
    expect(effectiveReservationStatus({ status: Pending, holdExpiresAt: at(1) }, NOW)).toBe(
      Pending,
    );
    expect(effectiveReservationStatus({ status: Pending, holdExpiresAt: null }, NOW)).toBe(Pending);
    for (const status of [Confirmed, Cancelled, Expired]) {
      expect(effectiveReservationStatus({ status, holdExpiresAt: at(-HOUR) }, NOW)).toBe(status);
    }
    expect(holdRunOut({ status: Pending, holdExpiresAt: at(-1) }, NOW)).toBe(true);
    expect(holdRunOut({ status: Expired, holdExpiresAt: at(-1) }, NOW)).toBe(false);
  });

  it('occupies its slot: Confirmada, or Pendente whose hold has not run out', () => {
    expect(occupiesSlot({ status: Confirmed, holdExpiresAt: null }, NOW)).toBe(true);
    expect(occupiesSlot({ status: Pending, holdExpiresAt: at(HOUR) }, NOW)).toBe(true);
    expect(occupiesSlot({ status: Pending, holdExpiresAt: at(-HOUR) }, NOW)).toBe(false);
    expect(occupiesSlot({ status: Cancelled, holdExpiresAt: null }, NOW)).toBe(false);
    expect(occupiesSlot({ status: Expired, holdExpiresAt: null }, NOW)).toBe(false);
  });

  it('cancel until: Confirmada the settings’ hours before the start, Pendente the start, else never', () => {
    const startsAt = at(48 * HOUR);
    expect(cancelUntil({ status: Confirmed, holdExpiresAt: null, startsAt }, 24, NOW)).toEqual(
      at(24 * HOUR),
    );
    expect(cancelUntil({ status: Pending, holdExpiresAt: at(HOUR), startsAt }, 24, NOW)).toEqual(
      startsAt,
    );
    expect(cancelUntil({ status: Pending, holdExpiresAt: at(-1), startsAt }, 24, NOW)).toBeNull();
    expect(cancelUntil({ status: Cancelled, holdExpiresAt: null, startsAt }, 24, NOW)).toBeNull();
  });

  it('guests editable while it occupies its slot and has not started', () => {
    const r = { status: Confirmed, holdExpiresAt: null };
    expect(guestsEditable({ ...r, startsAt: at(1) }, NOW)).toBe(true);
    expect(guestsEditable({ ...r, startsAt: at(0) }, NOW)).toBe(false);
    expect(guestsEditable({ ...r, status: Cancelled, startsAt: at(HOUR) }, NOW)).toBe(false);
    expect(
      guestsEditable({ status: Pending, holdExpiresAt: at(-1), startsAt: at(HOUR) }, NOW),
    ).toBe(false);
  });
});

describe('the SQL twins say what the functions say', () => {
  let sql: MigratedSql;
  beforeAll(async () => {
    sql = await openMigratedSql();
  });
  afterAll(() => sql?.close());

  it('for every status with a hold past, running or none', async () => {
    // Holds an hour from now either way: the database's now() and the test's agree on them.
    const now = Date.now();
    const holds = [null, new Date(now - HOUR), new Date(now + HOUR)];
    const rows = STATUSES.flatMap((status) => holds.map((hold) => ({ status, hold })));
    const values = rows
      .map(
        ({ status, hold }, i) =>
          `(${i}, ${status}, ${hold ? `'${hold.toISOString()}'::timestamptz` : 'NULL::timestamptz'})`,
      )
      .join(', ');
    const answers = await sql.rows<Record<string, unknown>>(
      `SELECT r.id, ${effectiveReservationStatusSql('r')} AS effective,
              ${occupiesSlotSql('r')} AS occupies, coalesce(${holdRunOutSql('r')}, false) AS run_out,
              ${STATUSES.map((s) => `${readsAsSql('r', s)} AS reads_${s}`).join(', ')}
         FROM (VALUES ${values}) AS r (id, status, hold_expires_at) ORDER BY r.id`,
    );
    expect(answers).toHaveLength(rows.length);
    answers.forEach((a, i) => {
      const r = { status: rows[i].status, holdExpiresAt: rows[i].hold };
      const effective = effectiveReservationStatus(r, now);
      expect({ row: rows[i], effective: Number(a['effective']) }).toEqual({
        row: rows[i],
        effective,
      });
      expect({ row: rows[i], occupies: a['occupies'] }).toEqual({
        row: rows[i],
        occupies: occupiesSlot(r, now),
      });
      expect(a['run_out']).toBe(holdRunOut(r, now));
      for (const s of STATUSES) expect(a[`reads_${s}`] ?? false).toBe(effective === s);
    });
  });
});
