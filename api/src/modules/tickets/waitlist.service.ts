import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { MSG } from '@clube/shared';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config.js';
import { DomainEvents } from '../../platform/events/domain-events.service.js';
import { execute, queryOne, queryRows } from '../../platform/database/sql.js';
import { AppException } from '../../platform/http/app-exception.js';
import { Event } from '../events/entities/event.entity.js';
import { lockForSale, saleOpen } from '../events/event-sale.js';
import type { WaitlistEntryDto, WaitlistStatusLabel } from './dto/ticket.dto.js';
import {
  EventWaitlist,
  WAITLIST_STATUS_LABELS,
  WaitlistStatus,
} from './entities/event-waitlist.entity.js';
import { WaitlistOffered } from './ticket.events.js';
import { TICKET_MSG as M, TICKET_REFUSAL } from './ticket-messages.js';
import { remaining } from './ticket-stock.reads.js';
import { WAITLIST_SQL } from './waitlist.queries.js';

/**
 * A sold-out event's waitlist. When tickets come back (expired holds or offers found by a
 * purchase or the sweeper, a cancellation, somebody leaving with an open offer) the line is
 * served in order of arrival: each waiting entry whose quantity fits the tickets free gets an
 * offer (Oferecido) holding that many tickets for `ORDER_HOLD_MINUTES` (`WaitlistOffered`, e-mailed
 * after the commit); the offered member's purchase makes it Atendido, an unused offer expires
 * (Expirado) and the tickets go to the next. Every method that changes the stock runs with the
 * event row locked.
 */
@Injectable()
export class WaitlistService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly domainEvents: DomainEvents,
  ) {}

  /**
   * The lazy expiry of one event (its row locked by the caller): unpaid holds past their
   * deadline become Expirado (tickets and orders), open offers past theirs Expirado. One
   * statement. Answers how many tickets and offers it expired.
   */
  async expire(tx: EntityManager, eventId: number): Promise<number> {
    const row = await queryOne(tx, WAITLIST_SQL.expire, [eventId]);
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
    if (!saleOpen(event, now)) return [];
    let free = await remaining(tx, event.id);
    if (free <= 0) return [];
    const waiting = await queryRows(tx, WAITLIST_SQL.waiting, [event.id]);
    const offered: number[] = [];
    for (const w of waiting) {
      if (w.quantity > free) continue;
      offered.push(w.id);
      free -= w.quantity;
      if (free === 0) break;
    }
    if (offered.length) {
      await execute(tx, WAITLIST_SQL.offer, [offered, this.config.orders.holdMinutes]);
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
    const event = await lockForSale(tx, eventId);
    await this.expire(tx, eventId);
    return this.serve(tx, event);
  }

  /** The buyer's open offer of this event, if any, becomes Atendido (in the purchase). */
  async markServed(tx: EntityManager, eventId: number, associateId: string): Promise<void> {
    await execute(tx, WAITLIST_SQL.markServed, [eventId, associateId]);
  }

  // ── Member ───────────────────────────────────────────────────────────────

  private async entryView(
    manager: EntityManager,
    associateId: string,
    eventId: number,
  ): Promise<WaitlistEntryDto | null> {
    const row = await queryOne(manager, WAITLIST_SQL.entry, [eventId, associateId]);
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
    const refusal = await this.db.transaction(async (tx) => {
      const event = await lockForSale(tx, eventId);
      await this.expireAndServe(tx, event);
      if (await this.entryView(tx, associateId, eventId)) return TICKET_REFUSAL.alreadyInLine();
      if ((await remaining(tx, eventId, associateId)) > 0) return TICKET_REFUSAL.stillOnSale();
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
    await this.db.transaction(async (tx) => {
      const event = await lockForSale(tx, eventId);
      await this.expire(tx, eventId);
      const rows = await queryRows(tx, WAITLIST_SQL.activeEntries, [eventId, associateId]);
      if (!rows.length) throw AppException.notFound(M.notInLine);
      await execute(tx, WAITLIST_SQL.leave, [rows.map((r) => r.id)]);
      if (rows.some((r) => r.status === WaitlistStatus.Offered)) await this.serve(tx, event);
    });
  }

  /**
   * The sweeper's round (`TicketSweeper`, one API process at a time): expires the holds and
   * offers of every event and serves the lines of those that got tickets back, so returned
   * tickets reach the waitlist even when nobody buys. Events whose row a purchase holds are
   * skipped (the purchase expires them itself). Answers how many events it swept. The stock
   * never depends on it.
   */
  async sweepDue(): Promise<number> {
    return this.db.transaction(async (tx) => {
      const due = await queryRows(tx, WAITLIST_SQL.dueEvents, []);
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
