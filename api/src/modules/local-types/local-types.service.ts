import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import {
  API_MSG,
  BOOKING_LIMIT_DEFAULTS,
  ErrorCode,
  RESCHEDULE_INTERVAL_DEFAULT_DAYS,
  RecordStatus,
} from '@clube/shared';
import { AppException } from '../../platform/http/app-exception.js';
import { sanitizeRichText } from '../../platform/html/sanitize.js';
import { paginate } from '../../platform/http/pagination.js';
import { contentStatus } from '../content/content.js';
import {
  type RegisterOptionDto,
  RegisterStore,
  type StatusListQueryDto,
} from '../registers/registers.js';
import type {
  CreateLocalTypeDto,
  LocalTypeDto,
  LocalTypePageDto,
  UpdateLocalTypeDto,
} from './dto/local-type.dto.js';
import { LocalType } from './entities/local-type.entity.js';

const toLocalType = (t: LocalType): LocalTypeDto => ({
  id: t.id,
  description: t.description,
  associatedValue: t.associatedValue,
  externalValue: t.externalValue,
  invitedValue: t.invitedValue,
  rescheduleInterval: t.rescheduleInterval,
  maxActivePerFamily: t.maxActivePerFamily,
  maxPerFamilyPerDay: t.maxPerFamilyPerDay,
  bookingOpensHour: t.bookingOpensHour,
  signContract: t.signContract,
  contract: t.contract,
  status: contentStatus(t.status),
});

/** Sanitized HTML, or null when nothing is left of it. */
const clean = (html: string | null | undefined) => (html ? sanitizeRichText(html) || null : null);

@Injectable()
export class LocalTypesService {
  private readonly store: RegisterStore<LocalType>;

  constructor(@InjectDataSource() private readonly db: DataSource) {
    this.store = new RegisterStore(db, {
      entity: LocalType,
      notFound: 'Tipo de local não encontrado.',
      duplicate: API_MSG.localTypeDuplicate,
      inUse: API_MSG.localTypeInUse,
    });
  }

  async list(query: StatusListQueryDto): Promise<LocalTypePageDto> {
    const qb = this.db.getRepository(LocalType).createQueryBuilder('t');
    if (query.status !== undefined) qb.where('t.status = :status', { status: query.status });
    const page = await paginate(qb, query, {
      sortable: {
        description: 't.description',
        externalValue: 't.externalValue',
        invitedValue: 't.invitedValue',
        status: 't.status',
        id: 't.id',
      },
      defaultSort: 'description',
      searchable: ['t.description'],
    });
    return { data: page.data.map(toLocalType), total: page.total };
  }

  /** Active place types by description: the place form's picker. */
  async options(): Promise<RegisterOptionDto[]> {
    const rows = await this.db
      .getRepository(LocalType)
      .createQueryBuilder('t')
      .where('t.status = :active', { active: RecordStatus.Active })
      .orderBy('lower(t.description)', 'ASC')
      .getMany();
    return rows.map((t) => ({ id: t.id, description: t.description }));
  }

  async get(id: number): Promise<LocalTypeDto> {
    return toLocalType(await this.store.load(this.db.manager, id));
  }

  async create(dto: CreateLocalTypeDto): Promise<LocalTypeDto> {
    const row = this.db.getRepository(LocalType).create({
      description: dto.description,
      associatedValue: dto.associatedValue ?? 0,
      externalValue: dto.externalValue,
      invitedValue: dto.invitedValue,
      rescheduleInterval: dto.rescheduleInterval ?? RESCHEDULE_INTERVAL_DEFAULT_DAYS,
      maxActivePerFamily:
        dto.maxActivePerFamily === undefined
          ? BOOKING_LIMIT_DEFAULTS.activePerFamily
          : dto.maxActivePerFamily,
      maxPerFamilyPerDay:
        dto.maxPerFamilyPerDay === undefined
          ? BOOKING_LIMIT_DEFAULTS.perFamilyPerDay
          : dto.maxPerFamilyPerDay,
      bookingOpensHour:
        dto.bookingOpensHour === undefined
          ? BOOKING_LIMIT_DEFAULTS.opensAtHour
          : dto.bookingOpensHour,
      signContract: dto.signContract ?? false,
      contract: clean(dto.contract),
      status: dto.status ?? RecordStatus.Active,
    });
    checkContract(row);
    const saved = await this.store.save(dto.description, null, (tx) =>
      tx.getRepository(LocalType).save(row),
    );
    return toLocalType(saved);
  }

  async update(id: number, dto: UpdateLocalTypeDto): Promise<LocalTypeDto> {
    const saved = await this.store.save(undefined, id, async (tx) => {
      const row = await this.store.load(tx, id, true);
      if (dto.associatedValue !== undefined) row.associatedValue = dto.associatedValue;
      if (dto.externalValue !== undefined) row.externalValue = dto.externalValue;
      if (dto.invitedValue !== undefined) row.invitedValue = dto.invitedValue;
      if (dto.rescheduleInterval !== undefined) row.rescheduleInterval = dto.rescheduleInterval;
      if (dto.maxActivePerFamily !== undefined) row.maxActivePerFamily = dto.maxActivePerFamily;
      if (dto.maxPerFamilyPerDay !== undefined) row.maxPerFamilyPerDay = dto.maxPerFamilyPerDay;
      if (dto.bookingOpensHour !== undefined) row.bookingOpensHour = dto.bookingOpensHour;
      if (dto.signContract !== undefined) row.signContract = dto.signContract;
      if (dto.contract !== undefined) row.contract = clean(dto.contract);
      if (dto.status !== undefined) row.status = dto.status;
      checkContract(row);
      return tx.getRepository(LocalType).save(row);
    });
    return toLocalType(saved);
  }

  async remove(ids: number[]): Promise<void> {
    await this.store.remove(ids);
  }
}

/** A contract to sign needs a text (after sanitizing). */
function checkContract(row: LocalType): void {
  if (row.signContract && !row.contract) {
    throw AppException.badRequest(API_MSG.contractRequired, ErrorCode.ValidationFailed, {
      contract: API_MSG.contractRequired,
    });
  }
}
