import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { execute, queryOne, queryRows } from '../../platform/database/sql.js';
import { ORDER_PRODUCTS, type OrderProduct, OrderProducts } from '../orders/order-products.js';
import type { OrderPart } from '../orders/order-view.js';
import { LocalReservation, ReservationStatus } from './entities/local-reservation.entity.js';
import { ReservationStore } from './reservation-store.js';
import { toOrderPart } from './reservation-views.js';
import {
  RESERVATIONS_OWED_SQL,
  cancelRefundedReservation,
  confirmReservation,
  lockReservationOfOrder,
} from './reservations.queries.js';

/**
 * The reservations as a product of the orders ('reserva'), through the orders' product port:
 * the reservation part of my orders, and what a payment (or its refund) does to a reservation.
 */
@Injectable()
export class ReservationProductService implements OrderProduct, OnModuleInit {
  readonly kind = 'reserva' as const;
  readonly owedSql = RESERVATIONS_OWED_SQL;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(ORDER_PRODUCTS) private readonly products: OrderProducts,
    private readonly store: ReservationStore,
  ) {}

  onModuleInit(): void {
    this.products.register(this);
  }

  /** My orders: the reservation part of those of these orders that are reservations. */
  async orderParts(orderIds: number[], now: number): Promise<Map<number, OrderPart>> {
    if (!orderIds.length) return new Map();
    const rows = await this.db
      .getRepository(LocalReservation)
      .createQueryBuilder('r')
      .innerJoinAndSelect('r.local', 'l')
      .leftJoinAndSelect('r.invitations', 'i')
      .where('r.order_id IN (:...orderIds)', { orderIds })
      .getMany();
    return new Map(rows.map((r) => [r.orderId, toOrderPart(r, now)]));
  }

  /**
   * The reservation of a paid order: Pendente (or Expirada, the hold past) → Confirmada. Taking
   * an expired one back is refused by the exclusion constraint when another reservation has the
   * slot since (thrown: the payments' savepoint turns it into a refund). A cancelled one is not
   * taken back.
   */
  async fulfilPaid(tx: EntityManager, orderId: number): Promise<boolean> {
    const r = await queryOne(tx, lockReservationOfOrder, [orderId]);
    if (!r || r.status === ReservationStatus.Cancelled) return false;
    if (r.status === ReservationStatus.Confirmed) return true;
    await execute(tx, confirmReservation, [r.id]);
    await this.store.announceConfirmed(tx, r.id);
    return true;
  }

  /** The money went back: the reservation (held or confirmed) Cancelada, its slot free. */
  async releaseRefunded(tx: EntityManager, orderId: number): Promise<void> {
    const cancelled = await queryRows(tx, cancelRefundedReservation, [orderId]);
    for (const { id } of cancelled) {
      await this.store.announceCancelled(tx, { reservationId: id, orderId, by: 'refund' });
    }
  }
}
