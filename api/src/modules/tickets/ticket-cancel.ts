import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { ErrorCode } from '@clube/shared';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config.js';
import { execute, queryOne } from '../../platform/database/sql.js';
import { AppException } from '../../platform/http/app-exception.js';
import { Event } from '../events/entities/event.entity.js';
import { lockForSale } from '../events/event-sale.js';
import { OrderStatus } from '../orders/entities/order.entity.js';
import { cancelOrder, lockOrder, setOrderTotal } from '../orders/orders.queries.js';
import { RefundReason } from '../payments/entities/money-movement.entity.js';
import { OrderMoneyService } from '../payments/order-money.service.js';
import type { RefundActor } from '../payments/refunds.service.js';
import { clubDateParts } from '../reservations/reservation-format.js';
import type { MemberTicketDto } from './dto/ticket.dto.js';
import { Ticket, TicketStatus } from './entities/ticket.entity.js';
import { TICKET_MSG as M } from './ticket-messages.js';
import { effectiveTicketStatus } from './ticket-stock.js';
import { firstStart, toMemberTicket } from './ticket-view.js';
import { TICKETS_SQL } from './tickets.queries.js';
import { ticketCancellable, ticketCancelUntil } from './ticket-cancel-rules.js';
import { WaitlistService } from './waitlist.service.js';

/**
 * Cancelling a purchased ticket, by its member (`POST associate/tickets/{id}/cancel`, before the
 * event's deadline) or by staff (the tickets register): the ticket Cancelado, its place back in
 * the stock (the waitlist served), and its order owing its value less — a paid order gives the
 * value back through the acquirer, a Pendente one drops its open Pix; an order left with no
 * ticket is Cancelado. Locks: the order, then the event, then the ticket (as the settlement).
 */
@Injectable()
export class TicketCancellation {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly money: OrderMoneyService,
    private readonly waitlist: WaitlistService,
  ) {}

  /** The member's own ticket cancelled; 404 when it is not his, 409 when it cannot be. */
  async cancelMine(associateId: string, ticketId: number): Promise<MemberTicketDto> {
    await this.db.transaction(async (tx) => {
      const found = await tx.getRepository(Ticket).findOneBy({ id: ticketId, associateId });
      if (!found?.orderId || found.eventId === null) throw AppException.notFound(M.ticketNotFound);
      await execute(tx, lockOrder, [found.orderId]);
      const event = await lockForSale(tx, found.eventId);
      const t = await tx
        .getRepository(Ticket)
        .findOne({ where: { id: ticketId }, lock: { mode: 'pessimistic_write' } });
      const now = Date.now();
      if (!t) throw AppException.notFound(M.ticketNotFound);
      const withDates = await tx
        .getRepository(Event)
        .findOne({ where: { id: event.id }, relations: { dates: true } });
      const until = ticketCancelUntil(firstStart(withDates ?? event), event.ticketCancelHours);
      const status = effectiveTicketStatus(t, now);
      if (!ticketCancellable(t, status, until, now)) {
        // Why not: a ticket still standing whose deadline passed, or the ticket itself.
        const standing =
          t.usedAt === null &&
          (status === TicketStatus.Confirmed || status === TicketStatus.Pending);
        throw AppException.conflict(
          standing && until
            ? M.cancelDeadline(brDateTime(until, this.config.clubTimeZone))
            : M.notCancellable,
          ErrorCode.TicketNotCancellable,
        );
      }
      await this.cancelPurchased(tx, t, RefundReason.MemberCancelled, 'member');
    });
    const t = await this.db
      .getRepository(Ticket)
      .findOneOrFail({ where: { id: ticketId }, relations: { event: { dates: true } } });
    return toMemberTicket(t, Date.now());
  }

  /**
   * A purchased ticket (active) cancelled in `tx`, its order and event rows locked by the
   * caller. Answers the cents refunded.
   */
  async cancelPurchased(
    tx: EntityManager,
    t: Ticket,
    reason: RefundReason,
    actor: RefundActor,
  ): Promise<number> {
    if (t.orderId === null) throw new Error(`ticket ${t.id} was not purchased`);
    await tx
      .getRepository(Ticket)
      .update({ id: t.id }, { status: TicketStatus.Cancelled, holdExpiresAt: null });
    const order = await queryOne(tx, lockOrder, [t.orderId]);
    if (!order) throw new Error(`the order of ticket ${t.id} is gone`);
    const left = (await queryOne(tx, TICKETS_SQL.activeOfOrder, [t.orderId]))?.count ?? 0;
    const total = Math.max(0, order.total - t.value);
    let refunded = 0;
    if (order.status === OrderStatus.Pending) {
      await this.money.totalChanging(tx, t.orderId);
      await execute(tx, setOrderTotal, [t.orderId, total]);
    } else if (order.status === OrderStatus.Finished) {
      await execute(tx, setOrderTotal, [t.orderId, total]);
      const back = Math.min(t.value, await this.money.refundable(tx, t.orderId));
      if (back > 0) refunded = await this.money.refund(tx, t.orderId, back, reason, actor);
    }
    if (left === 0) await execute(tx, cancelOrder, [t.orderId]);
    if (t.eventId !== null) await this.waitlist.ticketsReturned(tx, t.eventId);
    return refunded;
  }
}

function brDateTime(instant: Date, timeZone: string): string {
  const { date, time } = clubDateParts(instant, timeZone);
  return `${date} ${time}`;
}
