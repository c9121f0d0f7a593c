import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { ErrorCode, formatCents } from '@clube/shared';
import { execute, queryOne } from '../../platform/database/sql.js';
import { AppException } from '../../platform/http/app-exception.js';
import { OrderStatus } from '../orders/entities/order.entity.js';
import { ORDER_PRODUCTS, type OrderProducts } from '../orders/order-products.js';
import { cancelOrder, lockOrder } from '../orders/orders.queries.js';
import type { CancelOrderResultDto } from './dto/order-refund.dto.js';
import { RefundReason } from './entities/money-movement.entity.js';
import { OrderMoneyService } from './order-money.service.js';
import { PAY_MSG } from './payment-messages.js';

/**
 * Staff cancel a member's order from the back office (`POST orders/{orderId}/cancel`, the
 * `refund-order` permission): the product is cancelled (the reservation's slot or the tickets
 * free again), the order Cancelado and everything it paid refunded through the acquirer, with
 * the reason typed and who did it in the ledger. A Pendente order is cancelled with nothing
 * to refund (its open Pix dropped); a cancelled order with nothing left to give back is a 409.
 */
@Injectable()
export class OrderCancellationService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(ORDER_PRODUCTS) private readonly products: OrderProducts,
    private readonly money: OrderMoneyService,
  ) {}

  async cancel(orderId: number, staffId: string, reason: string): Promise<CancelOrderResultDto> {
    const refunded = await this.db.transaction(async (tx) => {
      const order = await queryOne(tx, lockOrder, [orderId]);
      if (!order) throw AppException.notFound(PAY_MSG.orderNotFound);
      const holds = await this.money.refundable(tx, orderId);
      if (order.status === OrderStatus.Cancelled && holds === 0) {
        throw AppException.conflict(PAY_MSG.notRefundable, ErrorCode.OrderNotRefundable);
      }
      if (order.status === OrderStatus.Pending) await this.money.totalChanging(tx, orderId);
      await this.products.of(order.kind).releaseRefunded(tx, orderId);
      await execute(tx, cancelOrder, [orderId]);
      return this.money.refund(
        tx,
        orderId,
        'all',
        RefundReason.StaffCancelled,
        `staff:${staffId}`,
        reason,
      );
    });
    return {
      message: refunded > 0 ? PAY_MSG.cancelledRefunded(formatCents(refunded)) : PAY_MSG.cancelled,
      refunded,
      refundedFormatted: formatCents(refunded),
    };
  }
}
