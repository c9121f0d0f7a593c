import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { Order } from '../orders/entities/order.entity.js';
import { payDeadline } from '../orders/order-status.js';
import { pixExpiresAt } from './acquirer/pix-lifetime.js';
import { CheckoutService } from './checkout.service.js';
import type { PixPaymentDto } from './dto/payment.dto.js';
import { Payment, PaymentState } from './entities/payment.entity.js';
import { PaymentException } from './payment-exception.js';
import { PAY_MSG } from './payment-messages.js';
import { PaymentSettlementService } from './payment-settlement.service.js';

/**
 * The Pix of an order (`PUT payment-order/pix/{orderId}`): its QR and copy-paste code, the same
 * while it is open and the order's total has not changed (a new one for the new total
 * otherwise); the payment itself arrives later, by the acquirer's notification (or the
 * reconciliation).
 */
@Injectable()
export class PixPaymentsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly checkout: CheckoutService,
    private readonly settlement: PaymentSettlementService,
  ) {}

  /** The order's open Pix, or a new one. */
  async payPix(
    associateId: string,
    orderId: number,
    encryptedData: string,
  ): Promise<PixPaymentDto> {
    const payload = await this.checkout.read(encryptedData, orderId);
    await this.checkout.consumeNonce(payload.nonce, orderId);
    const started = await this.db.transaction(async (tx) => {
      const order = await this.checkout.openOrder(tx, associateId, orderId);
      const open = await tx
        .getRepository(Payment)
        .findOneBy({ orderId, state: PaymentState.Pending, type: 'pix' });
      // The same QR while it is open — only for the amount the order owes now.
      if (open?.qrCodeString && open.amount === order.total) return { order, open };
      return { order, payment: await this.checkout.startPayment(tx, order, 'pix', null) };
    });
    if ('open' in started && started.open) return pixView(started.order, started.open);
    const payment = started.payment as Payment;
    const answer = await this.checkout.callAcquirer(payment, (acquirer) =>
      acquirer.pixSale({
        orderId,
        requestId: payment.requestId,
        amountCents: payment.amount,
        customer: payload.customer,
      }),
    );
    const after = await this.settlement.apply(payment.id, answer);
    if (after.state !== PaymentState.Pending || !after.qrCodeString) {
      throw PaymentException.declined(PAY_MSG.declined, answer.returnCode);
    }
    return pixView(started.order, after);
  }
}

/**
 * What the member sees of an open Pix. Until when to pay is the one deadline that counts: the
 * earlier of the order's hold and the QR's lifetime (`payDeadline`, the orders' rule).
 */
function pixView(order: Order, p: Payment): PixPaymentDto {
  return {
    paymentId: p.acquirerPaymentId as string,
    qrcodeBase64Image: p.qrCodeImage as string,
    qrCodeString: p.qrCodeString as string,
    expiresAt: (payDeadline(order, pixExpiresAt(p.createdAt)) as Date).toISOString(),
  };
}
