import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { CREDIT_CARD_MIN_TOTAL_CENTS, ErrorCode } from '@clube/shared';
import { AppException } from '../../platform/http/app-exception.js';
import { OrdersService } from '../orders/orders.service.js';
import type { AcquirerAuthentication } from './acquirer/acquirer.port.js';
import { CheckoutService } from './checkout.service.js';
import { DebitAuthenticationService } from './debit-authentication.service.js';
import type { CardPaymentDto } from './dto/payment.dto.js';
import { PaymentState, type PaymentType } from './entities/payment.entity.js';
import { PaymentException } from './payment-exception.js';
import { declineMessage, PAY_MSG } from './payment-messages.js';
import { PaymentSettlementService } from './payment-settlement.service.js';

/** What the invoice of the member's card shows (SoftDescriptor, at most 13 characters). */
const SOFT_DESCRIPTOR = 'CLUBECOLIBRI';

/** Our brand names (libs/shared) as the acquirer writes them. */
const ACQUIRER_BRANDS: Record<string, string> = { Jcb: 'JCB' };

/**
 * A card sale (`PUT payment-order/credit-card/{orderId}`, `PUT payment-order/debit-card/{orderId}`):
 * credit from the minimum total up, debit with the issuer's authentication; the acquirer's
 * answer applied by PaymentSettlementService, the one place that changes an order for money.
 */
@Injectable()
export class CardPaymentsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly checkout: CheckoutService,
    private readonly authentications: DebitAuthenticationService,
    private readonly settlement: PaymentSettlementService,
    private readonly orders: OrdersService,
  ) {}

  async payCard(
    associateId: string,
    orderId: number,
    type: Extract<PaymentType, 'credit' | 'debit'>,
    encryptedData: string,
    referenceId?: string,
  ): Promise<CardPaymentDto> {
    const payload = await this.checkout.read(encryptedData, orderId);
    const card = payload.card;
    if (!card) throw this.checkout.invalidData();
    const brand = this.checkout.brandOf(card.cardNumber, card.brand);
    await this.checkout.consumeNonce(payload.nonce, orderId);
    if (type === 'debit' && !referenceId) {
      throw new PaymentException(
        400,
        ErrorCode.AuthenticationRequired,
        PAY_MSG.authenticationRequired,
      );
    }

    let authentication: AcquirerAuthentication | undefined;
    const payment = await this.db.transaction(async (tx) => {
      const order = await this.checkout.openOrder(tx, associateId, orderId);
      if (type === 'credit' && order.total < CREDIT_CARD_MIN_TOTAL_CENTS) {
        throw AppException.badRequest(PAY_MSG.creditMinimum, ErrorCode.CreditBelowMinimum);
      }
      if (type === 'debit') {
        authentication = await this.authentications.use(
          tx,
          orderId,
          referenceId as string,
          card.cardNumber,
        );
      }
      return this.checkout.startPayment(tx, order, type, brand);
    });

    const answer = await this.checkout.callAcquirer(payment, (acquirer) =>
      acquirer.cardSale({
        orderId,
        requestId: payment.requestId,
        amountCents: payment.amount,
        type: type === 'credit' ? 'CreditCard' : 'DebitCard',
        card: { ...card, brand: ACQUIRER_BRANDS[brand] ?? brand },
        customer: payload.customer,
        authentication,
        softDescriptor: SOFT_DESCRIPTOR,
      }),
    );
    const after = await this.settlement.apply(payment.id, answer);
    switch (after.state) {
      case PaymentState.Paid:
        return {
          status: 'Finalizado',
          message: PAY_MSG.paid,
          paymentMessage: answer.returnMessage ?? '',
          order: await this.orders.getMine(associateId, orderId),
        };
      case PaymentState.Declined:
        throw PaymentException.declined(declineMessage(answer.returnCode), answer.returnCode);
      // The refund is asked of the acquirer right after the commit (the settlement's outbox).
      case PaymentState.Refunding:
      case PaymentState.Refunded:
        throw new PaymentException(409, ErrorCode.PaymentRefundedLate, PAY_MSG.refundedLate);
      default:
        throw new PaymentException(409, ErrorCode.PaymentInProgress, PAY_MSG.inProgress);
    }
  }
}
