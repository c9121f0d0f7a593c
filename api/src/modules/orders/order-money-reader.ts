import { Injectable } from '@nestjs/common';
import { formatCents } from '@clube/shared';
import type { OrderRefundLabel } from './dto/order.dto.js';

/** What the ledger says of an order's money (cents). */
export interface OrderMoney {
  captured: number;
  /** Refunded, confirmed by the acquirer. */
  refunded: number;
  /** Refunds asked of the acquirer and not confirmed yet. */
  requested: number;
}

/** The payments' ledger, as my orders read it; the payments module registers it at start. */
export interface OrderMoneySource {
  moneyOf(orderIds: number[]): Promise<Map<number, OrderMoney>>;
}

/**
 * The port through which my orders read the money of their orders: orders sit below payments
 * (payments import them), so the payments module registers its ledger here.
 */
@Injectable()
export class OrderMoneyReader {
  private source: OrderMoneySource | null = null;

  register(source: OrderMoneySource): void {
    this.source = source;
  }

  moneyOf(orderIds: number[]): Promise<Map<number, OrderMoney>> {
    return this.source && orderIds.length
      ? this.source.moneyOf(orderIds)
      : Promise.resolve(new Map());
  }
}

/** How an order's refunds read: all of what was captured, part of it, or none. */
export function refundView(money: OrderMoney | undefined): {
  refunded: number;
  refundedFormatted: string;
  refund: OrderRefundLabel | null;
  refundPending: boolean;
} {
  const back = money ? money.refunded + money.requested : 0;
  return {
    refunded: back,
    refundedFormatted: formatCents(back),
    refund: !money || back === 0 ? null : back >= money.captured ? 'Estornado' : 'Estorno parcial',
    refundPending: (money?.requested ?? 0) > 0,
  };
}
