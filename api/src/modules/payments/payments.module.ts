import { Module } from '@nestjs/common';
import { OrdersModule } from '../orders/orders.module.js';
import { acquirerProvider } from './acquirer/acquirer.provider.js';
import { NotificationGate } from './notification-gate.js';
import { PaymentKeysService } from './payment-keys.service.js';
import { PaymentReconcilerService } from './payment-reconciler.service.js';
import { PaymentSettlementService } from './payment-settlement.service.js';
import { OrderRefundsController, PaymentsController } from './payments.controller.js';
import { OrderCancellationService } from './order-cancellation.service.js';
import { MoneyCheckService } from './money-check.service.js';
import { CardPaymentsService } from './card-payments.service.js';
import { CheckoutService } from './checkout.service.js';
import { DebitAuthenticationService } from './debit-authentication.service.js';
import { PaymentNotificationsService } from './payment-notifications.service.js';
import { PixPaymentsService } from './pix-payments.service.js';
import { OrderMoneyService } from './order-money.service.js';
import { RefundsService } from './refunds.service.js';

/**
 * The checkout: card data (JWE), the acquirer port, settlement, notifications, reconciliation,
 * the ledger and refunds. The product modules (reservations, tickets) import it for
 * `OrderMoneyService`: what they ask of the money when what an order owes changes.
 */
@Module({
  imports: [OrdersModule],
  controllers: [PaymentsController, OrderRefundsController],
  providers: [
    acquirerProvider,
    NotificationGate,
    PaymentKeysService,
    PaymentSettlementService,
    CheckoutService,
    CardPaymentsService,
    DebitAuthenticationService,
    PixPaymentsService,
    PaymentNotificationsService,
    PaymentReconcilerService,
    RefundsService,
    OrderMoneyService,
    OrderCancellationService,
    MoneyCheckService,
  ],
  exports: [OrderMoneyService],
})
export class PaymentsModule {}
