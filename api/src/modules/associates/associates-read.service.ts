/**
 * The back office's reads of associates (the read model): the list with its search, filters and
 * sort, one associate, the CPF lookup that prefills the form, and the option lists.
 */
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import {
  API_MSG,
  ErrorCode,
  GENDERS,
  hasAnyPermission,
  MARITAL_STATUSES,
  MSG,
  onlyDigits,
  P,
  STATUS_OPTIONS,
  statusOption,
  todayIso,
} from '@clube/shared';
import type { Principal } from '../../platform/auth/auth.guard.js';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config.js';
import { queryOne, queryRows } from '../../platform/database/sql.js';
import { AppException } from '../../platform/http/app-exception.js';
import { AssociateStore } from './associate-store.js';
import { toAssociate, toDependent } from './associate-view.js';
import { ASSOCIATE_SORTS, associateListSql } from './associates.queries.js';
import type {
  AssociateDto,
  AssociateListItemDto,
  AssociateListQueryDto,
  AssociatePageDto,
} from './dto/associate-admin.dto.js';
import type {
  AssociateOptionDto,
  DependentOptionDto,
  DependentOptionsQueryDto,
  MaritalStatusOptionDto,
  OptionsSearchQueryDto,
  VerifyCpfResponseDto,
} from './dto/associate-lookups.dto.js';
import type { GenderDto } from './dto/dependent.dto.js';
import { Associate } from './entities/associate.entity.js';
import { associateFilter, likeEscape } from './associate-filter.js';
import { Dependent } from './entities/dependent.entity.js';
import { lookupCpf } from './person-lookup.js';

@Injectable()
export class AssociatesReadService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly store: AssociateStore,
  ) {}

  async list(query: AssociateListQueryDto): Promise<AssociatePageDto> {
    const filter = associateFilter(query, todayIso(this.config.clubTimeZone));

    const sort = query.sort ?? 'name';
    const desc = sort.startsWith('-');
    const column = ASSOCIATE_SORTS[desc ? sort.slice(1) : sort];
    if (!column) {
      throw new AppException(400, ErrorCode.ValidationFailed, 'Ordenação inválida.', {
        sort: `Use um destes campos: ${Object.keys(ASSOCIATE_SORTS).join(', ')}.`,
      });
    }
    const sql = associateListSql(
      filter,
      { column, desc },
      { take: query.take ?? 10, skip: query.skip ?? 0 },
    );
    const [rows, counted] = await Promise.all([
      queryRows(this.db, sql.page, sql.pageParams),
      queryOne(this.db, sql.total, sql.totalParams),
    ]);
    const data: AssociateListItemDto[] = rows.map((r) => ({
      id: r.id,
      name: r.name,
      cpf: r.cpf,
      email: r.email,
      phone: r.phone,
      registration: r.registration,
      company:
        r.company_id === null
          ? null
          : { id: r.company_id, description: r.company_description ?? '' },
      maritalStatus: r.marital_status,
      admissionDate: r.admission_date,
      birthDate: r.birth_date,
      status: statusOption(STATUS_OPTIONS, r.status),
      dependentsCount: r.dependents_count,
    }));
    return { data, total: counted?.total ?? 0 };
  }

  async get(id: string, manager: EntityManager = this.db.manager): Promise<AssociateDto> {
    return toAssociate(await this.store.load(manager, id));
  }

  async options(query: OptionsSearchQueryDto, me: Principal): Promise<AssociateOptionDto[]> {
    const qb = this.db
      .getRepository(Associate)
      .createQueryBuilder('a')
      .select(['a.id', 'a.name', 'a.cpf'])
      // Sorted after the search indexes found the matches (see `list`).
      .addSelect("a.name || ''", 'sort_name')
      .orderBy('sort_name', 'ASC')
      .limit(20);
    const search = query.search?.trim();
    if (search) {
      const digits = onlyDigits(search);
      if (/^[\d\s.-]+$/.test(search) && digits) {
        qb.where('a.cpf LIKE :digits', { digits: `${likeEscape(digits)}%` });
      } else {
        qb.where('f_unaccent(lower(a.name)) LIKE f_unaccent(:name)', {
          name: `%${likeEscape(search.toLowerCase())}%`,
        });
      }
    }
    const rows = await qb.getMany();
    return rows.map((a) => ({ id: a.id, name: a.name, cpf: lookupCpf(a.cpf, me) ?? '' }));
  }

  async dependentOptions(
    query: DependentOptionsQueryDto,
    me: Principal,
  ): Promise<DependentOptionDto[]> {
    const qb = this.db
      .getRepository(Dependent)
      .createQueryBuilder('d')
      .select(['d.id', 'd.name', 'd.cpf'])
      .addSelect('d.associate_id', 'associate_id')
      .orderBy('d.name', 'ASC')
      .limit(50);
    if (query.associateId) qb.andWhere('d.associate_id = :aid', { aid: query.associateId });
    const search = query.search?.trim();
    if (search) {
      const digits = onlyDigits(search);
      if (/^[\d\s.-]+$/.test(search) && digits) {
        qb.andWhere('d.cpf LIKE :digits', { digits: `${likeEscape(digits)}%` });
      } else {
        qb.andWhere('f_unaccent(lower(d.name)) LIKE f_unaccent(:name)', {
          name: `%${likeEscape(search.toLowerCase())}%`,
        });
      }
    }
    const { entities, raw } = await qb.getRawAndEntities<{ associate_id: string }>();
    return entities.map((d, i) => ({
      id: d.id,
      name: d.name,
      cpf: lookupCpf(d.cpf, me),
      associateId: raw[i].associate_id,
    }));
  }

  maritalStatuses(): MaritalStatusOptionDto[] {
    return MARITAL_STATUSES.map((m) => ({ id: m, description: m }));
  }

  genders(): GenderDto[] {
    return GENDERS.map((g) => ({ id: g.id, description: g.description }));
  }

  /** The person holding a CPF, for the form's prefill. */
  async verifyCpf(me: Principal, cpfInput: string): Promise<VerifyCpfResponseDto> {
    if (!hasAnyPermission(me.permissions, [P.insertAssociate, P.updateAssociate])) {
      throw new AppException(403, ErrorCode.Forbidden, MSG.adminInsufficientLevel);
    }
    const cpf = onlyDigits(cpfInput);
    const associate = await this.db
      .getRepository(Associate)
      .findOne({ where: { cpf }, select: { id: true } });
    if (associate) {
      return { kind: 'associate', associate: await this.get(associate.id), dependent: null };
    }
    const dependent = await this.db
      .getRepository(Dependent)
      .findOne({ where: { cpf }, relations: { associate: true } });
    if (dependent) {
      return {
        kind: 'dependent',
        associate: null,
        dependent: {
          ...toDependent(dependent),
          associateId: dependent.associate.id,
          associateName: dependent.associate.name,
        },
      };
    }
    throw AppException.notFound(API_MSG.verifyCpfNotFound);
  }
}
