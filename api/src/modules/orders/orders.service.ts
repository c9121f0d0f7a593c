import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { AppException } from '../../platform/http/app-exception.js';
import type { OrderDto } from './dto/order.dto.js';
import { Order } from './entities/order.entity.js';
import { ORDER_PRODUCTS, type OrderProducts } from './order-products.js';
import { OrderMoneyReader, refundView } from './order-money-reader.js';
import { type OrderPart, PAYMENT_TYPES, toOrderSummary } from './order-view.js';

export const ORDER_NOT_FOUND = 'Pedido não encontrado.';

/**
 * My orders (`GET my-orders`, `GET my-order/{id}`): the member's orders of every kind, the
 * money part read here and the product part (a reservation, an event's tickets) asked of the
 * module that sold it, through the product port.
 */
@Injectable()
export class OrdersService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(ORDER_PRODUCTS) private readonly products: OrderProducts,
    private readonly money: OrderMoneyReader,
  ) {}

  private async view(orders: Order[]): Promise<OrderDto[]> {
    const now = Date.now();
    const ids = orders.map((o) => o.id);
    const parts = new Map<number, OrderPart>();
    for (const found of await Promise.all(this.products.all().map((p) => p.orderParts(ids, now)))) {
      for (const [id, part] of found) parts.set(id, part);
    }
    const money = await this.money.moneyOf(ids);
    return orders.flatMap((o) => {
      const part = parts.get(o.id);
      if (!part) return [];
      return [
        {
          ...toOrderSummary(o, now),
          type: o.paymentType ? (PAYMENT_TYPES[o.paymentType] ?? o.paymentType) : null,
          brand: o.cardBrand,
          createdAt: o.createdAt.toISOString(),
          product: part.product,
          invitations: part.invitations,
          ...refundView(money.get(o.id)),
        },
      ];
    });
  }

  /** `GET my-orders`: newest first. */
  async listMine(associateId: string): Promise<OrderDto[]> {
    const orders = await this.db
      .getRepository(Order)
      .find({ where: { associateId }, order: { createdAt: 'DESC', id: 'DESC' } });
    return this.view(orders);
  }

  /** `GET my-order/{id}`: 404 when it is not the member's. */
  async getMine(associateId: string, id: number): Promise<OrderDto> {
    const order = await this.db.getRepository(Order).findOneBy({ id, associateId });
    const [dto] = order ? await this.view([order]) : [];
    if (!dto) throw AppException.notFound(ORDER_NOT_FOUND);
    return dto;
  }
}
