import { Inject, Injectable, Logger } from '@nestjs/common';
import type { AcquirerPayment } from './acquirer/acquirer.port.js';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { execute, queryOne, queryRows } from '../../platform/database/sql.js';
import { DomainEvents } from '../../platform/events/domain-events.service.js';
import type { OrderKind } from '../orders/entities/order.entity.js';
import { ORDER_PRODUCTS, type OrderProducts } from '../orders/order-products.js';
import {
  cancelRefundedOrder,
  markOrderPaid,
  type OrderStateRow,
} from '../orders/orders.queries.js';
import { paymentStep } from './payment-state.js';
import { Payment, PaymentState } from './entities/payment.entity.js';
import {
  dropOtherOpenPayments,
  lockOrderOfPayment,
  releaseFulfil,
  rollbackFulfil,
  savepointFulfil,
} from './payments.queries.js';
import { RefundReason } from './entities/money-movement.entity.js';
import { insertCapture, insertRefund, paymentMoneyOf } from './ledger.queries.js';
import { OrderPaid } from './payment.events.js';
import { RefundsService } from './refunds.service.js';
import {
  answerFields,
  capturedAmount,
  decideSettlement,
  returnedLeft,
  takenMeanwhile,
} from './settlement-decision.js';

/**
 * Applies what the acquirer says of a payment to the payment, its order and the order's product
 * — once. Every path (the sale's own answer, a notification replayed any number of times, the
 * reconciliation, two API processes at once) goes through `apply`, which locks the order row
 * and then the payment row, compares states and changes only what has not changed yet; the
 * product (through the orders' product port) records the domain events that send the e-mails
 * and invitations after the commit, only in the call that made the change.
 *
 * A payment that arrives after its order's hold expired (a late Pix) is honoured when the slot
 * or the tickets are still free, otherwise refunded (`refunding`, then voided at the acquirer;
 * the reconciliation retries a void that failed).
 *
 * A refund the settlement decides is asked of the acquirer by the `RefundRequested` handler, right
 * after the commit, in this process (the outbox; the relay and the reconciliation retry one that
 * failed): one path, so the callers answer the member without asking it again.
 */
@Injectable()
export class PaymentSettlementService {
  private readonly logger = new Logger(PaymentSettlementService.name);

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(ORDER_PRODUCTS) private readonly products: OrderProducts,
    private readonly refunds: RefundsService,
    private readonly domainEvents: DomainEvents,
  ) {}

  apply(paymentId: number, answer: AcquirerPayment): Promise<Payment> {
    return this.db.transaction(async (tx) => {
      // The order row first, then the payment's: the order every change of what an order owes
      // takes (a guest edit locks the order, then drops its open Pix), so the two never
      // deadlock. No row when the payment does not exist: its read below fails.
      const [order] = await queryRows(tx, lockOrderOfPayment, [paymentId]);
      const payment = await tx
        .getRepository(Payment)
        .createQueryBuilder('p')
        .setLock('pessimistic_write')
        .where('p.id = :paymentId', { paymentId })
        .getOneOrFail();
      const before = payment.state;
      Object.assign(payment, answerFields(payment, answer));

      const step = paymentStep(before, answer.status);
      if (step === 'settle') {
        await this.settlePaid(
          tx,
          payment,
          order,
          capturedAmount(answer.amountCents, payment.amount),
        );
      } else if (step === 'return') {
        await this.returned(tx, payment, order.kind);
        payment.state = PaymentState.Refunded;
      } else if (step !== null) {
        payment.state = step;
      }
      return tx.getRepository(Payment).save(payment);
    });
  }

  /**
   * Paid at the acquirer: the capture goes in the ledger; the order (locked since the start) is
   * Finalizado and its product confirmed only when the amount captured is what the order owes
   * at this moment and the product can still be had — otherwise the whole capture is refunded
   * (`refunding`). A Cancelado or Finalizado order is never taken back (a second payment is
   * refunded).
   */
  private async settlePaid(
    tx: EntityManager,
    payment: Payment,
    order: OrderStateRow,
    captured: number,
  ): Promise<void> {
    await execute(tx, insertCapture, [payment.orderId, payment.id, captured]);
    const settlement = await decideSettlement(order, captured, () =>
      this.fulfil(tx, order.kind, payment.orderId),
    );
    payment.state = settlement.state;
    if (settlement.state === PaymentState.Refunding) {
      this.logger.warn(
        { paymentId: payment.id, reason: settlement.reason, captured, owed: order.total },
        'A payment cannot settle its order: refunded',
      );
      const money = await queryRows(tx, paymentMoneyOf, [payment.id]);
      await this.refunds.request(tx, money[0], captured, settlement.reason, 'system');
      return;
    }
    const paidAt = new Date();
    payment.paidAt = paidAt;
    // Another attempt left open (an older Pix of the same total): dropped, refunded if paid.
    await execute(tx, dropOtherOpenPayments, [payment.orderId, payment.id]);
    await execute(tx, markOrderPaid, [payment.orderId, payment.type, payment.brand]);
    await this.domainEvents.record(
      tx,
      OrderPaid.of({
        orderId: payment.orderId,
        kind: order.kind,
        amountCents: captured,
        paymentType: payment.type,
        cardBrand: payment.brand,
        paidAt: paidAt.toISOString(),
      }),
    );
  }

  /** The product confirmed under a savepoint: a refusal (or a database one) undoes only it. */
  private async fulfil(tx: EntityManager, kind: OrderKind, orderId: number): Promise<boolean> {
    await execute(tx, savepointFulfil, []);
    const fulfilled = await this.products.of(kind).fulfilPaid(tx, orderId).catch(takenMeanwhile);
    await execute(tx, fulfilled ? releaseFulfil : rollbackFulfil, []);
    return fulfilled;
  }

  /**
   * The acquirer returned the money of a paid order (a void or refund made outside the portal,
   * a chargeback): what the ledger had not refunded yet is recorded as refunded, and the order
   * is cancelled.
   */
  private async returned(tx: EntityManager, payment: Payment, kind: OrderKind): Promise<void> {
    const money = await queryOne(tx, paymentMoneyOf, [payment.id]);
    const left = returnedLeft(money);
    if (left > 0) {
      await execute(tx, insertRefund, [
        payment.orderId,
        payment.id,
        left,
        RefundReason.AcquirerReturned,
        'system',
        null,
        true,
      ]);
    }
    await execute(tx, cancelRefundedOrder, [payment.orderId]);
    await this.products.of(kind).releaseRefunded(tx, payment.orderId);
  }
}
