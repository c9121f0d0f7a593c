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
import { maskDoc } from './access-validation.service.js';
import type {
  AccessChartPointDto,
  AccessReportFilterDto,
  AccessReportPageDto,
  AccessReportQueryDto,
  AccessRowDto,
} from './dto/access-report.dto.js';

interface RawRow {
  id: number;
  local: string | null;
  name: string | null;
  doc_type: string | null;
  doc: string | null;
  created_at: Date;
  /** created_at in UTC with microseconds: the keyset of the export. */
  cursor: string;
  user_type: string | null;
  allowed: boolean;
  reason: string | null;
}

/**
 * The attempts of the club days $1..$2 ($3: the club's time zone), of the place $4 (null: all)
 * whose person's name contains $5 (null: any). Uses IDX_access_attempt_created_at (or the
 * place's index).
 */
const FROM_WHERE = `
  FROM access_attempt aa
  LEFT JOIN local l ON l.id = aa.local_id
  WHERE aa.created_at >= (CAST($1 AS date)::timestamp AT TIME ZONE $3)
    AND aa.created_at < ((CAST($2 AS date) + 1)::timestamp AT TIME ZONE $3)
    AND ($4::integer IS NULL OR aa.local_id = $4::integer)
    AND ($5::text IS NULL OR aa.name ILIKE $5::text)`;

const COLUMNS = `aa.id, l.description AS local, aa.name, aa.doc_type, aa.doc, aa.created_at,
  to_char(aa.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US') AS cursor,
  aa.user_type, aa.allowed, aa.reason`;

/** Relatório de acessos (relatorio-acessos, list-reservation-invitations). */
@Injectable()
export class AccessReportService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  private params(f: AccessReportFilterDto): unknown[] {
    const name = f.name?.trim();
    return [
      f.accessAtFrom,
      f.accessAtTo,
      this.config.clubTimeZone,
      f.localId ?? null,
      name ? `%${name.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null,
    ];
  }

  /** The spec's columns differ for admin and non-admin staff: the CPF masked, no reason. */
  private toRow(r: RawRow, admin: boolean): AccessRowDto {
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
    };
  }

  /** `GET access-local`: a page of the period's attempts, newest first, and the chart. */
  async report(q: AccessReportQueryDto, me: Principal): Promise<AccessReportPageDto> {
    const params = this.params(q);
    const rows = await this.db.query<RawRow[]>(
      `SELECT ${COLUMNS} ${FROM_WHERE} ORDER BY aa.created_at DESC, aa.id DESC LIMIT $6 OFFSET $7`,
      [...params, q.take ?? 10, q.skip ?? 0],
    );
    const chart = await this.chart(params);
    const total = chart.reduce((n, c) => n + c.allowed + c.denied, 0);
    return { data: rows.map((r) => this.toRow(r, me.admin)), total, chart };
  }

  private async chart(params: unknown[]): Promise<AccessChartPointDto[]> {
    const rows = await this.db.query<
      {
        day: string;
        local_id: number | null;
        local: string | null;
        allowed: string;
        denied: string;
      }[]
    >(
      `SELECT to_char(aa.created_at AT TIME ZONE $3, 'YYYY-MM-DD') AS day, aa.local_id,
         l.description AS local,
         count(*) FILTER (WHERE aa.allowed) AS allowed,
         count(*) FILTER (WHERE NOT aa.allowed) AS denied
       ${FROM_WHERE}
       GROUP BY 1, 2, 3
       ORDER BY 1, 3 NULLS LAST, 2`,
      params,
    );
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
    const [count] = await this.db.query<{ n: string }[]>(
      `SELECT count(*) AS n ${FROM_WHERE}`,
      params,
    );
    const tz = this.config.clubTimeZone;
    const columns: SheetColumn<AccessRowDto>[] = [
      { header: 'Local', width: 30, value: (r) => r.localDescription },
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
      ...(me.admin ? [{ header: 'Motivo', width: 48, value: (r: AccessRowDto) => r.reason }] : []),
    ];
    const batches = keysetBatches<RawRow, { cursor: string; id: number }>(
      (after, limit) =>
        this.db.query<RawRow[]>(
          `SELECT ${COLUMNS} ${FROM_WHERE}
             AND ($6::timestamp IS NULL
               OR (aa.created_at, aa.id) < (($6::timestamp AT TIME ZONE 'UTC'), $7::integer))
           ORDER BY aa.created_at DESC, aa.id DESC LIMIT $8`,
          [...params, after?.cursor ?? null, after?.id ?? null, limit],
        ),
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
