import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type DataSource, type EntityManager, In } from 'typeorm';
import { DomainEvents } from '../../platform/events/domain-events.service.js';
import { execute, queryRows } from '../../platform/database/sql.js';
import { lockForSale } from '../events/event-sale.js';
import { fileUrl } from '../files/files.service.js';
import { ORDER_PRODUCTS, type OrderProduct, OrderProducts } from '../orders/order-products.js';
import type { OrderPart } from '../orders/order-view.js';
import { invitationCode } from '../reservations/reservation-format.js';
import { Ticket, TicketStatus } from './entities/ticket.entity.js';
import { TicketsConfirmed } from './ticket.events.js';
import { stock } from './ticket-stock.reads.js';
import { effectiveTicketStatus, oversold } from './ticket-stock.js';
import { eventDays, firstStart } from './ticket-view.js';
import { TICKETS_OWED_SQL, TICKETS_SQL } from './tickets.queries.js';

/**
 * The tickets as the orders' product (`ORDER_PRODUCTS`, kind 'evento'): the event part of my
 * orders, a paid order's tickets confirmed, a refunded one's cancelled. Orders and payments
 * reach the tickets only through this port.
 */
@Injectable()
export class TicketProduct implements OrderProduct, OnModuleInit {
  /** The orders this module sells. */
  readonly kind = 'evento' as const;
  readonly owedSql = TICKETS_OWED_SQL;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly domainEvents: DomainEvents,
    @Inject(ORDER_PRODUCTS) private readonly products: OrderProducts,
  ) {}

  onModuleInit(): void {
    this.products.register(this);
  }

  /**
   * The tickets of a paid order: Pendente (or Expirado, the hold past) → Confirmado, on the
   * event's locked row. Taken back only while the event's stock still has room for them (the
   * count with them included within tickets_total, other members' open waitlist offers kept:
   * not `oversold`); a CPF that got another ticket since is refused by the unique index (thrown:
   * the payments' savepoint turns it into a refund). Cancelled tickets are not taken back.
   */
  async fulfilPaid(tx: EntityManager, orderId: number): Promise<boolean> {
    const rows = await queryRows(tx, TICKETS_SQL.ofOrder, [orderId]);
    const eventId = rows[0]?.event_id ?? null;
    if (eventId === null || rows.some((t) => t.status === TicketStatus.Cancelled)) return false;
    if (rows.every((t) => t.status === TicketStatus.Confirmed)) return true;
    await lockForSale(tx, eventId);
    await execute(tx, TICKETS_SQL.confirmPaid, [orderId]);
    const counts = (await stock(tx, [eventId])).get(eventId);
    if (!counts || oversold(counts)) return false;
    await this.domainEvents.record(tx, TicketsConfirmed.of({ orderId }));
    return true;
  }

  async releaseRefunded(tx: EntityManager, orderId: number): Promise<void> {
    await execute(tx, TICKETS_SQL.cancelRefunded, [orderId]);
  }

  /** My orders (`OrdersService`): the event part of those of these orders that sold tickets. */
  async orderParts(orderIds: number[], now: number): Promise<Map<number, OrderPart>> {
    if (!orderIds.length) return new Map();
    const tickets = await this.db.getRepository(Ticket).find({
      where: { orderId: In(orderIds) },
      relations: { event: { dates: true, image: true } },
      order: { id: 'ASC' },
    });
    const parts = new Map<number, OrderPart>();
    for (const t of tickets) {
      if (t.orderId === null || !t.event) continue;
      let part = parts.get(t.orderId);
      if (!part) {
        const days = t.event.dates ?? [];
        const start = firstStart(t.event) ?? t.eventDate;
        const end = days.reduce<Date>((max, d) => (d.endsAt > max ? d.endsAt : max), start);
        part = {
          product: {
            title: t.event.title,
            type: 'evento',
            image: fileUrl(t.event.image),
            startAt: start.toISOString(),
            endAt: end.toISOString(),
            days: eventDays(t.event),
            eventId: t.event.id,
          },
          invitations: [],
        };
        parts.set(t.orderId, part);
      }
      part.invitations.push({
        id: t.id,
        code:
          effectiveTicketStatus(t, now) === TicketStatus.Confirmed ? invitationCode(t.id) : null,
        name: t.name,
        cpf: t.cpf ?? '',
        eventDate: t.eventDate.toISOString(),
        value: t.value,
      });
    }
    return parts;
  }
}
