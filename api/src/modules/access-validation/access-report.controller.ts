import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { MSG, P } from '@clube/shared';
import type { Principal } from '../../platform/auth/auth.guard.js';
import { CurrentPrincipal } from '../../platform/auth/current-principal.decorator.js';
import { Endpoint } from '../../platform/http/endpoint.decorator.js';
import { XLSX_MIME } from '../../platform/reports/xlsx-stream.js';
import { AccessReportService } from './access-report.service.js';
import {
  AccessReportFilterDto,
  AccessReportPageDto,
  AccessReportQueryDto,
} from './dto/access-report.dto.js';

const BAD_FILTER = `Data inválida, '${MSG.endBeforeStart}', '${MSG.reportPeriodTooLong}' ou local inválido`;

/** Relatório de acessos (relatorio-acessos): list-reservation-invitations. */
@ApiTags('Relatório de acessos')
@Controller()
export class AccessReportController {
  constructor(private readonly reports: AccessReportService) {}

  @Get('access-local')
  @Endpoint({
    permission: P.listReservationInvitations,
    operationId: 'reportAccessLocal',
    summary:
      'As tentativas de acesso na portaria (liberadas e negadas) nos dias do período (fuso do clube), da mais recente à mais antiga; filtros local e nome; paginado (?skip=&take=), com o gráfico por dia e local do período inteiro. Para quem não é administrador, o CPF vem mascarado e o motivo null.',
    ok: AccessReportPageDto,
    errors: [[400, BAD_FILTER]],
  })
  reportAccessLocal(
    @Query() query: AccessReportQueryDto,
    @CurrentPrincipal() me: Principal,
  ): Promise<AccessReportPageDto> {
    return this.reports.report(query, me);
  }

  @Get('access-local/export')
  @Endpoint({
    permission: P.listReservationInvitations,
    operationId: 'exportAccessLocal',
    summary:
      "A planilha (.xlsx, gerada em fluxo) do relatório de acessos com os mesmos filtros: todas as tentativas, datas no fuso do clube; a coluna 'Motivo' e o CPF completo só para administradores. Cabeçalho X-Total-Rows com o número de linhas.",
    produces: XLSX_MIME,
    okDescription:
      'Planilha Excel (Content-Disposition: attachment; relatorio-acessos-aaaa-mm-dd-a-aaaa-mm-dd.xlsx).',
    errors: [[400, BAD_FILTER]],
  })
  async exportAccessLocal(
    @Query() query: AccessReportFilterDto,
    @CurrentPrincipal() me: Principal,
    @Res() res: Response,
  ): Promise<void> {
    await this.reports.export(query, me, res);
  }
}
