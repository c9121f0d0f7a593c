import { Module } from '@nestjs/common';
import { PaymentReportsController } from './payment-reports.controller.js';
import { PaymentReportsService } from './payment-reports.service.js';

/** Relatório de cobranças: the payments of a period, as a page and as a spreadsheet. */
@Module({
  controllers: [PaymentReportsController],
  providers: [PaymentReportsService],
})
export class PaymentReportsModule {}
