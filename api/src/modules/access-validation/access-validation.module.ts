import { Module } from '@nestjs/common';
import { AccessReportController } from './access-report.controller.js';
import { AccessReportService } from './access-report.service.js';
import { AccessValidationController } from './access-validation.controller.js';
import { AccessValidationService } from './access-validation.service.js';

/**
 * The gate (invitation, ticket and card checks, each recorded in access_attempt) and the access
 * report. Exports the service so the cards module records its QR checks too.
 */
@Module({
  controllers: [AccessValidationController, AccessReportController],
  providers: [AccessValidationService, AccessReportService],
  exports: [AccessValidationService],
})
export class AccessValidationModule {}
