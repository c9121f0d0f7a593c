import { Injectable } from '@nestjs/common';
import { type EntityManager, In } from 'typeorm';
import { execute, queryOne } from '../../platform/database/sql.js';
import { DomainEvents } from '../../platform/events/domain-events.service.js';
import { AppException } from '../../platform/http/app-exception.js';
import type { OrderSummaryDto } from '../orders/dto/order.dto.js';
import { Order, OrderStatus } from '../orders/entities/order.entity.js';
import { toOrderSummary } from '../orders/order-view.js';
import { cancelOrder, lockOrder, setOrderTotal } from '../orders/orders.queries.js';
import { RefundReason } from '../payments/entities/money-movement.entity.js';
import { OrderMoneyService } from '../payments/order-money.service.js';
import type { RefundActor } from '../payments/refunds.service.js';
import { SiteConfiguration } from '../site-configuration/entities/site-configuration.entity.js';
import { DEFAULT_RESERVATION_CANCEL_HOURS } from '../site-configuration/site-configuration.service.js';
import type { MemberReservationDto } from './dto/local-reservation.dto.js';
import { LocalReservation, ReservationStatus } from './entities/local-reservation.entity.js';
import {
  ReservationCancelled,
  type ReservationCancelledBy,
  ReservationConfirmed,
} from './reservation.events.js';
import { RESERVATION_MSG as M } from './reservation-messages.js';
import { toMemberReservation } from './reservation-views.js';

/**
 * The reservation rows and their changes of status, shared by the booking, the member's and
 * the staff's edits and the payments (each change with its order, in the caller's
 * transaction): load, lock, confirm, expire, cancel, and the `ReservationConfirmed` event.
 */
@Injectable()
export class ReservationStore {
  constructor(
    private readonly domainEvents: DomainEvents,
    private readonly money: OrderMoneyService,
  ) {}

  /** Reservations with their order, place, guests and associate. */
  loadFull(manager: EntityManager, ids: number[]): Promise<LocalReservation[]> {
    if (!ids.length) return Promise.resolve([]);
    return manager.getRepository(LocalReservation).find({
      where: { id: In(ids) },
      relations: { order: true, local: true, invitations: true, associate: true },
    });
  }

  /** The settings' hours before its start until which a Confirmada can be cancelled. */
  async cancelHours(manager: EntityManager): Promise<number> {
    const settings = await manager
      .getRepository(SiteConfiguration)
      .findOne({ where: { id: 1 }, select: { id: true, reservationCancelHours: true } });
    return settings?.reservationCancelHours ?? DEFAULT_RESERVATION_CANCEL_HOURS;
  }

  /** The member's view of one reservation and its order; 404 when it does not exist. */
  async memberView(
    manager: EntityManager,
    id: number,
  ): Promise<{ order: OrderSummaryDto; reservation: MemberReservationDto }> {
    const [r] = await this.loadFull(manager, [id]);
    if (!r) throw AppException.notFound(M.reservationNotFound);
    const now = Date.now();
    return {
      order: toOrderSummary(r.order, now),
      reservation: toMemberReservation(r, await this.cancelHours(manager), now),
    };
  }

  /** The reservation row locked for a change; 404 when missing or (member) not one's own. */
  async lock(tx: EntityManager, id: number, owner: string | null): Promise<LocalReservation> {
    const r = await tx
      .getRepository(LocalReservation)
      .createQueryBuilder('r')
      .setLock('pessimistic_write')
      .where('r.id = :id', { id })
      .getOne();
    if (!r || (owner !== null && r.associateId !== owner)) {
      throw AppException.notFound(M.reservationNotFound);
    }
    return r;
  }

  /** A Pendente whose hold ran out, written Expirada (its order Expirado). */
  async markExpired(tx: EntityManager, r: LocalReservation): Promise<void> {
    await tx
      .getRepository(LocalReservation)
      .update(
        { id: r.id, status: ReservationStatus.Pending },
        { status: ReservationStatus.Expired },
      );
    await tx
      .getRepository(Order)
      .update({ id: r.orderId, status: OrderStatus.Pending }, { status: OrderStatus.Expired });
  }

  /** A Pendente reservation whose order needs no payment (any more): confirmed now. */
  async confirmFree(tx: EntityManager, r: LocalReservation): Promise<void> {
    await tx
      .getRepository(LocalReservation)
      .update({ id: r.id }, { status: ReservationStatus.Confirmed, holdExpiresAt: null });
    await tx
      .getRepository(Order)
      .update(
        { id: r.orderId },
        { status: OrderStatus.Finished, total: 0, expiresAt: null, paidAt: new Date() },
      );
    await this.announceConfirmed(tx, r.id);
  }

  /**
   * The order of a reservation locked before the reservation itself: the payments lock an
   * order, then its reservation, and every change of what a reservation owes takes them in
   * the same order (never a deadlock between a guest edit and a settlement).
   */
  async lockOrderOf(tx: EntityManager, reservationId: number): Promise<void> {
    const r = await tx
      .getRepository(LocalReservation)
      .findOne({ where: { id: reservationId }, select: { id: true, orderId: true } });
    if (r) await execute(tx, lockOrder, [r.orderId]);
  }

  /**
   * Cancelada (kept for the reports; the slot is free), its order Cancelado, and whatever the
   * order's payment holds given back (`reason`, by `actor`). Answers the cents refunded.
   */
  async cancel(
    tx: EntityManager,
    r: LocalReservation,
    reason: RefundReason,
    actor: RefundActor,
  ): Promise<number> {
    await tx
      .getRepository(LocalReservation)
      .update({ id: r.id }, { status: ReservationStatus.Cancelled, cancelledAt: new Date() });
    await execute(tx, cancelOrder, [r.orderId]);
    await this.announceCancelled(tx, {
      reservationId: r.id,
      orderId: r.orderId,
      by: actor === 'member' ? 'member' : 'staff',
    });
    return this.money.refund(tx, r.orderId, 'all', reason, actor);
  }

  /**
   * What the reservation's order owes becomes `total` (its guests changed): a Pendente order's
   * open payment is settled first (OrderMoneyService.totalChanging); a paid one gives back the
   * difference when it drops. Answers the cents refunded.
   */
  async changeTotal(
    tx: EntityManager,
    r: LocalReservation,
    total: number,
    actor: RefundActor,
  ): Promise<number> {
    const order = await queryOne(tx, lockOrder, [r.orderId]);
    if (!order || order.total === total) return 0;
    if (order.status === OrderStatus.Pending) {
      await this.money.totalChanging(tx, r.orderId);
      if (total === 0) await this.confirmFree(tx, r);
      else await execute(tx, setOrderTotal, [r.orderId, total]);
      return 0;
    }
    await execute(tx, setOrderTotal, [r.orderId, total]);
    const back = Math.min(order.total - total, await this.money.refundable(tx, r.orderId));
    return back > 0 ? this.money.refund(tx, r.orderId, back, RefundReason.GuestsRemoved, actor) : 0;
  }

  /**
   * A reservation became Confirmada (free booking, guest edit down to 0, paid): announced in the
   * transaction that confirmed it; the invitations' e-mail follows the commit.
   */
  announceConfirmed(tx: EntityManager, reservationId: number): Promise<void> {
    return this.domainEvents.record(tx, ReservationConfirmed.of({ reservationId }));
  }

  /** A reservation became Cancelada: announced in the transaction that cancelled it. */
  announceCancelled(
    tx: EntityManager,
    cancelled: { reservationId: number; orderId: number; by: ReservationCancelledBy },
  ): Promise<void> {
    return this.domainEvents.record(tx, ReservationCancelled.of(cancelled));
  }
}
