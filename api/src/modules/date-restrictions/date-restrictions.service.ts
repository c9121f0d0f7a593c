import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type DataSource, type EntityManager, In } from 'typeorm';
import { ErrorCode, MSG, todayIso, RecordStatus } from '@clube/shared';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config.js';
import { queryRows } from '../../platform/database/sql.js';
import { AppException } from '../../platform/http/app-exception.js';
import { paginate } from '../../platform/http/pagination.js';
import { contentStatus } from '../content/content.js';
import { Local } from '../locals/entities/local.entity.js';
import type {
  CreateDateRestrictionDto,
  DateRestrictionDto,
  DateRestrictionListQueryDto,
  DateRestrictionPageDto,
  UpdateDateRestrictionDto,
} from './dto/date-restriction.dto.js';
import { COVERS_LOCAL, DATE_RESTRICTIONS_SQL, OVERLAPS_DAYS } from './date-restrictions.queries.js';
import { DateRestriction } from './entities/date-restriction.entity.js';

const NOT_FOUND = 'Restrição de datas não encontrada.';
const LOCAL_NOT_FOUND = 'Local não encontrado.';

/** An active restriction covering a place on some day of a period (for reservations). */
export interface CoveringRestriction {
  id: number;
  description: string;
  startsAt: string;
  endsAt: string;
}

const byDescription = (a: Local, b: Local) =>
  a.description.localeCompare(b.description, 'pt-BR', { sensitivity: 'base' });

const toDto = (r: DateRestriction): DateRestrictionDto => ({
  id: r.id,
  description: r.description,
  startsAt: r.startsAt,
  endsAt: r.endsAt,
  status: contentStatus(r.status),
  locals: [...(r.locals ?? [])]
    .sort(byDescription)
    .map((l) => ({ id: l.id, description: l.description })),
});

function periodError(): AppException {
  const message = MSG.endBeforeStart;
  return AppException.badRequest(message, ErrorCode.ValidationFailed, { endsAt: message });
}

@Injectable()
export class DateRestrictionsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async list(query: DateRestrictionListQueryDto): Promise<DateRestrictionPageDto> {
    if (query.from && query.to && query.to < query.from) throw periodError();
    const qb = this.db.getRepository(DateRestriction).createQueryBuilder('r');
    if (query.status !== undefined) qb.andWhere('r.status = :status', { status: query.status });
    if (query.localId !== undefined) {
      qb.andWhere(COVERS_LOCAL, { localId: query.localId });
    }
    if (query.from || query.to) {
      qb.andWhere(OVERLAPS_DAYS, {
        from: query.from ?? null,
        to: query.to ?? null,
      });
    }
    const page = await paginate(qb, query, {
      sortable: {
        startsAt: 'r.startsAt',
        endsAt: 'r.endsAt',
        description: 'r.description',
        status: 'r.status',
        id: 'r.id',
      },
      defaultSort: '-startsAt',
      searchable: ['r.description'],
    });
    const withLocals = await this.withLocals(page.data.map((r) => r.id));
    return {
      data: page.data.map((r) => toDto(withLocals.get(r.id) ?? r)),
      total: page.total,
    };
  }

  async get(id: number): Promise<DateRestrictionDto> {
    return toDto(await this.load(this.db.manager, id));
  }

  async create(dto: CreateDateRestrictionDto): Promise<DateRestrictionDto> {
    if (dto.endsAt < dto.startsAt) throw periodError();
    const id = await this.db.transaction(async (tx) => {
      const row = tx.getRepository(DateRestriction).create({
        description: dto.description,
        startsAt: dto.startsAt,
        endsAt: dto.endsAt,
        status: dto.status ?? RecordStatus.Active,
        locals: await this.places(tx, dto.locals),
      });
      return (await tx.getRepository(DateRestriction).save(row)).id;
    });
    return this.get(id);
  }

  async update(id: number, dto: UpdateDateRestrictionDto): Promise<DateRestrictionDto> {
    await this.db.transaction(async (tx) => {
      const row = await this.load(tx, id, true);
      if (dto.startsAt !== undefined) row.startsAt = dto.startsAt;
      if (dto.endsAt !== undefined) row.endsAt = dto.endsAt;
      if (row.endsAt < row.startsAt) throw periodError();
      if (dto.status !== undefined) row.status = dto.status;
      if (dto.locals !== undefined) row.locals = await this.places(tx, dto.locals);
      await tx.getRepository(DateRestriction).save(row);
    });
    return this.get(id);
  }

  /** Deletes the rows in one transaction; 404 (nothing deleted) if one of the ids is missing. */
  async remove(ids: number[]): Promise<void> {
    const unique = [...new Set(ids)];
    await this.db.transaction(async (tx) => {
      const repo = tx.getRepository(DateRestriction);
      const found = await repo
        .createQueryBuilder('r')
        .setLock('pessimistic_write')
        .where('r.id IN (:...ids)', { ids: unique })
        .getMany();
      if (found.length !== unique.length) throw AppException.notFound(NOT_FOUND);
      await repo.delete({ id: In(unique) });
    });
  }

  /**
   * Active restrictions of a place with at least one day in `[from, to]` (whole days
   * `yyyy-mm-dd` of the club's time zone, both included), earliest first. Reservations call
   * this before taking a new booking: any row means the period is blocked.
   */
  async activeRestrictions(
    localId: number,
    from: string,
    to: string,
    manager: EntityManager = this.db.manager,
  ): Promise<CoveringRestriction[]> {
    const rows = await queryRows(manager, DATE_RESTRICTIONS_SQL.activeCovering, [
      localId,
      from,
      to,
    ]);
    return rows.map((r) => ({
      id: r.id,
      description: r.description,
      startsAt: r.starts_at,
      endsAt: r.ends_at,
    }));
  }

  /**
   * The same for a stretch of time (a reservation's start and end instants): the days are
   * those of the club's time zone on which it starts and ends.
   */
  activeRestrictionsDuring(
    localId: number,
    startsAt: Date,
    endsAt: Date,
    manager?: EntityManager,
  ): Promise<CoveringRestriction[]> {
    const tz = this.config.clubTimeZone;
    return this.activeRestrictions(localId, todayIso(tz, startsAt), todayIso(tz, endsAt), manager);
  }

  private async load(manager: EntityManager, id: number, lock = false): Promise<DateRestriction> {
    const repo = manager.getRepository(DateRestriction);
    if (lock) {
      const locked = await repo
        .createQueryBuilder('r')
        .setLock('pessimistic_write')
        .where('r.id = :id', { id })
        .getOne();
      if (!locked) throw AppException.notFound(NOT_FOUND);
    }
    const row = await repo.findOne({ where: { id }, relations: { locals: true } });
    if (!row) throw AppException.notFound(NOT_FOUND);
    return row;
  }

  private async withLocals(ids: number[]): Promise<Map<number, DateRestriction>> {
    if (!ids.length) return new Map();
    const rows = await this.db
      .getRepository(DateRestriction)
      .find({ where: { id: In(ids) }, relations: { locals: true } });
    return new Map(rows.map((r) => [r.id, r]));
  }

  /** The chosen places, or 400 on `locals` when one of them does not exist. */
  private async places(tx: EntityManager, ids: number[]): Promise<Local[]> {
    const found = await tx.getRepository(Local).findBy({ id: In(ids) });
    if (found.length !== new Set(ids).size) {
      throw AppException.badRequest(LOCAL_NOT_FOUND, ErrorCode.ValidationFailed, {
        locals: LOCAL_NOT_FOUND,
      });
    }
    return found;
  }
}
