import { Module } from '@nestjs/common';
import { CardsModule } from '../cards/cards.module.js';
import { AccessReportController } from './access-report.controller.js';
import { AccessReportService } from './access-report.service.js';
import { AccessValidationController } from './access-validation.controller.js';
import { AccessValidationService } from './access-validation.service.js';
import { CardGateController } from './card-gate.controller.js';
import { GateAttemptsService } from './gate-attempts.service.js';
import { GateLimitsService } from './gate-limits.service.js';

/**
 * The gate (invitation, ticket and card checks, each recorded in access_attempt) and the access
 * report. Above the cards module: a card's QR code is checked by its CardCheckService and a
 * typed card code decided by the card's rule (card-verdict.ts).
 */
@Module({
  imports: [CardsModule],
  controllers: [AccessValidationController, CardGateController, AccessReportController],
  providers: [AccessValidationService, GateAttemptsService, GateLimitsService, AccessReportService],
})
export class AccessValidationModule {}
