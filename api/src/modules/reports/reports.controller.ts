import { Body, Controller, Get, Post, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { MSG, P, REPORT_MSG } from '@clube/shared';
import { Endpoint } from '../../platform/http/endpoint.decorator.js';
import { XLSX_MIME } from '../../platform/reports/xlsx-stream.js';
import { BAD_PERIOD, ReportPageQueryDto } from './dto/report-period.dto.js';
import {
  BlockedPeoplePageDto,
  BlockedPeopleQueryDto,
  BlockedPersonDto,
  DateRestrictionsReportFilterDto,
  DateRestrictionsReportPageDto,
  EventsReportFilterDto,
  EventsReportPageDto,
  LocalReservationsReportFilterDto,
  LocalReservationsReportPageDto,
  LocalsReportFilterDto,
  LocalsReportPageDto,
  PeopleReportPageDto,
  PeopleReportQueryDto,
  ShowBlockedPersonDto,
} from './dto/reports.dto.js';
import { BookingsReportService } from './bookings-report.service.js';
import { EventsReportService } from './events-report.service.js';
import { PeopleReportService } from './people-report.service.js';
import { PlacesReportService } from './places-report.service.js';

const STREAMED =
  'Planilha Excel enviada à medida que é lida (streaming): Content-Disposition attachment com o nome do arquivo, X-Total-Rows com o número de linhas.';

/**
 * The back office's reports (issue 14; admin spec §2 "Reports", §7): each a page with totals
 * (`?skip=&take=`, filters in the body as the spec's calls, or in the query for the GET
 * lists) and `.../export`, the same rows as a streamed .xlsx.
 */
@ApiTags('Relatórios')
@Controller()
export class ReportsController {
  constructor(
    private readonly events: EventsReportService,
    private readonly places: PlacesReportService,
    private readonly people: PeopleReportService,
    private readonly bookings: BookingsReportService,
  ) {}

  // ── relatorio-eventos ─────────────────────────────────────────────────────

  @Post('events-report')
  @Endpoint({
    permission: P.listReportEvents,
    operationId: 'eventsReport',
    summary:
      'Relatório de eventos: os eventos com algum dia no período (dias do clube), pelo primeiro dia, com local, período de vendas, dias, convites à venda, vendidos, pendentes, gratuitos e pagos e a receita; filtro por local; paginado, com os totais do período.',
    ok: EventsReportPageDto,
    errors: [[400, BAD_PERIOD]],
  })
  eventsReport(
    @Body() body: EventsReportFilterDto,
    @Query() page: ReportPageQueryDto,
  ): Promise<EventsReportPageDto> {
    return this.events.page(body, page);
  }

  @Post('events-report/export')
  @Endpoint({
    permission: P.listReportEvents,
    operationId: 'exportEventsReport',
    summary: 'A planilha (.xlsx) do relatório de eventos, com os mesmos filtros.',
    produces: XLSX_MIME,
    okDescription: STREAMED,
    errors: [[400, BAD_PERIOD]],
  })
  async exportEventsReport(
    @Body() body: EventsReportFilterDto,
    @Res() res: Response,
  ): Promise<void> {
    await this.events.export(body, res);
  }

  // ── relatorio-de-locais ───────────────────────────────────────────────────

  @Post('locals-report')
  @Endpoint({
    permission: P.listLocal,
    operationId: 'localsReport',
    summary:
      'Relatório de locais: cada local (ou um) com tipo, capacidade, reservas confirmadas no período, horas reservadas, horas de funcionamento, ocupação (%), convidados e receita; com os totais e o gráfico de ocupação por local.',
    ok: LocalsReportPageDto,
    errors: [[400, BAD_PERIOD]],
  })
  localsReport(
    @Body() body: LocalsReportFilterDto,
    @Query() page: ReportPageQueryDto,
  ): Promise<LocalsReportPageDto> {
    return this.places.page(body, page);
  }

  @Post('locals-report/export')
  @Endpoint({
    permission: P.listLocal,
    operationId: 'exportLocalsReport',
    summary: 'A planilha (.xlsx) do relatório de locais, com os mesmos filtros.',
    produces: XLSX_MIME,
    okDescription: STREAMED,
    errors: [[400, BAD_PERIOD]],
  })
  async exportLocalsReport(
    @Body() body: LocalsReportFilterDto,
    @Res() res: Response,
  ): Promise<void> {
    await this.places.export(body, res);
  }

  // ── relatorio-pessoas ─────────────────────────────────────────────────────

  @Get('report-people')
  @Endpoint({
    permission: P.listReportPeople,
    operationId: 'peopleReport',
    summary:
      'Relatório de pessoas: os associados pelos filtros da lista (empresa, com/sem dependentes, idade de 10 a 100, data de admissão, busca), por nome, com nome, empresa, telefone, e-mail, admissão, nascimento e estado civil.',
    ok: PeopleReportPageDto,
    errors: [[400, `${REPORT_MSG.reportAgeMaxBelowMin} / ${MSG.endBeforeStart} / filtro inválido`]],
  })
  peopleReport(@Query() query: PeopleReportQueryDto): Promise<PeopleReportPageDto> {
    return this.people.people(query);
  }

  @Get('report-people/export')
  @Endpoint({
    permission: P.listReportPeople,
    operationId: 'exportPeopleReport',
    summary: 'A planilha (.xlsx) do relatório de pessoas, com os mesmos filtros.',
    produces: XLSX_MIME,
    okDescription: STREAMED,
    errors: [[400, `${REPORT_MSG.reportAgeMaxBelowMin} / ${MSG.endBeforeStart} / filtro inválido`]],
  })
  async exportPeopleReport(
    @Query() query: PeopleReportQueryDto,
    @Res() res: Response,
  ): Promise<void> {
    await this.people.exportPeople(query, res);
  }

  // ── relatorio-pessoas-bloqueadas ──────────────────────────────────────────

  @Get('associate-dependent-blocked')
  @Endpoint({
    permission: P.listAssociateDependentBlocked,
    operationId: 'listAssociateDependentBlocked',
    summary: `Pessoas bloqueadas: associados inativos ('${REPORT_MSG.blockedAssociateInactive}') e dependentes inativos ('${REPORT_MSG.blockedDependentInactive}') ou de associado inativo ('${REPORT_MSG.blockedHolderInactive}'), por nome; filtro userType e busca por nome ou CPF.`,
    ok: BlockedPeoplePageDto,
    errors: [400],
  })
  listAssociateDependentBlocked(
    @Query() query: BlockedPeopleQueryDto,
  ): Promise<BlockedPeoplePageDto> {
    return this.people.blocked(query);
  }

  @Get('associate-dependent-blocked/export')
  @Endpoint({
    permission: P.listAssociateDependentBlocked,
    operationId: 'exportAssociateDependentBlocked',
    summary: 'A planilha (.xlsx) das pessoas bloqueadas, com os mesmos filtros.',
    produces: XLSX_MIME,
    okDescription: STREAMED,
    errors: [400],
  })
  async exportAssociateDependentBlocked(
    @Query() query: BlockedPeopleQueryDto,
    @Res() res: Response,
  ): Promise<void> {
    await this.people.exportBlocked(query, res);
  }

  @Post('show-associate-dependent-blocked')
  @Endpoint({
    permission: P.listAssociateDependentBlocked,
    operationId: 'showAssociateDependentBlocked',
    summary:
      'Uma pessoa (associado ou dependente) e os motivos do bloqueio (lista vazia: não está bloqueada).',
    ok: BlockedPersonDto,
    errors: [400, [404, REPORT_MSG.blockedPersonNotFound]],
  })
  showAssociateDependentBlocked(@Body() body: ShowBlockedPersonDto): Promise<BlockedPersonDto> {
    return this.people.showBlocked(body);
  }

  // ── relatorio-reserva ─────────────────────────────────────────────────────

  @Post('local-reservations-report')
  @Endpoint({
    permission: P.reportLocalReservation,
    operationId: 'localReservationsReport',
    summary:
      'Relatório de reservas: as reservas que começam nos dias do período, pelo início, com local, associado, início e fim, convidados, situação e se foi paga; filtros por local e associado; com os totais.',
    ok: LocalReservationsReportPageDto,
    errors: [[400, BAD_PERIOD]],
  })
  localReservationsReport(
    @Body() body: LocalReservationsReportFilterDto,
    @Query() page: ReportPageQueryDto,
  ): Promise<LocalReservationsReportPageDto> {
    return this.bookings.reservations(body, page);
  }

  @Post('local-reservations-report/export')
  @Endpoint({
    permission: P.reportLocalReservation,
    operationId: 'exportLocalReservationsReport',
    summary: 'A planilha (.xlsx) do relatório de reservas, com os mesmos filtros.',
    produces: XLSX_MIME,
    okDescription: STREAMED,
    errors: [[400, BAD_PERIOD]],
  })
  async exportLocalReservationsReport(
    @Body() body: LocalReservationsReportFilterDto,
    @Res() res: Response,
  ): Promise<void> {
    await this.bookings.exportReservations(body, res);
  }

  // ── relatorio-restricao-de-datas ──────────────────────────────────────────

  @Post('date-restrictions-report')
  @Endpoint({
    permission: P.listDateRestriction,
    operationId: 'dateRestrictionsReport',
    summary:
      'Relatório de restrição de datas: as restrições que tocam o período, pelo primeiro dia, com seus locais e situação; filtro por local; com os totais.',
    ok: DateRestrictionsReportPageDto,
    errors: [[400, BAD_PERIOD]],
  })
  dateRestrictionsReport(
    @Body() body: DateRestrictionsReportFilterDto,
    @Query() page: ReportPageQueryDto,
  ): Promise<DateRestrictionsReportPageDto> {
    return this.bookings.restrictions(body, page);
  }

  @Post('date-restrictions-report/export')
  @Endpoint({
    permission: P.listDateRestriction,
    operationId: 'exportDateRestrictionsReport',
    summary: 'A planilha (.xlsx) do relatório de restrição de datas, com os mesmos filtros.',
    produces: XLSX_MIME,
    okDescription: STREAMED,
    errors: [[400, BAD_PERIOD]],
  })
  async exportDateRestrictionsReport(
    @Body() body: DateRestrictionsReportFilterDto,
    @Res() res: Response,
  ): Promise<void> {
    await this.bookings.exportRestrictions(body, res);
  }
}
