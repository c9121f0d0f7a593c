import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Response } from 'express';
import type { DataSource } from 'typeorm';
import { formatCpf } from '@clube/shared';
import type { Principal } from '../../platform/auth/auth.guard.js';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config.js';
import {
  keysetBatches,
  NUM_FMT,
  type SheetColumn,
  sendXlsx,
  wallClockDate,
} from '../../platform/reports/xlsx-stream.js';
import { queryOne, queryRows } from '../../platform/database/sql.js';
import {
  ACCESS_REPORT_SQL,
  type AccessFilterParams,
  type AccessReportRow,
} from './access-report.queries.js';
import { maskDoc } from './access-view.js';
import type {
  AccessChartPointDto,
  AccessReportFilterDto,
  AccessReportPageDto,
  AccessReportQueryDto,
  AccessRowDto,
} from './dto/access-report.dto.js';

/** Relatório de acessos (relatorio-acessos, list-reservation-invitations). */
@Injectable()
export class AccessReportService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  private params(f: AccessReportFilterDto): AccessFilterParams {
    const name = f.name?.trim();
    return [
      f.accessAtFrom,
      f.accessAtTo,
      this.config.clubTimeZone,
      f.localId ?? null,
      name ? `%${name.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null,
    ];
  }

  /**
   * The spec's columns differ for admin and non-admin staff: for the others the CPF masked, no
   * reason and no code (a code may still open the gate). The event and the staff member who
   * made the check are for everyone.
   */
  private toRow(r: AccessReportRow, admin: boolean): AccessRowDto {
    return {
      id: r.id,
      localDescription: r.local,
      name: r.name,
      docType: r.doc_type,
      doc: r.doc ? (admin ? formatCpf(r.doc) : maskDoc(r.doc)) : null,
      accessAt: new Date(r.created_at).toISOString(),
      userType: r.user_type,
      allowed: r.allowed,
      reason: admin ? r.reason : null,
      code: admin ? r.code : null,
      event: r.event,
      staffUser: r.staff,
    };
  }

  /** `GET access-local`: a page of the period's attempts, newest first, and the chart. */
  async report(q: AccessReportQueryDto, me: Principal): Promise<AccessReportPageDto> {
    const params = this.params(q);
    const rows = await queryRows(this.db, ACCESS_REPORT_SQL.page, [
      ...params,
      q.take ?? 10,
      q.skip ?? 0,
    ]);
    const chart = await this.chart(params);
    const total = chart.reduce((n, c) => n + c.allowed + c.denied, 0);
    return { data: rows.map((r) => this.toRow(r, me.admin)), total, chart };
  }

  private async chart(params: AccessFilterParams): Promise<AccessChartPointDto[]> {
    const rows = await queryRows(this.db, ACCESS_REPORT_SQL.chart, params);
    return rows.map((r) => ({
      day: r.day,
      localId: r.local_id,
      local: r.local,
      allowed: Number(r.allowed),
      denied: Number(r.denied),
    }));
  }

  static fileName(f: AccessReportFilterDto): string {
    return `relatorio-acessos-${f.accessAtFrom}-a-${f.accessAtTo}.xlsx`;
  }

  /** `GET access-local/export`: every attempt of the filter, streamed as an .xlsx. */
  async export(f: AccessReportFilterDto, me: Principal, res: Response): Promise<void> {
    const params = this.params(f);
    const count = await queryOne(this.db, ACCESS_REPORT_SQL.count, params);
    const tz = this.config.clubTimeZone;
    const columns: SheetColumn<AccessRowDto>[] = [
      { header: 'Local', width: 30, value: (r) => r.localDescription },
      { header: 'Evento', width: 30, value: (r) => r.event },
      { header: 'Nome', width: 32, value: (r) => r.name },
      { header: 'Tipo de documento', width: 12, value: (r) => r.docType },
      { header: 'Documento', width: 16, value: (r) => r.doc },
      {
        header: 'Data de acesso',
        width: 18,
        numFmt: NUM_FMT.dateTime,
        value: (r) => wallClockDate(new Date(r.accessAt), tz),
      },
      { header: 'Tipo de usuário', width: 14, value: (r) => r.userType },
      { header: 'Acesso', width: 12, value: (r) => (r.allowed ? 'Liberado' : 'Negado') },
      ...(me.admin
        ? [
            { header: 'Código', width: 12, value: (r: AccessRowDto) => r.code },
            { header: 'Motivo', width: 48, value: (r: AccessRowDto) => r.reason },
          ]
        : []),
      { header: 'Validado por', width: 28, value: (r) => r.staffUser },
    ];
    const batches = keysetBatches<AccessReportRow, { cursor: string; id: number }>(
      (after, limit) =>
        queryRows(this.db, ACCESS_REPORT_SQL.batch, [
          ...params,
          after?.cursor ?? null,
          after?.id ?? null,
          limit,
        ]),
      (r) => ({ cursor: r.cursor, id: r.id }),
    );
    const admin = me.admin;
    await sendXlsx(res, {
      fileName: AccessReportService.fileName(f),
      sheetName: 'Acessos',
      columns,
      batches: mapBatches(batches, (r) => this.toRow(r, admin)),
      totalRows: Number(count?.n ?? 0),
    });
  }
}

/** The batches, each row mapped (lazily: one batch at a time). */
function mapBatches<A, B>(source: AsyncIterable<A[]>, map: (a: A) => B): AsyncIterable<B[]> {
  return {
    async *[Symbol.asyncIterator]() {
      for await (const batch of source) yield batch.map(map);
    },
  };
}
