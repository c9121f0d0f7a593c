import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import type { DatabaseRuntime } from '../../platform/database/database-runtime.js';
import { createScratchDatabase } from '../../platform/database/scratch-database.js';
import { WaitlistStatus } from './entities/event-waitlist.entity.js';
import { TicketStatus } from './entities/ticket.entity.js';
import { countsAsFree, freeTicketSql } from './free-guests.js';
import {
  activeTicketSql,
  dueOfferSql,
  dueTicketSql,
  effectiveTicketStatus,
  expiredTicketSql,
  heldTicketSql,
  isActiveTicket,
  isOpenOffer,
  openOfferSql,
  oversold,
  ticketsLeft,
  ticketsLeftSql,
} from './ticket-stock.js';

const HOUR = 3_600_000;
const NOW = Date.now();
const past = new Date(NOW - HOUR);
const future = new Date(NOW + HOUR);

describe('the stock in memory', () => {
  it('a Pendente past its hold reads Expirado; nothing else changes', () => {
    expect(effectiveTicketStatus({ status: TicketStatus.Pending, holdExpiresAt: past }, NOW)).toBe(
      TicketStatus.Expired,
    );
    const ticket = (status: TicketStatus, holdExpiresAt: Date | null) => ({
      status,
      holdExpiresAt,
    });
    // The hold ends at its instant: held before it, expired at it.
    expect(effectiveTicketStatus(ticket(TicketStatus.Pending, new Date(NOW)), NOW)).toBe(
      TicketStatus.Expired,
    );
    expect(effectiveTicketStatus(ticket(TicketStatus.Pending, new Date(NOW + 1)), NOW)).toBe(
      TicketStatus.Pending,
    );
    for (const status of [TicketStatus.Confirmed, TicketStatus.Cancelled, TicketStatus.Expired]) {
      expect(effectiveTicketStatus(ticket(status, past), NOW)).toBe(status);
    }
  });

  it('active: Confirmado, or Pendente still held', () => {
    const active = (status: TicketStatus, hold: Date | null) =>
      isActiveTicket({ status, holdExpiresAt: hold }, NOW);
    expect(active(TicketStatus.Confirmed, null)).toBe(true);
    expect(active(TicketStatus.Pending, future)).toBe(true);
    expect(active(TicketStatus.Pending, past)).toBe(false);
    expect(active(TicketStatus.Cancelled, future)).toBe(false);
    expect(active(TicketStatus.Expired, future)).toBe(false);
  });

  it('an offer holds tickets while open', () => {
    const open = (status: WaitlistStatus, offerExpiresAt: Date | null) =>
      isOpenOffer({ status, offerExpiresAt }, NOW);
    expect(open(WaitlistStatus.Offered, future)).toBe(true);
    expect(open(WaitlistStatus.Offered, past)).toBe(false);
    // At the instant it runs out it holds nothing any more (as `offer_expires_at > now()`).
    expect(open(WaitlistStatus.Offered, new Date(NOW))).toBe(false);
    expect(open(WaitlistStatus.Waiting, future)).toBe(false);
    expect(open(WaitlistStatus.Served, future)).toBe(false);
  });

  it('tickets left: total − active − offered, never below 0; oversold beyond it', () => {
    expect(ticketsLeft({ total: 10, active: 3, offered: 2 })).toBe(5);
    expect(ticketsLeft({ total: 10, active: 8, offered: 2 })).toBe(0);
    expect(ticketsLeft({ total: 10, active: 9, offered: 3 })).toBe(0);
    expect(oversold({ total: 10, active: 8, offered: 2 })).toBe(false);
    expect(oversold({ total: 10, active: 9, offered: 2 })).toBe(true);
  });
});

/**
 * The SQL fragments and their twins agree, row by row: every status with a hold or offer past,
 * to come, or none, on a scratch database (PGlite, or the server of DATABASE_URL) with tables of
 * the same names and columns.
 */
describe('the stock in SQL and in memory agree', () => {
  let runtime: DatabaseRuntime;
  let db: pg.Client;

  beforeAll(async () => {
    runtime = await createScratchDatabase(process.env['DATABASE_URL']);
    db = new pg.Client({ connectionString: runtime.url });
    await db.connect();
    await db.query(`
      CREATE TABLE event (id int PRIMARY KEY, tickets_total int NOT NULL);
      CREATE TABLE ticket (id serial PRIMARY KEY, event_id int, order_id int, status smallint,
        hold_expires_at timestamptz, value_cents int, kind varchar(10));
      CREATE TABLE event_waitlist (id serial PRIMARY KEY, event_id int, associate_id uuid,
        status smallint, offered_quantity smallint, offer_expires_at timestamptz)`);
  }, 60_000);
  afterAll(async () => {
    await db?.end();
    await runtime?.stop();
  });

  const holds = [null, past, future];
  /** A fragment as a WHERE clause reads it (NULL, e.g. of a missing hold, is not true). */
  const asCondition = (sql: string) => `COALESCE(${sql}, false)`;
  const ticketStatuses = [
    TicketStatus.Confirmed,
    TicketStatus.Pending,
    TicketStatus.Cancelled,
    TicketStatus.Expired,
  ];

  it('a ticket: active, held, due, expired; a free ticket', async () => {
    const rows = ticketStatuses.flatMap((status) =>
      holds.flatMap((hold) =>
        [0, 3000].flatMap((value) =>
          ['associate', 'dependent', 'guest'].map((kind) => ({ status, hold, value, kind })),
        ),
      ),
    );
    for (const [i, r] of rows.entries()) {
      await db.query(
        `INSERT INTO ticket (id, event_id, order_id, status, hold_expires_at, value_cents, kind)
         VALUES ($1, 1, 1, $2, $3, $4, $5)`,
        [10_000 + i, r.status, r.hold, r.value, r.kind],
      );
    }
    const { rows: read } = await db.query<{
      id: number;
      active: boolean;
      held: boolean;
      due: boolean;
      expired: boolean;
      free: boolean;
    }>(
      `SELECT t.id, ${asCondition(activeTicketSql())} AS active,
              ${asCondition(heldTicketSql())} AS held, ${asCondition(dueTicketSql())} AS due,
              ${asCondition(expiredTicketSql())} AS expired, ${asCondition(freeTicketSql())} AS free
         FROM ticket t WHERE t.id >= 10000 ORDER BY t.id`,
    );
    const twins = rows.map((r, i) => {
      const t = { status: r.status, holdExpiresAt: r.hold };
      const status = effectiveTicketStatus(t, NOW);
      return {
        id: 10_000 + i,
        active: isActiveTicket(t, NOW),
        held: status === TicketStatus.Pending,
        due: r.status === TicketStatus.Pending && status === TicketStatus.Expired,
        expired: status === TicketStatus.Expired,
        free: countsAsFree({ kind: r.kind as 'guest', value: r.value }),
      };
    });
    expect(read).toEqual(twins);
  });

  it('an offer: open or due', async () => {
    const statuses = [
      WaitlistStatus.Waiting,
      WaitlistStatus.Offered,
      WaitlistStatus.Served,
      WaitlistStatus.Expired,
      WaitlistStatus.Left,
    ];
    const rows = statuses.flatMap((status) => holds.map((until) => ({ status, until })));
    for (const [i, r] of rows.entries()) {
      await db.query(
        `INSERT INTO event_waitlist (id, event_id, status, offered_quantity, offer_expires_at)
         VALUES ($1, 99, $2, 1, $3)`,
        [10_000 + i, r.status, r.until],
      );
    }
    const { rows: read } = await db.query<{ open: boolean; due: boolean }>(
      `SELECT ${asCondition(openOfferSql())} AS open, ${asCondition(dueOfferSql())} AS due
         FROM event_waitlist w WHERE w.event_id = 99 ORDER BY w.id`,
    );
    expect(read).toEqual(
      rows.map((r) => ({
        open: isOpenOffer({ status: r.status, offerExpiresAt: r.until }, NOW),
        due: r.status === WaitlistStatus.Offered && r.until !== null && r.until.getTime() <= NOW,
      })),
    );
  });

  it("an event's tickets left, for anybody and for a member with his own offer", async () => {
    const me = '00000000-0000-4000-8000-000000000001';
    const other = '00000000-0000-4000-8000-000000000002';
    await db.query('INSERT INTO event (id, tickets_total) VALUES (7, 10), (8, 3)');
    const tickets: [number, TicketStatus, Date | null][] = [
      [7, TicketStatus.Confirmed, null],
      [7, TicketStatus.Pending, future],
      [7, TicketStatus.Pending, past],
      [7, TicketStatus.Cancelled, null],
      [8, TicketStatus.Confirmed, null],
      [8, TicketStatus.Confirmed, null],
      [8, TicketStatus.Confirmed, null],
    ];
    for (const [event, status, hold] of tickets) {
      await db.query(`INSERT INTO ticket (event_id, status, hold_expires_at) VALUES ($1, $2, $3)`, [
        event,
        status,
        hold,
      ]);
    }
    const offers: [number, string, number, Date][] = [
      [7, me, 3, future],
      [7, other, 2, future],
      [7, other, 4, past],
      [8, other, 2, future],
    ];
    for (const [event, who, quantity, until] of offers) {
      await db.query(
        `INSERT INTO event_waitlist (event_id, associate_id, status, offered_quantity, offer_expires_at)
         VALUES ($1, $2, $3, $4, $5)`,
        [event, who, WaitlistStatus.Offered, quantity, until],
      );
    }
    const left = async (event: number, except: string | null) =>
      (
        await db.query<{ left: number }>(
          `SELECT ${ticketsLeftSql('e', '$2::uuid')}::int AS left FROM event e WHERE e.id = $1`,
          [event, except],
        )
      ).rows[0].left;
    const twin = (event: number, except: string | null) => {
      const total = event === 7 ? 10 : 3;
      const active = tickets.filter(
        ([e, status, hold]) => e === event && isActiveTicket({ status, holdExpiresAt: hold }, NOW),
      ).length;
      const offered = offers
        .filter(([e, who, , until]) => e === event && who !== except && until.getTime() > NOW)
        .reduce((sum, [, , q]) => sum + q, 0);
      return ticketsLeft({ total, active, offered });
    };
    // 10 − 2 active − (3 + 2) open offers = 3; my own offer is mine to use: 6.
    expect([await left(7, null), await left(7, me), await left(7, other)]).toEqual([3, 6, 5]);
    expect([twin(7, null), twin(7, me), twin(7, other)]).toEqual([3, 6, 5]);
    // Oversold (3 − 3 − 2): never below 0.
    expect(await left(8, null)).toBe(0);
    expect(twin(8, null)).toBe(0);
  });
});
