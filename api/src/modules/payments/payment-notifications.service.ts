import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { ErrorCode } from '@clube/shared';
import { AppException } from '../../platform/http/app-exception.js';
import {
  ACQUIRER,
  type AcquirerPayment,
  type AcquirerPort,
  AcquirerUnavailableError,
} from './acquirer/acquirer.port.js';
import { AcquirerPaymentNotFoundError } from './acquirer/acquirer.errors.js';
import { Payment } from './entities/payment.entity.js';
import { NotificationGate } from './notification-gate.js';
import { PAY_MSG } from './payment-messages.js';
import { PaymentSettlementService } from './payment-settlement.service.js';

/**
 * The acquirer's word on a payment after the sale: its notification (`POST
 * payment-order/notification`), the reconciliation's question, and the sandbox's bank. Nothing
 * in a notification is trusted but the PaymentId, which is asked of the acquirer again; its
 * answer is applied once (PaymentSettlementService).
 */
@Injectable()
export class PaymentNotificationsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(ACQUIRER) private readonly acquirer: AcquirerPort,
    private readonly gate: NotificationGate,
    private readonly settlement: PaymentSettlementService,
  ) {}

  /**
   * `POST payment-order/notification` with the header the acquirer was given. The answer is the
   * same whether or not the PaymentId is ours, so the route tells nobody which ids exist.
   */
  async notified(token: string | undefined, paymentId: string): Promise<{ received: true }> {
    this.gate.check(token);
    await this.apply(paymentId);
    return { received: true };
  }

  private async apply(paymentId: string): Promise<{ received: boolean }> {
    const payment = await this.db
      .getRepository(Payment)
      .findOneBy({ acquirerPaymentId: paymentId });
    if (!payment) return { received: false };
    await this.recheck(payment);
    return { received: true };
  }

  /** Asks the acquirer about a payment and applies the answer. */
  async recheck(payment: Payment): Promise<Payment> {
    if (!payment.acquirerPaymentId) return payment;
    let answer: AcquirerPayment;
    try {
      answer = await this.acquirer.lookup(payment.acquirerPaymentId);
    } catch (err) {
      if (err instanceof AcquirerUnavailableError) {
        throw new AppException(503, ErrorCode.PaymentUnavailable, PAY_MSG.unavailable);
      }
      throw err;
    }
    // A `refunding` answer's void is asked right after the commit (the settlement's outbox).
    return this.settlement.apply(payment.id, answer);
  }

  /** `POST payment-order/sandbox/pix/{paymentId}/pay`: the simulated bank pays; then notifies. */
  async sandboxPayPix(paymentId: string): Promise<{ received: boolean }> {
    const sandbox = this.acquirer as AcquirerPort & {
      markPixPaid?: (id: string) => Promise<AcquirerPayment>;
    };
    if (this.acquirer.name !== 'sandbox' || !sandbox.markPixPaid) {
      throw AppException.notFound(PAY_MSG.sandboxOnly);
    }
    try {
      await sandbox.markPixPaid(paymentId);
    } catch (err) {
      if (err instanceof AcquirerPaymentNotFoundError) {
        throw AppException.notFound(PAY_MSG.pixNotFound);
      }
      if ((err as Error).name === 'SandboxPixExpiredError') {
        throw AppException.conflict(PAY_MSG.pixExpired, ErrorCode.PixExpired);
      }
      throw err;
    }
    return this.apply(paymentId);
  }
}
