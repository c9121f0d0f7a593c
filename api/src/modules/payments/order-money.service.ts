import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { ErrorCode } from '@clube/shared';
import { execute, queryRows } from '../../platform/database/sql.js';
import { AppException } from '../../platform/http/app-exception.js';
import { lockOrder } from '../orders/orders.queries.js';
import type { RefundReason } from './entities/money-movement.entity.js';
import { PAY_MSG } from './payment-messages.js';
import { dropOpenPix, openPaymentsOf } from './payments.queries.js';
import { PaymentState } from './entities/payment.entity.js';
import { type RefundActor, RefundsService } from './refunds.service.js';

/**
 * What the product modules (reservations, tickets) ask of the money when they change what an
 * order owes: the rule that a payment pays exactly what is owed, on their side of it.
 *
 * - Before the total of an order changes (`totalChanging`, in the product's transaction, the
 *   order row locked): a card payment waiting for its answer refuses the change (409
 *   PAYMENT_ANSWER_PENDING: a few seconds); an open Pix of the old total is dropped — the
 *   member asks for a new one with the new total, and if the old QR is paid anyway its amount
 *   no longer matches and it is refunded whole (the settlement).
 * - Money given back (`refund`): see RefundsService.
 */
@Injectable()
export class OrderMoneyService {
  constructor(private readonly refunds: RefundsService) {}

  async totalChanging(tx: EntityManager, orderId: number): Promise<void> {
    await execute(tx, lockOrder, [orderId]);
    const open = await queryRows(tx, openPaymentsOf, [orderId]);
    if (open.some((p) => p.state === PaymentState.Processing)) {
      throw AppException.conflict(PAY_MSG.answerPending, ErrorCode.PaymentAnswerPending);
    }
    if (open.length) await execute(tx, dropOpenPix, [orderId]);
  }

  /** What the order's payments still hold (captured less refunded), locked. */
  refundable(tx: EntityManager, orderId: number): Promise<number> {
    return this.refunds.refundable(tx, orderId);
  }

  /** Gives back `amount` cents of the order (`'all'`: what it holds); see RefundsService. */
  refund(
    tx: EntityManager,
    orderId: number,
    amount: number | 'all',
    reason: RefundReason,
    actor: RefundActor,
    note: string | null = null,
  ): Promise<number> {
    return this.refunds.refundOrder(tx, orderId, amount, reason, actor, note);
  }
}
