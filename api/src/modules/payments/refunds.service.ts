import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { ErrorCode, formatCents } from '@clube/shared';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config.js';
import { execute, queryOne, queryRows } from '../../platform/database/sql.js';
import { DomainEvents } from '../../platform/events/domain-events.service.js';
import { escapeHtml } from '../../platform/html/escape.js';
import { AppException } from '../../platform/http/app-exception.js';
import { MailService } from '../../platform/mail/mail.service.js';
import {
  ACQUIRER,
  type AcquirerPayment,
  type AcquirerPort,
  AcquirerStatus,
} from './acquirer/acquirer.port.js';
import { REFUND_REASON_LABELS, type RefundReason } from './entities/money-movement.entity.js';
import { Payment, PaymentState } from './entities/payment.entity.js';
import {
  claimRefunds,
  insertRefund,
  lockPaidPayments,
  markRefundDone,
  moneyOfOrders,
  oldestRequestedRefund,
  type PaymentMoneyRow,
  refundedDone,
  refundForMail,
  refundPayment,
  releaseRefunds,
  requestedRefunds,
} from './ledger.queries.js';
import { OrderMoneyReader } from '../orders/order-money-reader.js';
import { PAY_MSG } from './payment-messages.js';
import { PaymentRefunded, RefundRequested } from './payment.events.js';
import { heldBy, planRefund, refundsWhole } from './refund-plan.js';

/** Who decided a refund: the member, a staff user, or the system (a payment it cannot apply). */
export type RefundActor = 'member' | 'system' | `staff:${string}`;

/** A refund the acquirer has not confirmed for this long is asked again by the reconciliation. */
export const REFUND_RETRY_AFTER_MS = 60_000;
/** How long a process may spend asking the acquirer for a payment's refunds before another may. */
const REFUND_CLAIM_SECONDS = 120;

/** Where the member sees his orders in the portal. */
const MY_ORDERS_PATH = '/associado/meus-pedidos';

/**
 * Money given back. A refund is decided inside the transaction that changes what the order
 * owes (a cancel, guests removed, a payment that cannot confirm its order): a `refund` row of
 * the ledger (`money_movement`, requested) and the `RefundRequested` event. After the commit
 * the acquirer is asked (a void of that amount, whole or partial), once — the row is locked
 * while it is asked, and a retry first asks the acquirer how much it has voided already, so an
 * answer lost on the way never voids twice — then the row is `done` and the member gets an
 * e-mail. Never more than was captured: the refund is taken from what the order's payments
 * captured less what was refunded (requested or done), under the payment row's lock.
 */
@Injectable()
export class RefundsService implements OnModuleInit {
  private readonly logger = new Logger(RefundsService.name);

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(ACQUIRER) private readonly acquirer: AcquirerPort,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly domainEvents: DomainEvents,
    private readonly mail: MailService,
    private readonly reader: OrderMoneyReader,
  ) {}

  onModuleInit(): void {
    this.reader.register({
      moneyOf: async (orderIds) =>
        new Map((await queryRows(this.db, moneyOfOrders, [orderIds])).map((m) => [m.order_id, m])),
    });
    this.domainEvents.on(RefundRequested, async ({ movementId }) => {
      await this.process(movementId);
    });
    this.domainEvents.on(PaymentRefunded, ({ movementId }) => this.tell(movementId));
  }

  /** What the order's payments hold now (captured less refunded), its payments locked. */
  async refundable(tx: EntityManager, orderId: number): Promise<number> {
    return heldBy(await queryRows(tx, lockPaidPayments, [orderId]));
  }

  /**
   * Gives back `amount` cents of an order (`'all'`: whatever it still holds), inside `tx`.
   * Answers the amount decided (0 when the order holds nothing and `'all'` was asked); more
   * than it holds is a 409 (REFUND_ABOVE_CAPTURED).
   */
  async refundOrder(
    tx: EntityManager,
    orderId: number,
    amount: number | 'all',
    reason: RefundReason,
    actor: RefundActor,
    note: string | null = null,
  ): Promise<number> {
    const payments = await queryRows(tx, lockPaidPayments, [orderId]);
    const plan = planRefund(payments, amount);
    if (!plan) {
      throw AppException.conflict(PAY_MSG.refundAboveCaptured, ErrorCode.RefundAboveCaptured);
    }
    for (const take of plan.takes) {
      await this.request(tx, take.payment, take.amount, reason, actor, note);
    }
    return plan.amount;
  }

  /**
   * A refund of `amount` from one payment (its row locked by the caller). The payment's whole
   * captured amount back: the payment goes `refunding` (then `refunded` once confirmed).
   */
  async request(
    tx: EntityManager,
    payment: Pick<PaymentMoneyRow, 'id' | 'order_id' | 'captured' | 'refunded'>,
    amount: number,
    reason: RefundReason,
    actor: RefundActor,
    note: string | null = null,
  ): Promise<void> {
    if (refundsWhole(payment, amount)) {
      await tx.getRepository(Payment).update({ id: payment.id }, { state: PaymentState.Refunding });
    }
    const row = await queryOne(tx, insertRefund, [
      payment.order_id,
      payment.id,
      amount,
      reason,
      actor,
      note,
      false,
    ]);
    if (!row) throw new Error('refund row not written');
    await this.domainEvents.record(tx, RefundRequested.of({ movementId: row.id }));
  }

  /** A requested refund, asked of the acquirer with the others of its payment (below). */
  async process(movementId: number): Promise<void> {
    const row = await queryOne(this.db, refundPayment, [movementId]);
    if (row) await this.processPayment(row.payment_id);
  }

  /**
   * Asks the acquirer for the requested refunds of one payment, oldest first, one at a time:
   * the payment is claimed for a while (`refund_claimed_until`: no transaction is held open
   * while the acquirer answers, and another process leaves the payment alone meanwhile).
   * Before each void the acquirer's count of what it voided already is compared with ours: an
   * earlier void whose answer was lost (a crash, a timeout) is recorded, never asked twice.
   * Throws when the acquirer cannot be reached: the outbox and the reconciliation retry.
   */
  async processPayment(paymentId: number): Promise<void> {
    const claimed = await queryOne(this.db, claimRefunds, [paymentId, REFUND_CLAIM_SECONDS]);
    if (!claimed) return;
    try {
      for (;;) {
        const refund = await queryOne(this.db, oldestRequestedRefund, [paymentId]);
        if (!refund) return;
        if (!refund.acquirer_payment_id) throw new Error(`payment ${paymentId} has no id`);
        const done = (await queryOne(this.db, refundedDone, [paymentId]))?.done ?? 0;
        let answer: AcquirerPayment = await this.acquirer.lookup(refund.acquirer_payment_id);
        if ((answer.refundedCents ?? 0) < done + refund.amount) {
          answer = await this.acquirer.void(refund.acquirer_payment_id, refund.amount);
        }
        await this.db.transaction(async (tx) => {
          await execute(tx, markRefundDone, [refund.id]);
          const back =
            answer.status === AcquirerStatus.Voided || answer.status === AcquirerStatus.Refunded;
          if (back) {
            await tx
              .getRepository(Payment)
              .update(
                { id: paymentId, state: PaymentState.Refunding },
                { state: PaymentState.Refunded, acquirerStatus: answer.status },
              );
          }
          await this.domainEvents.record(
            tx,
            PaymentRefunded.of({
              movementId: refund.id,
              orderId: refund.order_id,
              amountCents: refund.amount,
            }),
          );
        });
      }
    } finally {
      await execute(this.db, releaseRefunds, [paymentId]);
    }
  }

  /** The reconciliation's round: refunds still unconfirmed after a while, asked again. */
  async retryPending(): Promise<number> {
    const rows = await queryRows(this.db, requestedRefunds, [REFUND_RETRY_AFTER_MS / 1000]);
    for (const { payment_id } of rows) {
      try {
        await this.processPayment(payment_id);
      } catch (err) {
        this.logger.warn({ err, paymentId: payment_id }, 'Refund not confirmed; retried later');
      }
    }
    return rows.length;
  }

  /** The member's e-mail for a refund the acquirer confirmed; failures are logged. */
  private async tell(movementId: number): Promise<void> {
    const r = await queryOne(this.db, refundForMail, [movementId]);
    if (!r?.email) return;
    const amount = formatCents(r.amount);
    const why = REFUND_REASON_LABELS[r.reason as RefundReason] ?? r.reason;
    const link = `${this.config.portalOrigin}${MY_ORDERS_PATH}`;
    const text = [
      `Olá, ${r.name}.`,
      '',
      `Estornamos ${amount} do seu pedido ${r.order_id}.`,
      `Motivo: ${why}.`,
      '',
      'No cartão, o valor volta na fatura conforme o prazo do banco emissor; no Pix, volta para a conta que pagou.',
      '',
      `Veja os seus pedidos em: ${link}`,
    ].join('\n');
    const html = [
      `<p>Olá, ${escapeHtml(r.name)}.</p>`,
      `<p>Estornamos <strong>${amount}</strong> do seu pedido ${r.order_id}.<br>`,
      `Motivo: ${escapeHtml(why)}.</p>`,
      '<p>No cartão, o valor volta na fatura conforme o prazo do banco emissor; no Pix, volta para a conta que pagou.</p>',
      `<p><a href="${link}">Ver os meus pedidos</a></p>`,
    ].join('');
    await this.mail.send({
      to: r.email,
      subject: `Estorno de ${amount} — pedido ${r.order_id}`,
      text,
      html,
    });
  }
}
