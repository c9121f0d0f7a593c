import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { ErrorCode, formatDate, formatDateTime, MSG } from '@clube/shared';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config.js';
import { execute, queryRows } from '../../platform/database/sql.js';
import { AppException } from '../../platform/http/app-exception.js';
import { RateLimiterService } from '../../platform/rate-limit/rate-limiter.service.js';
import { limitBuyersForeignCpfs } from '../associates/club-people.js';
import { Associate, AssociateStatus } from '../associates/entities/associate.entity.js';
import { DateRestrictionsService } from '../date-restrictions/date-restrictions.service.js';
import { Order, OrderStatus } from '../orders/entities/order.entity.js';
import { expireOrders } from '../orders/orders.queries.js';
import type { OrderQuoteDto } from '../orders/dto/order-quote.dto.js';
import { toOrderQuote } from '../orders/order-view.js';
import type {
  CreateLocalReservationOrderDto,
  LocalReservationOrderDto,
  QuoteLocalReservationDto,
} from './dto/local-reservation.dto.js';
import { LocalReservation, ReservationStatus } from './entities/local-reservation.entity.js';
import { checkGuestList, guestsTotal, insertGuests, priceGuests } from './reservation-guests.js';
import { RESERVATION_MSG as M } from './reservation-messages.js';
import { checkBookable, loadActivePlace, slotRulesOf } from './reservation-places.js';
import { ReservationStore } from './reservation-store.js';
import { BOOKING_LIMIT_MSG, bookingLimitRefusal } from './booking-limits.js';
import { checkGuestVisits } from './guest-visits.js';
import {
  expireOverlappingHolds,
  familyBookingsOfType,
  lockFamily,
} from './reservations.queries.js';
import { bookingOpensAt, dateInZone, findBookableSlot, slotsOfDate } from './slots.js';

/** Who books: the member himself, or staff on behalf of an associate. */
export interface BookingActor {
  associateId: string;
  staff: boolean;
}

/**
 * Booking a slot (`POST order/local-reservation`, the member; `POST local-reservations`, staff
 * on behalf of an associate): the reservation, its order and guests in one transaction. Free
 * (only club people as guests): Confirmada and Finalizado at once; otherwise Pendente, holding
 * the slot for the payment. Between simultaneous bookings of one slot the exclusion constraint
 * decides: the second is refused (SLOT_TAKEN, reservations.constraints.ts).
 */
@Injectable()
export class ReservationBookingService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly restrictions: DateRestrictionsService,
    private readonly store: ReservationStore,
    private readonly limiter: RateLimiterService,
  ) {}

  async book(
    actor: BookingActor,
    dto: CreateLocalReservationOrderDto,
  ): Promise<LocalReservationOrderDto> {
    if (!actor.staff && dto.associate !== undefined && dto.associate !== actor.associateId) {
      throw new AppException(403, ErrorCode.NotOwnRecord, M.onlyForYourself);
    }
    const guests = checkGuestList(dto.invitations ?? []);
    const startsAt = new Date(dto.startAt);
    const endsAt = new Date(dto.endAt);
    const now = new Date();
    // Checking strangers' CPFs booking after booking is limited (no CPF oracle); before the
    // transaction, on a connection of its own.
    if (!actor.staff) {
      await limitBuyersForeignCpfs(
        this.db.manager,
        this.limiter,
        actor.associateId,
        guests.map((g) => g.doc),
        this.config.clubTimeZone,
      );
    }

    const { reservationId, confirmed } = await this.db.transaction(async (tx) => {
      const local = await loadActivePlace(tx, { id: dto.local });
      checkBookable(local, guests.length);
      if (actor.staff) await this.checkAssociate(tx, actor.associateId);
      const restrictions = await this.restrictions.activeRestrictionsDuring(
        local.id,
        startsAt,
        endsAt,
        tx,
      );
      // Busy ranges are left to the exclusion constraint: a taken slot is a 409, not a 400.
      const tz = this.config.clubTimeZone;
      const rules = slotRulesOf(local, tz);
      const slot = findBookableSlot(rules, { now, restrictions, busy: [] }, startsAt, endsAt);
      const date = dateInZone(startsAt, tz);
      if (!slot) {
        const opens = Number.isNaN(startsAt.getTime()) ? null : bookingOpensAt(rules, date, now);
        const aSlot = slotsOfDate(rules, date, []).some(
          (s) =>
            Date.parse(s.startTime) === startsAt.getTime() &&
            Date.parse(s.endTime) === endsAt.getTime(),
        );
        if (opens && aSlot) {
          throw AppException.conflict(
            BOOKING_LIMIT_MSG.notOpenYet(formatDate(date), formatDateTime(opens, tz).slice(0, 16)),
            ErrorCode.BookingNotOpenYet,
          );
        }
        throw AppException.badRequest(M.slotUnavailable, ErrorCode.SlotUnavailable, {
          startAt: M.slotUnavailable,
        });
      }
      // Fair use, counted under the family's lock (two sessions of one family wait in turn).
      await queryRows(tx, lockFamily, [actor.associateId]);
      const [held] = await queryRows(tx, familyBookingsOfType, [
        actor.associateId,
        local.localType.id,
        date,
        tz,
      ]);
      const refusal = bookingLimitRefusal(
        local.localType,
        { active: held.active, sameDay: held.same_day, nextEndsAt: held.next_ends_at },
        local.localType.description,
        formatDate(date),
        tz,
      );
      if (refusal) throw refusal;
      const priced = await priceGuests(tx, guests, {
        invitedValue: local.localType.invitedValue,
        buyerId: actor.associateId,
      });
      await checkGuestVisits(tx, priced, startsAt, tz);
      const total = guestsTotal(priced);
      const free = total === 0;
      const hold = free ? null : new Date(now.getTime() + this.config.orders.holdMinutes * 60_000);

      await this.expireHolds(tx, local.id, startsAt, endsAt);
      const order = await tx.getRepository(Order).save(
        tx.getRepository(Order).create({
          associateId: actor.associateId,
          kind: 'reserva',
          status: free ? OrderStatus.Finished : OrderStatus.Pending,
          total,
          expiresAt: hold,
          paidAt: free ? now : null,
        }),
      );
      const reservation = await tx.getRepository(LocalReservation).save(
        tx.getRepository(LocalReservation).create({
          orderId: order.id,
          localId: local.id,
          associateId: actor.associateId,
          startsAt,
          endsAt,
          status: free ? ReservationStatus.Confirmed : ReservationStatus.Pending,
          holdExpiresAt: hold,
        }),
      );
      await insertGuests(tx, reservation.id, priced);
      if (free) await this.store.announceConfirmed(tx, reservation.id);
      return { reservationId: reservation.id, confirmed: free };
    });

    const view = await this.store.memberView(this.db.manager, reservationId);
    return {
      message: this.bookedMessage(actor, confirmed, view.order),
      order: view.order,
      localReservation: view.reservation,
    };
  }

  /**
   * `POST order/local-reservation/quote`: what a booking of this place with these guests would
   * cost now — each guest free (a club person, by `priceGuests`, the booking's own pricing) or
   * the place type's invited value — and the total, with the booking's checks on the guests
   * (no CPF twice, the capacity, barred CPFs, a club person's name, and the foreign-CPF limit:
   * a quote is no CPF oracle). Nothing is written or held; the slot is the booking's business.
   */
  async quote(associateId: string, dto: QuoteLocalReservationDto): Promise<OrderQuoteDto> {
    const guests = checkGuestList(dto.invitations ?? []);
    await limitBuyersForeignCpfs(
      this.db.manager,
      this.limiter,
      associateId,
      guests.map((g) => g.doc),
      this.config.clubTimeZone,
    );
    const local = await loadActivePlace(this.db.manager, { id: dto.local });
    checkBookable(local, guests.length);
    const priced = await priceGuests(this.db.manager, guests, {
      invitedValue: local.localType.invitedValue,
      buyerId: associateId,
    });
    return toOrderQuote(priced.map((g) => ({ name: g.name, cpf: g.doc, value: g.value })));
  }

  /**
   * The answer's text: the member's (spec: free, or on to the payment); staff are told what
   * the member pays and by when (the member pays in Meus pedidos, as for his own booking).
   */
  private bookedMessage(
    actor: BookingActor,
    confirmed: boolean,
    order: Pick<LocalReservationOrderDto['order'], 'totalFormatted' | 'expiresAt'>,
  ): string {
    if (!actor.staff) return confirmed ? MSG.reservationFree : MSG.reservationPaid;
    if (confirmed) return M.staffBookedFree;
    const until = order.expiresAt
      ? formatDateTime(new Date(order.expiresAt), this.config.clubTimeZone).slice(0, 16)
      : '';
    return M.staffBookedPending(order.totalFormatted, until);
  }

  /**
   * Holds of this place that overlap the slot and ran out become Expirada (and their orders
   * Expirado) before the insert, so the exclusion constraint does not count them.
   */
  private async expireHolds(
    tx: EntityManager,
    localId: number,
    startsAt: Date,
    endsAt: Date,
  ): Promise<void> {
    const expired = await queryRows(tx, expireOverlappingHolds, [localId, startsAt, endsAt]);
    if (expired.length) {
      await execute(tx, expireOrders, [expired.map((r) => r.order_id)]);
    }
  }

  /** Staff booking on behalf of someone: the associate must exist and be active. */
  private async checkAssociate(tx: EntityManager, id: string): Promise<void> {
    const associate = await tx
      .getRepository(Associate)
      .findOne({ where: { id }, select: { id: true, status: true } });
    const refused = (message: string) =>
      AppException.badRequest(message, ErrorCode.ValidationFailed, { associate: message });
    if (!associate) throw refused(M.associateNotFound);
    if (associate.status !== AssociateStatus.Active) throw refused(M.inactiveAssociate);
  }
}
