import { Inject, Injectable, Logger } from '@nestjs/common';
import type { AcquirerPayment } from './acquirer/acquirer.port.js';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { PgState, pgRefusal } from '../../platform/database/database-errors.js';
import { DomainEvents } from '../../platform/events/domain-events.service.js';
import { execute, queryOne } from '../../platform/database/sql.js';
import type { OrderKind } from '../orders/entities/order.entity.js';
import { ORDER_PRODUCTS, type OrderProducts } from '../orders/order-products.js';
import {
  cancelRefundedOrder,
  lockOrder,
  markOrderPaid,
  orderKind,
} from '../orders/orders.queries.js';
import { paymentStep } from './payment-state.js';
import { Payment, PaymentState } from './entities/payment.entity.js';
import {
  dropOtherOpenPayments,
  releaseFulfil,
  rollbackFulfil,
  savepointFulfil,
} from './payments.queries.js';
import { RefundReason } from './entities/money-movement.entity.js';
import { insertCapture, insertRefund, paymentMoneyOf } from './ledger.queries.js';
import { OrderPaid } from './payment.events.js';
import { RefundsService } from './refunds.service.js';
import { capturedAmount, decideSettlement, returnedLeft } from './settlement-decision.js';

/** What applying an acquirer's answer did. */
export interface Applied {
  payment: Payment;
  /** The state changed now (false: this answer had been applied already). */
  changed: boolean;
}

/**
 * Applies what the acquirer says of a payment to the payment, its order and the order's product
 * — once. Every path (the sale's own answer, a notification replayed any number of times, the
 * reconciliation, two API processes at once) goes through `apply`, which locks the payment row
 * and then the order row, compares states and changes only what has not changed yet; the
 * product (through the orders' product port) records the domain events that send the e-mails
 * and invitations after the commit, only in the call that made the change.
 *
 * A payment that arrives after its order's hold expired (a late Pix) is honoured when the slot
 * or the tickets are still free, otherwise refunded (`refunding`, then voided at the acquirer;
 * the reconciliation retries a void that failed).
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

  apply(paymentId: number, answer: AcquirerPayment): Promise<Applied> {
    return this.db.transaction(async (tx) => {
      // The order row first, then the payment's: the order every change of what an order owes
      // takes (a guest edit locks the order, then drops its open Pix), so the two never
      // deadlock. A payment's order never changes: read unlocked to know which.
      const owner = await tx
        .getRepository(Payment)
        .findOne({ where: { id: paymentId }, select: { id: true, orderId: true } });
      if (owner) await execute(tx, lockOrder, [owner.orderId]);
      const payment = await tx
        .getRepository(Payment)
        .createQueryBuilder('p')
        .setLock('pessimistic_write')
        .where('p.id = :paymentId', { paymentId })
        .getOneOrFail();
      const before = payment.state;
      Object.assign(payment, {
        acquirerPaymentId: answer.paymentId,
        acquirerStatus: answer.status,
        returnCode: answer.returnCode ?? payment.returnCode,
        returnMessage: answer.returnMessage?.slice(0, 200) ?? payment.returnMessage,
        tid: answer.tid ?? payment.tid,
        authorizationCode: answer.authorizationCode ?? payment.authorizationCode,
        endToEndId: answer.endToEndId ?? payment.endToEndId,
        brand: payment.brand ?? answer.brand ?? null,
      });
      if (answer.qrCodeString) payment.qrCodeString = answer.qrCodeString;
      if (answer.qrcodeBase64Image) payment.qrCodeImage = answer.qrcodeBase64Image;

      const step = paymentStep(before, answer.status);
      if (step === 'settle') {
        await this.settlePaid(tx, payment, capturedAmount(answer.amountCents, payment.amount));
      } else if (step === 'return') {
        await this.returned(tx, payment);
        payment.state = PaymentState.Refunded;
      } else if (step !== null) {
        payment.state = step;
      }
      await tx.getRepository(Payment).save(payment);
      return { payment, changed: payment.state !== before };
    });
  }

  /**
   * Paid at the acquirer: the capture goes in the ledger; the order is Finalizado and its
   * product confirmed only when the amount captured is what the order owes at this moment and
   * the product can still be had — otherwise the whole capture is refunded (`refunding`). A
   * Cancelado or Finalizado order is never taken back (a second payment is refunded).
   */
  private async settlePaid(tx: EntityManager, payment: Payment, captured: number): Promise<void> {
    await execute(tx, insertCapture, [payment.orderId, payment.id, captured]);
    const order = await queryOne(tx, lockOrder, [payment.orderId]);
    if (!order) throw new Error(`The order of payment ${payment.id} is gone`);
    const settlement = await decideSettlement(order, captured, () =>
      this.fulfil(tx, order.kind, payment.orderId),
    );
    if (settlement.state === PaymentState.Refunding) {
      if (settlement.reason === RefundReason.AmountMismatch) {
        this.logger.warn(
          { paymentId: payment.id, captured, owed: order.total },
          'A payment does not match what its order owes: refunded',
        );
      }
      const money = await queryOne(tx, paymentMoneyOf, [payment.id]);
      await this.refunds.request(
        tx,
        money ?? { id: payment.id, order_id: payment.orderId, captured, refunded: 0 },
        captured,
        settlement.reason,
        'system',
      );
      payment.state = settlement.state;
      return;
    }
    payment.state = settlement.state;
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
    try {
      if (await this.products.of(kind).fulfilPaid(tx, orderId)) {
        await execute(tx, releaseFulfil, []);
        return true;
      }
    } catch (err) {
      // The slot or a CPF's ticket taken by another meanwhile: refunded, not confirmed.
      const code = pgRefusal(err)?.code;
      if (code !== PgState.ExclusionViolation && code !== PgState.UniqueViolation) throw err;
    }
    await execute(tx, rollbackFulfil, []);
    return false;
  }

  /**
   * The acquirer returned the money of a paid order (a void or refund made outside the portal,
   * a chargeback): what the ledger had not refunded yet is recorded as refunded, and the order
   * is cancelled.
   */
  private async returned(tx: EntityManager, payment: Payment): Promise<void> {
    const order = await queryOne(tx, orderKind, [payment.orderId]);
    if (!order) throw new Error(`The order of payment ${payment.id} is gone`);
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
    await this.products.of(order.kind).releaseRefunded(tx, payment.orderId);
  }

  /**
   * The refunds of a `refunding` payment asked of the acquirer now (the checkout's answer
   * and the notification say where it stands). Answers the payment's state afterwards; a
   * failure leaves it `refunding` for the reconciliation.
   */
  async refund(payment: Payment): Promise<PaymentState> {
    if (payment.state !== PaymentState.Refunding) return payment.state;
    try {
      await this.refunds.processPayment(payment.id);
    } catch (err) {
      this.logger.error(
        { err, paymentId: payment.id },
        'Refund failed; the reconciliation retries',
      );
    }
    const after = await this.db.getRepository(Payment).findOneByOrFail({ id: payment.id });
    return after.state;
  }
}
