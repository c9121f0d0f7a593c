import { Module } from '@nestjs/common';
import { OrdersModule } from '../orders/orders.module.js';
import { acquirerProvider } from './acquirer/acquirer.provider.js';
import { NotificationGate } from './notification-gate.js';
import { PaymentKeysService } from './payment-keys.service.js';
import { PaymentReconcilerService } from './payment-reconciler.service.js';
import { PaymentSettlementService } from './payment-settlement.service.js';
import { PaymentsController } from './payments.controller.js';
import { PaymentsService } from './payments.service.js';

/** The checkout: card data (JWE), the acquirer port, settlement, notifications, reconciliation. */
@Module({
  imports: [OrdersModule],
  controllers: [PaymentsController],
  providers: [
    acquirerProvider,
    NotificationGate,
    PaymentKeysService,
    PaymentSettlementService,
    PaymentsService,
    PaymentReconcilerService,
  ],
  exports: [PaymentsService, PaymentSettlementService],
})
export class PaymentsModule {}
