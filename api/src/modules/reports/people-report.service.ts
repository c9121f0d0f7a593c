import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Response } from 'express';
import type { DataSource } from 'typeorm';
import { ErrorCode, formatAssociatePhone, formatCpf, REPORT_MSG, todayIso } from '@clube/shared';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config.js';
import { AppException } from '../../platform/http/app-exception.js';
import {
  reportAll,
  reportBatches,
  reportCount,
  reportPage,
} from '../../platform/reports/report-query.js';
import {
  calendarDate,
  NUM_FMT,
  sendXlsx,
  type SheetColumn,
} from '../../platform/reports/xlsx-stream.js';
import type {
  BlockedPeoplePageDto,
  BlockedPeopleQueryDto,
  BlockedPersonDto,
  BlockedPersonRowDto,
  PeopleReportPageDto,
  PeopleReportQueryDto,
  PeopleReportRowDto,
  ShowBlockedPersonDto,
} from './dto/reports.dto.js';
import {
  type BlockedRaw,
  blockedReportSql,
  type PersonRaw,
  peopleReportSql,
} from './people-report.queries.js';
import { textArray } from './report-format.js';

const personRow = (r: PersonRaw): PeopleReportRowDto => ({
  id: r.id,
  name: r.name,
  company: r.company,
  phone: r.phone,
  email: r.email,
  admissionDate: r.admission_date,
  birthDate: r.birth_date,
  maritalStatus: r.marital_status,
});

const blockedRow = (r: BlockedRaw): BlockedPersonRowDto => ({
  id: r.id,
  userType: r.user_type,
  name: r.name,
  cpf: r.cpf,
  birthDate: r.birth_date,
  reasonsString: textArray(r.reasons).join(' '),
});

/** The blocked report's reasons, in Portuguese. */
const REASONS = {
  associateInactive: REPORT_MSG.blockedAssociateInactive,
  dependentInactive: REPORT_MSG.blockedDependentInactive,
  holderInactive: REPORT_MSG.blockedHolderInactive,
};

/** `report-people`, `associate-dependent-blocked`, `show-associate-dependent-blocked`, exports. */
@Injectable()
export class PeopleReportService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  private today(): string {
    return todayIso(this.config.clubTimeZone);
  }

  async people(f: PeopleReportQueryDto): Promise<PeopleReportPageDto> {
    const q = peopleReportSql(f, this.today());
    const [rows, total] = await Promise.all([
      reportPage<PersonRaw>(this.db, q, f.skip, f.take),
      reportCount(this.db, q),
    ]);
    return { data: rows.map(personRow), total };
  }

  async exportPeople(f: PeopleReportQueryDto, res: Response): Promise<void> {
    const q = peopleReportSql(f, this.today());
    const columns: SheetColumn<PeopleReportRowDto>[] = [
      { header: 'Nome', width: 36, value: (r) => r.name },
      { header: 'Empresa', width: 24, value: (r) => r.company },
      {
        header: 'Telefone',
        width: 18,
        // As the screen shows it (the associate's mask), not the stored digits.
        value: (r) => (r.phone ? formatAssociatePhone(r.phone) : null),
      },
      { header: 'E-mail', width: 32, value: (r) => r.email },
      {
        header: 'Data de admissão',
        width: 16,
        numFmt: NUM_FMT.date,
        value: (r) => calendarDate(r.admissionDate),
      },
      {
        header: 'Data de nascimento',
        width: 18,
        numFmt: NUM_FMT.date,
        value: (r) => calendarDate(r.birthDate),
      },
      { header: 'Estado civil', width: 16, value: (r) => r.maritalStatus },
    ];
    await sendXlsx(res, {
      fileName: `relatorio-pessoas-${this.today()}.xlsx`,
      sheetName: 'Pessoas',
      columns,
      totalRows: reportCount(this.db, q),
      batches: reportBatches<PersonRaw, PeopleReportRowDto>(this.db, q, personRow),
    });
  }

  async blocked(f: BlockedPeopleQueryDto): Promise<BlockedPeoplePageDto> {
    const q = blockedReportSql({ userType: f.userType, search: f.search }, REASONS);
    const [rows, total] = await Promise.all([
      reportPage<BlockedRaw>(this.db, q, f.skip, f.take),
      reportCount(this.db, q),
    ]);
    return { data: rows.map(blockedRow), total };
  }

  /** One person (blocked or not: `reasons` empty), or 404. */
  async showBlocked(body: ShowBlockedPersonDto): Promise<BlockedPersonDto> {
    const q = blockedReportSql(
      { userType: body.userType, id: body.userId, withUnblocked: true },
      REASONS,
    );
    const [r] = await reportAll<BlockedRaw>(this.db, q);
    if (!r) throw new AppException(404, ErrorCode.NotFound, REPORT_MSG.blockedPersonNotFound);
    return {
      id: r.id,
      userType: r.user_type,
      name: r.name,
      cpf: r.cpf,
      birthDate: r.birth_date,
      reasons: textArray(r.reasons),
    };
  }

  async exportBlocked(f: BlockedPeopleQueryDto, res: Response): Promise<void> {
    const q = blockedReportSql({ userType: f.userType, search: f.search }, REASONS);
    const columns: SheetColumn<BlockedPersonRowDto>[] = [
      { header: 'Nome', width: 36, value: (r) => r.name },
      {
        header: 'Tipo',
        width: 12,
        value: (r) => (r.userType === 'Associate' ? 'Associado' : 'Dependente'),
      },
      { header: 'CPF', width: 16, value: (r) => (r.cpf ? formatCpf(r.cpf) : null) },
      {
        header: 'Data de nascimento',
        width: 18,
        numFmt: NUM_FMT.date,
        value: (r) => calendarDate(r.birthDate),
      },
      { header: 'Motivos', width: 48, value: (r) => r.reasonsString },
    ];
    await sendXlsx(res, {
      fileName: `relatorio-pessoas-bloqueadas-${this.today()}.xlsx`,
      sheetName: 'Pessoas bloqueadas',
      columns,
      totalRows: reportCount(this.db, q),
      batches: reportBatches<BlockedRaw, BlockedPersonRowDto>(this.db, q, blockedRow),
    });
  }
}
