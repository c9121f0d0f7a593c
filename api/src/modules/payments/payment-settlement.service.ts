import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type DataSource, type EntityManager, QueryFailedError } from 'typeorm';
import { OrderStatus } from '../orders/entities/order.entity.js';
import type { OrderFulfilment } from '../orders/order-view.js';
import { ReservationsService } from '../reservations/reservations.service.js';
import { TicketsService } from '../tickets/tickets.service.js';
import { ACQUIRER, type AcquirerPayment, type AcquirerPort } from './acquirer/acquirer.port.js';
import { AcquirerVoidRefusedError } from './acquirer/acquirer.errors.js';
import { paymentStep } from './payment-state.js';
import { Payment, type PaymentState } from './entities/payment.entity.js';

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
 * e-mails and invitations go out after the commit, only from the call that made the change.
 *
 * A payment that arrives after its order's hold expired (a late Pix) is honoured when the slot
 * or the tickets are still free, otherwise refunded (`refunding`, then voided at the acquirer;
 * the reconciliation retries a void that failed).
 */
@Injectable()
export class PaymentSettlementService {
  private readonly logger = new Logger(PaymentSettlementService.name);
  private readonly products: OrderFulfilment[];

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(ACQUIRER) private readonly acquirer: AcquirerPort,
    reservations: ReservationsService,
    tickets: TicketsService,
  ) {
    this.products = [reservations, tickets];
  }

  async apply(paymentId: number, answer: AcquirerPayment): Promise<Applied> {
    let after: (() => void) | null = null;
    const applied = await this.db.transaction(async (tx) => {
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
        after = await this.settlePaid(tx, payment);
      } else if (step === 'return') {
        await this.returned(tx, payment);
        payment.state = 'refunded';
      } else if (step !== null) {
        payment.state = step;
      }
      await tx.getRepository(Payment).save(payment);
      return { payment, changed: payment.state !== before };
    });
    if (after) (after as () => void)();
    return applied;
  }

  /**
   * Paid at the acquirer: the order Finalizado and its product confirmed, or — the product
   * can no longer be had — `refunding`. A Cancelado order is never taken back.
   */
  private async settlePaid(tx: EntityManager, payment: Payment): Promise<(() => void) | null> {
    const [order]: { status: OrderStatus }[] = await tx.query(
      'SELECT status FROM purchase_order WHERE id = $1 FOR UPDATE',
      [payment.orderId],
    );
    let after: (() => void) | false = false;
    if (order.status === OrderStatus.Pending || order.status === OrderStatus.Expired) {
      after = await this.fulfil(tx, payment.orderId);
    }
    if (!after) {
      payment.state = 'refunding';
      return null;
    }
    payment.state = 'paid';
    payment.paidAt = new Date();
    await tx.query(
      `UPDATE purchase_order SET status = $2, paid_at = now(), expires_at = NULL,
              payment_type = $3, card_brand = $4, updated_at = now()
        WHERE id = $1`,
      [payment.orderId, OrderStatus.Finished, payment.type, payment.brand],
    );
    return after;
  }

  /** The product confirmed under a savepoint: a refusal (or a database one) undoes only it. */
  private async fulfil(tx: EntityManager, orderId: number): Promise<(() => void) | false> {
    await tx.query('SAVEPOINT fulfil');
    try {
      for (const product of this.products) {
        const done = await product.fulfilPaid(tx, orderId);
        if (done === null) continue;
        if (done === false) break;
        await tx.query('RELEASE SAVEPOINT fulfil');
        return done;
      }
    } catch (err) {
      const code = ((err as QueryFailedError).driverError as { code?: string } | undefined)?.code;
      if (!(err instanceof QueryFailedError) || !['23P01', '23505'].includes(code ?? '')) {
        throw err;
      }
    }
    await tx.query('ROLLBACK TO SAVEPOINT fulfil');
    return false;
  }

  /** The acquirer returned the money of a paid order (a void or refund made outside): cancelled. */
  private async returned(tx: EntityManager, payment: Payment): Promise<void> {
    await tx.query(
      'UPDATE purchase_order SET status = $2, updated_at = now() WHERE id = $1 AND status = $3',
      [payment.orderId, OrderStatus.Cancelled, OrderStatus.Finished],
    );
    for (const product of this.products) await product.releaseRefunded(tx, payment.orderId);
  }

  /**
   * The void of a `refunding` payment: asked of the acquirer, then applied. A failure leaves it
   * `refunding` for the reconciliation. Answers the payment's state afterwards.
   */
  async refund(payment: Payment): Promise<PaymentState> {
    if (payment.state !== 'refunding' || !payment.acquirerPaymentId) return payment.state;
    try {
      let answer: AcquirerPayment;
      try {
        answer = await this.acquirer.void(payment.acquirerPaymentId, payment.amount);
      } catch (err) {
        // Voided already (a retry after a lost answer)? The acquirer's word decides.
        if (!(err instanceof AcquirerVoidRefusedError)) throw err;
        answer = await this.acquirer.query(payment.acquirerPaymentId);
      }
      return (await this.apply(payment.id, answer)).payment.state;
    } catch (err) {
      this.logger.error(
        { err, paymentId: payment.id },
        'Refund failed; the reconciliation retries',
      );
      return 'refunding';
    }
  }
}
