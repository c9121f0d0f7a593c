import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { MSG } from '@clube/shared';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config.js';
import { DomainEvents } from '../../platform/events/domain-events.service.js';
import { AppException } from '../../platform/http/app-exception.js';
import { Event } from '../events/entities/event.entity.js';
import { EventsService } from '../events/events.service.js';
import type { WaitlistEntryDto, WaitlistStatusLabel } from './dto/ticket.dto.js';
import {
  EventWaitlist,
  WAITLIST_STATUS_LABELS,
  WaitlistStatus,
} from './entities/event-waitlist.entity.js';
import { TicketStatus } from './entities/ticket.entity.js';
import { WaitlistOffered } from './ticket.events.js';
import { TICKET_MSG as M } from './ticket-messages.js';
import { writing } from './ticket-writing.js';

/** Key of the sweeper's advisory lock ("event sweeper"): one API process sweeps at a time. */
export const SWEEPER_LOCK_KEY = 0x45_56_53_57;

/** A Pendente ticket whose hold has run out (alias `t`): due to expire. */
export const DUE_TICKET_SQL = `(t.status = ${TicketStatus.Pending} AND t.hold_expires_at <= now())`;
/** A waitlist offer whose time has run out (alias `w`): due to expire. */
export const DUE_OFFER_SQL = `(w.status = ${WaitlistStatus.Offered} AND w.offer_expires_at <= now())`;

/**
 * The lazy expiry of event $1 as the CTEs `expired_t` (tickets, their orders follow) and
 * `expired_w` (offers) of one statement; the statement's own reads still see the rows as they
 * were, which every count of active tickets and open offers treats as expired already.
 */
export const EXPIRE_CTE = `WITH expired_t AS (
    UPDATE ticket t SET status = ${TicketStatus.Expired}, updated_at = now()
     WHERE t.event_id = $1 AND ${DUE_TICKET_SQL}
     RETURNING t.order_id),
  expired_o AS (
    UPDATE purchase_order SET status = 4, updated_at = now()
     WHERE id IN (SELECT order_id FROM expired_t WHERE order_id IS NOT NULL) AND status = 1),
  expired_w AS (
    UPDATE event_waitlist w SET status = ${WaitlistStatus.Expired}
     WHERE w.event_id = $1 AND ${DUE_OFFER_SQL}
     RETURNING w.id)`;

/** An active entry: waiting, or offered and the offer still open (alias `w`). */
const ACTIVE_ENTRY_SQL = `(w.status = ${WaitlistStatus.Waiting} OR (w.status = ${WaitlistStatus.Offered} AND w.offer_expires_at > now()))`;

/**
 * A sold-out event's waitlist. When tickets come back (expired holds or offers found by a
 * purchase or the sweeper, a cancellation, somebody leaving with an open offer) the line is
 * served in order of arrival: each waiting entry whose quantity fits the tickets free gets an
 * offer (Oferecido) holding that many tickets for `ORDER_HOLD_MINUTES` (`WaitlistOffered`, e-mailed
 * after the commit); the offered member's purchase makes it Atendido, an unused offer expires (4) and the
 * tickets go to the next. Every method that changes the stock runs with the event row locked.
 */
@Injectable()
export class WaitlistService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly events: EventsService,
    private readonly domainEvents: DomainEvents,
  ) {}

  /**
   * The lazy expiry of one event (its row locked by the caller): unpaid holds past their
   * deadline become Expirado (tickets and orders), open offers past theirs Expirado. One
   * statement. Answers how many tickets and offers it expired.
   */
  async expire(tx: EntityManager, eventId: number): Promise<number> {
    const [row]: { n: number }[] = await tx.query(
      `${EXPIRE_CTE} SELECT ((SELECT count(*) FROM expired_t) + (SELECT count(*) FROM expired_w))::int AS n`,
      [eventId],
    );
    return Number(row?.n ?? 0);
  }

  /**
   * Expires what has expired and, when something came back, serves the line. The event row is
   * locked by the caller; answers the entries offered (to e-mail after the commit).
   */
  async expireAndServe(tx: EntityManager, event: Event, now = new Date()): Promise<number[]> {
    if (!(await this.expire(tx, event.id))) return [];
    return this.serve(tx, event, now);
  }

  /**
   * Offers the tickets free now to the line, in order: each waiting entry whose quantity fits
   * gets an offer. Nothing while the sale is closed. The event row is locked by the caller.
   */
  async serve(tx: EntityManager, event: Event, now = new Date()): Promise<number[]> {
    if (!this.events.saleOpen(event, now)) return [];
    let free = await this.events.remaining(tx, event.id);
    if (free <= 0) return [];
    const waiting: { id: number; quantity: number }[] = await tx.query(
      `SELECT id, quantity FROM event_waitlist WHERE event_id = $1 AND status = $2 ORDER BY id`,
      [event.id, WaitlistStatus.Waiting],
    );
    const offered: number[] = [];
    for (const w of waiting) {
      if (w.quantity > free) continue;
      offered.push(w.id);
      free -= w.quantity;
      if (free === 0) break;
    }
    if (offered.length) {
      await tx.query(
        `UPDATE event_waitlist SET status = $2, offered_quantity = quantity,
                offer_expires_at = now() + make_interval(mins => $3)
          WHERE id = ANY($1)`,
        [offered, WaitlistStatus.Offered, this.config.orders.holdMinutes],
      );
      await this.domainEvents.record(
        tx,
        ...offered.map((entryId) => WaitlistOffered.of({ entryId })),
      );
    }
    return offered;
  }

  /**
   * Tickets of this event came back (a cancellation): the line is served, in the caller's
   * transaction (the offers are e-mailed after its commit).
   */
  async ticketsReturned(tx: EntityManager, eventId: number): Promise<number[]> {
    const event = await this.events.lockForSale(tx, eventId);
    await this.expire(tx, eventId);
    return this.serve(tx, event);
  }

  /** The buyer's open offer of this event, if any, becomes Atendido (in the purchase). */
  async markServed(tx: EntityManager, eventId: number, associateId: string): Promise<void> {
    await tx.query(
      `UPDATE event_waitlist SET status = $3
        WHERE event_id = $1 AND associate_id = $2 AND status = $4 AND offer_expires_at > now()`,
      [eventId, associateId, WaitlistStatus.Served, WaitlistStatus.Offered],
    );
  }

  // ── Member ───────────────────────────────────────────────────────────────

  private async entryView(
    manager: EntityManager,
    associateId: string,
    eventId: number,
  ): Promise<WaitlistEntryDto | null> {
    const [row]: {
      quantity: number;
      status: WaitlistStatus;
      offered_quantity: number | null;
      offer_expires_at: Date | null;
      position: number;
    }[] = await manager.query(
      `SELECT w.quantity, w.status, w.offered_quantity, w.offer_expires_at,
              (SELECT count(*) FROM event_waitlist w2
                WHERE w2.event_id = w.event_id AND w2.id <= w.id
                  AND (w2.status = 1 OR (w2.status = 2 AND w2.offer_expires_at > now())))::int AS position
         FROM event_waitlist w
        WHERE w.event_id = $1 AND w.associate_id = $2 AND ${ACTIVE_ENTRY_SQL}
        ORDER BY w.id DESC LIMIT 1`,
      [eventId, associateId],
    );
    if (!row) return null;
    const offered = row.status === WaitlistStatus.Offered;
    return {
      position: row.position,
      quantity: row.quantity,
      status: WAITLIST_STATUS_LABELS[row.status] as WaitlistStatusLabel,
      offerExpiresAt: offered ? (row.offer_expires_at?.toISOString() ?? null) : null,
      offeredQuantity: offered ? row.offered_quantity : null,
    };
  }

  /** `POST events/{id}/waitlist`: only when nothing is for sale; one active entry per member. */
  async join(associateId: string, eventId: number, quantity: number): Promise<WaitlistEntryDto> {
    // A refusal is answered after the commit: what expired and was offered meanwhile stands.
    const refusal = await writing(this.db, async (tx) => {
      const event = await this.events.lockForSale(tx, eventId);
      await this.expireAndServe(tx, event);
      if (await this.entryView(tx, associateId, eventId)) {
        return AppException.conflict(M.alreadyInLine);
      }
      if ((await this.events.remaining(tx, eventId, associateId)) > 0) {
        return AppException.conflict(M.stillOnSale);
      }
      await tx.getRepository(EventWaitlist).insert({
        eventId,
        associateId,
        quantity,
        status: WaitlistStatus.Waiting,
      });
      return null;
    });
    if (refusal) throw refusal;
    return (await this.entryView(this.db.manager, associateId, eventId)) as WaitlistEntryDto;
  }

  /** `GET events/{id}/waitlist`. */
  async mine(associateId: string, eventId: number): Promise<WaitlistEntryDto | null> {
    if (!(await this.db.getRepository(Event).existsBy({ id: eventId }))) {
      throw AppException.notFound(MSG.eventNotFound);
    }
    return this.entryView(this.db.manager, associateId, eventId);
  }

  /** `DELETE events/{id}/waitlist`: the entry is Saiu; an open offer's tickets go to the next. */
  async leave(associateId: string, eventId: number): Promise<void> {
    await writing(this.db, async (tx) => {
      const event = await this.events.lockForSale(tx, eventId);
      await this.expire(tx, eventId);
      const rows: { id: number; status: WaitlistStatus }[] = await tx.query(
        `SELECT w.id, w.status FROM event_waitlist w
          WHERE w.event_id = $1 AND w.associate_id = $2 AND ${ACTIVE_ENTRY_SQL}`,
        [eventId, associateId],
      );
      if (!rows.length) throw AppException.notFound(M.notInLine);
      await tx.query('UPDATE event_waitlist SET status = $2 WHERE id = ANY($1)', [
        rows.map((r) => r.id),
        WaitlistStatus.Left,
      ]);
      if (rows.some((r) => r.status === WaitlistStatus.Offered)) await this.serve(tx, event);
    });
  }

  // ── Sweeper ──────────────────────────────────────────────────────────────

  /**
   * Expires the holds and offers of every event and serves the lines of those that got
   * tickets back, so returned tickets reach the waitlist even when nobody buys. Only one API
   * process at a time (`pg_try_advisory_xact_lock`: the others skip this round); events whose
   * row a purchase holds are skipped (the purchase expires them itself). Answers how many
   * events it swept. The stock never depends on it.
   */
  async sweep(): Promise<number> {
    return this.db.transaction(async (tx) => {
      const [{ locked }]: { locked: boolean }[] = await tx.query(
        'SELECT pg_try_advisory_xact_lock($1) AS locked',
        [SWEEPER_LOCK_KEY],
      );
      if (!locked) return 0;
      const due: { id: number }[] = await tx.query(
        `SELECT e.id FROM event e
          WHERE e.id IN (SELECT t.event_id FROM ticket t
                          WHERE ${DUE_TICKET_SQL} AND t.event_id IS NOT NULL
                         UNION
                         SELECT w.event_id FROM event_waitlist w WHERE ${DUE_OFFER_SQL})
          ORDER BY e.id
          FOR UPDATE SKIP LOCKED`,
      );
      for (const { id } of due) {
        const event = await tx
          .getRepository(Event)
          .findOneOrFail({ where: { id }, relations: { dates: true } });
        await this.expireAndServe(tx, event);
      }
      return due.length;
    });
  }
}
