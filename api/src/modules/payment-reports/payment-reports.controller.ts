import { Body, Controller, Post, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { MSG, P } from '@clube/shared';
import { Endpoint } from '../../platform/http/endpoint.decorator.js';
import {
  PAYMENT_REPORT_PERIOD_TOO_LONG,
  PaymentReportFilterDto,
  PaymentReportPageDto,
  PaymentReportPageQueryDto,
} from './dto/payment-report.dto.js';
import { PaymentReportsService, XLSX_MIME } from './payment-reports.service.js';

const BAD_PERIOD = `Data inválida, '${MSG.endBeforeStart}' ou '${PAYMENT_REPORT_PERIOD_TOO_LONG}'`;

/** Relatório de cobranças (relatorio-cobrancas): list-report-payments. */
@ApiTags('Relatório de cobranças')
@Controller()
export class PaymentReportsController {
  constructor(private readonly reports: PaymentReportsService) {}

  @Post('report-payments')
  @Endpoint({
    permission: P.listReportPayments,
    operationId: 'reportPayments',
    summary:
      'Os pagamentos (tentativas) criados nos dias do período (fuso do clube), do mais recente ao mais antigo, com o local ou evento, o associado, a forma de pagamento, os convidados e o valor pago; filtros opcionais por local e por associado (quem fez o pedido); paginado (?skip=&take=) com o resumo e o gráfico (pago por mês e forma de pagamento) do período inteiro.',
    ok: PaymentReportPageDto,
    errors: [[400, BAD_PERIOD]],
  })
  reportPayments(
    @Body() body: PaymentReportFilterDto,
    @Query() page: PaymentReportPageQueryDto,
  ): Promise<PaymentReportPageDto> {
    return this.reports.report(body, page);
  }

  @Post('report-payments/export')
  @Endpoint({
    permission: P.listReportPayments,
    operationId: 'exportReportPayments',
    summary:
      'A planilha (.xlsx) do relatório de cobranças do período, com os mesmos filtros, enviada à medida que é lida (streaming; `X-Total-Rows` dá o número de linhas): todos os pagamentos, valores em reais e datas do fuso do clube, com o total pago.',
    produces: XLSX_MIME,
    okDescription:
      'Planilha Excel (Content-Disposition: attachment; relatorio-cobrancas-aaaa-mm-dd-a-aaaa-mm-dd.xlsx).',
    errors: [[400, BAD_PERIOD]],
  })
  async exportReportPayments(
    @Body() body: PaymentReportFilterDto,
    @Res() res: Response,
  ): Promise<void> {
    await this.reports.export(body, res);
  }
}
