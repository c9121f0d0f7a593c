import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type DataSource, type EntityManager, In, QueryFailedError } from 'typeorm';
import {
  ErrorCode,
  GENDERS,
  genderDescription,
  hasAnyPermission,
  MARITAL_STATUSES,
  MAX_DEPENDENTS,
  MSG,
  onlyDigits,
  P,
  STATUS_OPTIONS,
  statusOption,
  todayIso,
} from '@clube/shared';
import type { Principal } from '../../platform/auth/auth.guard.js';
import { randomSecret, sha256 } from '../../platform/auth/passwords.js';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config.js';
import { AppException } from '../../platform/http/app-exception.js';
import { MailService } from '../../platform/mail/mail.service.js';
import { AuditService, diffFields } from '../audit/audit.service.js';
import type { AuditChange } from '../audit/entities/audit-log.entity.js';
import { PasswordResetCode } from '../auth/entities/password-reset-code.entity.js';
import { SessionsService } from '../auth/sessions.service.js';
import { Company } from '../companies/entities/company.entity.js';
import { Sport } from '../sports/entities/sport.entity.js';
import type {
  AssociateDto,
  AssociateListItemDto,
  AssociateListQueryDto,
  AssociateOptionDto,
  AssociatePageDto,
  CreateAssociateDto,
  CreateDependentDto,
  DependentDto,
  DependentFormDto,
  DependentOptionDto,
  DependentOptionsQueryDto,
  GenderDto,
  MaritalStatusOptionDto,
  OptionsSearchQueryDto,
  UpdateAssociateDto,
  VerifyCpfResponseDto,
} from './dto/associate-admin.dto.js';
import { Associate, AssociateStatus } from './entities/associate.entity.js';
import { Dependent } from './entities/dependent.entity.js';

/** The welcome link (choose your password) is valid for 7 days, once. */
/** Delete refused: the associate's orders and reservations stay for the records. */
export const ASSOCIATE_HAS_ORDERS =
  'Este associado tem reservas ou pedidos e não pode ser excluído; inative-o.';

export const WELCOME_CODE_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** The associate's fields the history records (the API's names). */
const ASSOCIATE_FIELDS = [
  'cpf',
  'rg',
  'name',
  'gender',
  'bpu',
  'email',
  'phone',
  'address',
  'district',
  'city',
  'zipcode',
  'state',
  'admissionDate',
  'birthDate',
  'company',
  'maritalStatus',
  'status',
  'sports',
  'registration',
  'registrationColibri',
] as const;
const DEPENDENT_FIELDS = [
  'name',
  'parentage',
  'gender',
  'cpf',
  'rg',
  'birthDate',
  'status',
] as const;

type Snapshot = Record<string, unknown>;

const gender = (id: number): GenderDto => ({
  id,
  description: genderDescription(id) ?? String(id),
});

/** A `date` column as `yyyy-mm-dd` whatever the driver returned. */
const isoDate = (v: string | Date | null): string | null =>
  v === null ? null : typeof v === 'string' ? v.slice(0, 10) : v.toISOString().slice(0, 10);

function toDependent(d: Dependent): DependentDto {
  return {
    id: d.id,
    name: d.name,
    parentage: d.parentage,
    gender: gender(d.gender),
    cpf: d.cpf,
    rg: d.rg,
    birthDate: isoDate(d.birthDate),
    status: statusOption(STATUS_OPTIONS, d.status),
    updatedAt: d.updatedAt.toISOString(),
  };
}

function dependentSnapshot(d: Dependent): Snapshot {
  return {
    name: d.name,
    parentage: d.parentage,
    gender: d.gender,
    cpf: d.cpf,
    rg: d.rg,
    birthDate: isoDate(d.birthDate),
    status: d.status,
  };
}

function associateSnapshot(a: Associate): Snapshot {
  return {
    cpf: a.cpf,
    rg: a.rg,
    name: a.name,
    gender: a.gender,
    bpu: a.bpu,
    email: a.email,
    phone: a.phone,
    address: a.address,
    district: a.district,
    city: a.city,
    zipcode: a.zipcode,
    state: a.state,
    admissionDate: isoDate(a.admissionDate),
    birthDate: isoDate(a.birthDate),
    company: a.company ? a.company.id : null,
    maritalStatus: a.maritalStatus,
    status: a.status,
    sports: (a.sports ?? []).map((s) => s.id).sort((x, y) => x - y),
    registration: a.registration,
    registrationColibri: a.registrationColibri,
  };
}

/** LIKE pattern text with its wildcards escaped. */
const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** `yyyy-mm-dd` minus whole years (29 February becomes 28 February). */
function yearsBefore(iso: string, years: number): string {
  const [y, m, d] = iso.split('-').map(Number);
  const year = y - years;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const day = m === 2 && d === 29 && !leap ? 28 : d;
  return `${String(year).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

const SORTS: Record<string, string> = {
  name: 'a.name',
  cpf: 'a.cpf',
  email: 'a.email',
  registration: 'a.registration',
  admissionDate: 'a.admission_date',
  birthDate: 'a.birth_date',
  createdAt: 'a.created_at',
};

const TEXT_SORTS = new Set(['a.name', 'a.cpf', 'a.email', 'a.registration']);

interface ListRow {
  id: string;
  name: string;
  cpf: string;
  email: string;
  phone: string | null;
  registration: string | null;
  marital_status: string | null;
  admission_date: string | null;
  birth_date: string | null;
  status: number;
  company_id: number | null;
  company_description: string | null;
  dependents_count: number;
}

@Injectable()
export class AssociatesAdminService {
  private readonly logger = new Logger(AssociatesAdminService.name);

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly sessions: SessionsService,
    private readonly audit: AuditService,
    private readonly mail: MailService,
  ) {}

  // ── Reads ────────────────────────────────────────────────────────────────

  async list(query: AssociateListQueryDto): Promise<AssociatePageDto> {
    const where: string[] = [];
    const params: unknown[] = [];
    const param = (v: unknown) => {
      params.push(v);
      return `$${params.length}`;
    };
    const search = query.search?.trim();
    if (search) {
      const digits = onlyDigits(search);
      if (/^[\d\s.\-/]+$/.test(search) && digits.length > 0) {
        // Digits (masked or not): a CPF or a registration, by prefix.
        const p = param(`${likeEscape(digits)}%`);
        where.push(`(a.cpf LIKE ${p} OR a.registration LIKE ${p})`);
      } else {
        const p = param(`%${likeEscape(search.toLowerCase())}%`);
        const exact = param(search);
        where.push(
          `(f_unaccent(lower(a.name)) LIKE f_unaccent(${p}) OR f_unaccent(lower(a.email)) LIKE f_unaccent(${p}) OR a.registration = ${exact})`,
        );
      }
    }
    if (query.company !== undefined) where.push(`a.company_id = ${param(query.company)}`);
    if (query.status !== undefined) where.push(`a.status = ${param(query.status)}`);
    if (query.hasDependents !== undefined) {
      where.push(
        `${query.hasDependents ? '' : 'NOT '}EXISTS (SELECT 1 FROM dependent d WHERE d.associate_id = a.id)`,
      );
    }
    const today = todayIso(this.config.clubTimeZone);
    if (query.ageMin !== undefined) {
      where.push(`a.birth_date <= ${param(yearsBefore(today, query.ageMin))}`);
    }
    if (query.ageMax !== undefined) {
      where.push(`a.birth_date > ${param(yearsBefore(today, query.ageMax + 1))}`);
    }
    if (query.admissionFrom) where.push(`a.admission_date >= ${param(query.admissionFrom)}`);
    if (query.admissionTo) where.push(`a.admission_date <= ${param(query.admissionTo)}`);

    const sort = query.sort ?? 'name';
    const desc = sort.startsWith('-');
    const column = SORTS[desc ? sort.slice(1) : sort];
    if (!column) {
      throw new AppException(400, ErrorCode.ValidationFailed, 'Ordenação inválida.', {
        sort: `Use um destes campos: ${Object.keys(SORTS).join(', ')}.`,
      });
    }
    // With a search, the matches come from the trigram indexes: sort them (top-N) rather than
    // walk the name index filtering row by row (slow when few rows match). `|| ''` keeps the
    // planner off the btree index of a text column; without a search it is the fast path.
    const orderBy = search && TEXT_SORTS.has(column) ? `(${column} || '')` : column;
    const whereSql = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const countParams = [...params];
    const take = param(query.take ?? 10);
    const skip = param(query.skip ?? 0);
    const [rows, counted] = await Promise.all([
      this.db.query<ListRow[]>(
        `SELECT a.id, a.name, a.cpf, a.email, a.phone, a.registration, a.marital_status,
                a.admission_date::text AS admission_date, a.birth_date::text AS birth_date, a.status,
                c.id AS company_id, c.description AS company_description,
                (SELECT count(*) FROM dependent d WHERE d.associate_id = a.id)::int AS dependents_count
           FROM associate a LEFT JOIN company c ON c.id = a.company_id
           ${whereSql}
          ORDER BY ${orderBy} ${desc ? 'DESC' : 'ASC'} NULLS LAST, a.id
          LIMIT ${take} OFFSET ${skip}`,
        params,
      ),
      this.db.query<{ total: number }[]>(
        `SELECT count(*)::int AS total FROM associate a ${whereSql}`,
        countParams,
      ),
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
    return { data, total: counted[0]?.total ?? 0 };
  }

  async get(id: string, manager: EntityManager = this.db.manager): Promise<AssociateDto> {
    const a = await this.load(manager, id);
    return this.toDto(a);
  }

  async options(query: OptionsSearchQueryDto): Promise<AssociateOptionDto[]> {
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
    return rows.map((a) => ({ id: a.id, name: a.name, cpf: a.cpf }));
  }

  async dependentOptions(query: DependentOptionsQueryDto): Promise<DependentOptionDto[]> {
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
      cpf: d.cpf,
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
    throw AppException.notFound(MSG.verifyCpfNotFound);
  }

  // ── Writes ───────────────────────────────────────────────────────────────

  async create(me: Principal, dto: CreateAssociateDto): Promise<AssociateDto> {
    this.checkCpfsInBody(dto.cpf, dto.dependents ?? []);
    const { result, code } = await this.write(dto, async (tx) => {
      const promoted = dto.promoteDependentId
        ? await this.releaseDependent(tx, me, dto.promoteDependentId, dto.cpf)
        : null;
      await this.checkUnique(tx, dto, null);
      const company = await this.company(tx, dto.company);
      const sports = await this.sports(tx, dto.sports ?? []);
      const repo = tx.getRepository(Associate);
      const saved = await repo.save(
        repo.create({
          cpf: dto.cpf,
          rg: dto.rg,
          name: dto.name,
          gender: dto.gender ?? 0,
          bpu: dto.bpu ?? null,
          email: dto.email,
          phone: dto.phone,
          address: dto.address,
          district: dto.district,
          city: dto.city,
          zipcode: dto.zipcode,
          state: dto.state,
          admissionDate: dto.admissionDate ?? null,
          birthDate: dto.birthDate ?? null,
          company,
          maritalStatus: dto.maritalStatus,
          status: dto.status ?? AssociateStatus.Active,
          sports,
          registration: dto.registration ?? null,
          registrationColibri: dto.registrationColibri ?? null,
          passwordHash: null,
          isFirstAccess: true,
          version: 1,
          // A promoted dependent keeps the photo the club had of them.
          image: promoted?.image ?? null,
        }),
      );
      await this.audit.record(tx, {
        actorId: me.id,
        entityType: 'associate',
        entityId: saved.id,
        associateId: saved.id,
        action: 'create',
        changes: diffFields({}, associateSnapshot(saved), ASSOCIATE_FIELDS),
      });
      for (const d of dto.dependents ?? []) await this.insertDependent(tx, me, saved, d);
      const welcome = randomSecret(32);
      await tx.getRepository(PasswordResetCode).insert({
        realm: 'member',
        subjectId: saved.id,
        email: saved.email,
        codeHash: sha256(welcome),
        expiresAt: new Date(Date.now() + WELCOME_CODE_TTL_MS),
      });
      return { result: await this.get(saved.id, tx), code: welcome };
    });
    // After the commit: a mail failure never undoes the associate (staff can resend a
    // recovery link from the portal's "forgot password").
    await this.sendWelcome(result, code).catch((err: unknown) =>
      this.logger.error({ err, associateId: result.id }, 'Welcome e-mail failed'),
    );
    return result;
  }

  async update(me: Principal, id: string, dto: UpdateAssociateDto): Promise<AssociateDto> {
    return this.write(dto, async (tx) => {
      await this.lock(tx, id);
      const a = await this.load(tx, id);
      if (a.version !== dto.version) {
        throw AppException.conflict(MSG.associateStale, ErrorCode.StaleUpdate, {
          version: MSG.associateStale,
        });
      }
      this.checkCpfsInBody(
        dto.cpf ?? a.cpf,
        dto.dependents ??
          a.dependents.map((d) => ({ ...dependentSnapshot(d), id: d.id }) as DependentFormDto),
      );
      await this.checkUnique(tx, dto, id);
      const before = associateSnapshot(a);
      const wasActive = a.status === AssociateStatus.Active;
      const simple = [
        'cpf',
        'rg',
        'name',
        'gender',
        'bpu',
        'email',
        'phone',
        'address',
        'district',
        'city',
        'zipcode',
        'state',
        'admissionDate',
        'birthDate',
        'maritalStatus',
        'status',
        'registration',
        'registrationColibri',
      ] as const;
      const target = a as unknown as Record<string, unknown>;
      for (const field of simple) {
        if (dto[field] !== undefined) target[field] = dto[field];
      }
      if (dto.company !== undefined) a.company = await this.company(tx, dto.company);
      if (dto.sports !== undefined) a.sports = await this.sports(tx, dto.sports);
      a.version += 1;
      // A save with nothing changed still raises the version and updatedAt: the form's copy
      // is the current one.
      a.updatedAt = new Date();
      // Saved without its dependents (they are synchronised below, by their own rules).
      const dependents = a.dependents;
      Reflect.deleteProperty(a, 'dependents');
      await tx.getRepository(Associate).save(a);
      a.dependents = dependents;
      if (dto.dependents !== undefined)
        await this.syncDependents(tx, me, a, dependents, dto.dependents);
      if (wasActive && a.status !== AssociateStatus.Active) {
        // Inactive: every session ends now, in this transaction; sign-in is refused.
        await this.sessions.endAll('member', a.id, tx);
      }
      await this.audit.record(tx, {
        actorId: me.id,
        entityType: 'associate',
        entityId: a.id,
        associateId: a.id,
        action: 'update',
        changes: diffFields(before, associateSnapshot(a), ASSOCIATE_FIELDS),
      });
      return this.get(id, tx);
    });
  }

  async remove(me: Principal, id: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      await this.lock(tx, id);
      const a = await this.load(tx, id);
      // Orders and reservations are kept for the club's records (FK RESTRICT): refuse clearly.
      // The row lock above makes a booking being inserted for this associate wait for us.
      const [{ used }] = await tx.query<{ used: boolean }[]>(
        'SELECT EXISTS (SELECT 1 FROM purchase_order WHERE associate_id = $1) OR EXISTS (SELECT 1 FROM local_reservation WHERE associate_id = $1) AS used',
        [id],
      );
      if (used) throw AppException.conflict(ASSOCIATE_HAS_ORDERS);
      for (const d of a.dependents) {
        await this.audit.record(tx, {
          actorId: me.id,
          entityType: 'dependent',
          entityId: d.id,
          associateId: a.id,
          action: 'delete',
          changes: diffFields(dependentSnapshot(d), {}, DEPENDENT_FIELDS),
        });
      }
      await this.audit.record(tx, {
        actorId: me.id,
        entityType: 'associate',
        entityId: a.id,
        associateId: a.id,
        action: 'delete',
        changes: diffFields(associateSnapshot(a), {}, ASSOCIATE_FIELDS),
      });
      await this.sessions.endAll('member', a.id, tx);
      await tx.getRepository(Associate).delete({ id });
    });
  }

  /**
   * One more dependent. The associate row is locked (SELECT ... FOR UPDATE) while the
   * dependents are counted and the new one inserted, so two requests at once cannot make 4.
   */
  async addDependent(me: Principal, id: string, dto: CreateDependentDto): Promise<DependentDto> {
    return this.write(dto, async (tx) => {
      await this.lock(tx, id);
      const a = await this.load(tx, id);
      if (a.dependents.length >= MAX_DEPENDENTS) {
        throw AppException.conflict(MSG.dependentsMax, ErrorCode.TooManyDependents, {
          dependents: MSG.dependentsMax,
        });
      }
      this.checkCpfsInBody(a.cpf, [
        ...a.dependents.map((d) => ({ cpf: d.cpf }) as DependentFormDto),
        dto,
      ]);
      const saved = await this.insertDependent(tx, me, a, dto);
      await tx
        .getRepository(Associate)
        .update({ id }, { version: () => 'version + 1', updatedAt: () => 'now()' });
      return toDependent(saved);
    });
  }

  // ── Helpers ──────────────────────────────────────────────────────────────

  /**
   * A dependent who becomes an associate (a grown-up child, a separated spouse): with their
   * family's associate row locked, checks the CPF typed is theirs, records the removal in the
   * family's history and deletes the dependent row (its CPF is then free for the new associate,
   * in the same transaction; a dependent's card goes with it).
   */
  private async releaseDependent(
    tx: EntityManager,
    me: Principal,
    dependentId: string,
    cpf: string,
  ): Promise<Dependent> {
    const found = await tx.getRepository(Dependent).findOne({
      where: { id: dependentId },
      relations: { associate: true, image: true },
    });
    if (!found) {
      throw AppException.badRequest(MSG.promoteDependentGone, ErrorCode.ValidationFailed, {
        promoteDependentId: MSG.promoteDependentGone,
      });
    }
    await this.lock(tx, found.associate.id);
    const d = await tx.getRepository(Dependent).findOne({
      where: { id: dependentId },
      relations: { associate: true, image: true },
    });
    if (!d) {
      throw AppException.badRequest(MSG.promoteDependentGone, ErrorCode.ValidationFailed, {
        promoteDependentId: MSG.promoteDependentGone,
      });
    }
    if (d.cpf !== cpf) {
      throw AppException.badRequest(MSG.promoteCpfMismatch, ErrorCode.ValidationFailed, {
        cpf: MSG.promoteCpfMismatch,
      });
    }
    await this.audit.record(tx, {
      actorId: me.id,
      entityType: 'dependent',
      entityId: d.id,
      associateId: d.associate.id,
      action: 'delete',
      changes: diffFields(dependentSnapshot(d), {}, DEPENDENT_FIELDS),
    });
    await tx.getRepository(Dependent).delete({ id: d.id });
    await tx
      .getRepository(Associate)
      .update({ id: d.associate.id }, { version: () => 'version + 1', updatedAt: () => 'now()' });
    return d;
  }

  private async lock(tx: EntityManager, id: string): Promise<void> {
    const rows = await tx.query<{ id: string }[]>(
      'SELECT id FROM associate WHERE id = $1 FOR UPDATE',
      [id],
    );
    if (!rows.length) throw AppException.notFound(MSG.associateNotFound);
  }

  private async load(manager: EntityManager, id: string): Promise<Associate> {
    const a = await manager.getRepository(Associate).findOne({
      where: { id },
      relations: { company: true, sports: true, dependents: true },
    });
    if (!a) throw AppException.notFound(MSG.associateNotFound);
    return a;
  }

  private toDto(a: Associate): AssociateDto {
    return {
      id: a.id,
      cpf: a.cpf,
      rg: a.rg,
      name: a.name,
      gender: gender(a.gender),
      bpu: a.bpu,
      email: a.email,
      phone: a.phone,
      address: a.address,
      district: a.district,
      city: a.city,
      zipcode: a.zipcode,
      state: a.state,
      admissionDate: isoDate(a.admissionDate),
      birthDate: isoDate(a.birthDate),
      company: a.company ? { id: a.company.id, description: a.company.description } : null,
      maritalStatus: a.maritalStatus,
      status: statusOption(STATUS_OPTIONS, a.status),
      sports: [...a.sports]
        .sort((x, y) => x.description.localeCompare(y.description, 'pt-BR'))
        .map((s) => ({ id: s.id, description: s.description })),
      dependents: [...a.dependents]
        .sort(
          (x, y) => x.createdAt.getTime() - y.createdAt.getTime() || x.name.localeCompare(y.name),
        )
        .map(toDependent),
      registration: a.registration,
      registrationColibri: a.registrationColibri,
      isFirstAccess: a.isFirstAccess,
      version: a.version,
      createdAt: a.createdAt.toISOString(),
      updatedAt: a.updatedAt.toISOString(),
    };
  }

  private async company(tx: EntityManager, id: number): Promise<Company> {
    const company = await tx.getRepository(Company).findOneBy({ id });
    if (!company) {
      throw AppException.badRequest(MSG.companyNotFound, ErrorCode.ValidationFailed, {
        company: MSG.companyNotFound,
      });
    }
    return company;
  }

  private async sports(tx: EntityManager, ids: number[]): Promise<Sport[]> {
    if (!ids.length) return [];
    const found = await tx.getRepository(Sport).findBy({ id: In(ids) });
    if (found.length !== new Set(ids).size) {
      throw AppException.badRequest(MSG.sportNotFound, ErrorCode.ValidationFailed, {
        sports: MSG.sportNotFound,
      });
    }
    return found;
  }

  /** The same CPF twice in one form (the associate's and a dependent's, or two dependents'). */
  private checkCpfsInBody(cpf: string, dependents: readonly { cpf?: string | null }[]): void {
    const seen = new Set([cpf]);
    dependents.forEach((d, i) => {
      if (!d.cpf) return;
      if (seen.has(d.cpf)) {
        throw AppException.conflict(MSG.associateCpfTaken, ErrorCode.DuplicateCpf, {
          [`dependents.${i}.cpf`]: MSG.associateCpfTaken,
        });
      }
      seen.add(d.cpf);
    });
  }

  /**
   * Clear 409s before writing: e-mail, registration, and CPFs held by other people (the
   * `person_cpf` registry). Two saves at the same moment are still stopped by the database
   * (mapped by `write`).
   */
  private async checkUnique(
    tx: EntityManager,
    dto: Partial<CreateAssociateDto>,
    exceptId: string | null,
  ): Promise<void> {
    const repo = tx.getRepository(Associate);
    const other = async (where: Record<string, unknown>) => {
      const found = await repo.findOne({ where, select: { id: true } });
      return found !== null && found.id !== exceptId;
    };
    if (dto.email !== undefined && (await other({ email: dto.email }))) {
      throw AppException.conflict(MSG.associateEmailTaken, ErrorCode.DuplicateEmail, {
        email: MSG.associateEmailTaken,
      });
    }
    if (dto.registration && (await other({ registration: dto.registration }))) {
      throw AppException.conflict(MSG.associateRegistrationTaken, ErrorCode.DuplicateRegistration, {
        registration: MSG.associateRegistrationTaken,
      });
    }
    const cpfs: [string, string][] = [];
    if (dto.cpf !== undefined) cpfs.push(['cpf', dto.cpf]);
    (dto.dependents ?? []).forEach((d, i) => cpfs.push([`dependents.${i}.cpf`, d.cpf]));
    if (!cpfs.length) return;
    // The people this associate may keep: itself and its own dependents.
    const own = exceptId
      ? await tx.query<{ id: string }[]>(
          'SELECT $1::uuid AS id UNION ALL SELECT id FROM dependent WHERE associate_id = $1',
          [exceptId],
        )
      : [];
    const ownIds = new Set(own.map((r) => r.id));
    const holders = await tx.query<{ cpf: string; person_id: string }[]>(
      'SELECT cpf, person_id FROM person_cpf WHERE cpf = ANY($1)',
      [cpfs.map(([, c]) => c)],
    );
    for (const [field, cpf] of cpfs) {
      const holder = holders.find((h) => h.cpf === cpf);
      if (holder && !ownIds.has(holder.person_id)) {
        throw AppException.conflict(MSG.associateCpfTaken, ErrorCode.DuplicateCpf, {
          [field]: MSG.associateCpfTaken,
        });
      }
    }
  }

  /** A transaction whose unique violations are answered 409 on the field, never 500. */
  private async write<R>(
    dto: { cpf?: string; dependents?: readonly { cpf?: string }[] },
    run: (tx: EntityManager) => Promise<R>,
  ): Promise<R> {
    try {
      return await this.db.transaction(run);
    } catch (err) {
      if (!(err instanceof QueryFailedError)) throw err;
      const driver = err.driverError as { code?: string; detail?: string };
      if (driver.code !== '23505') throw err;
      const detail = driver.detail ?? '';
      if (/\(cpf\)/.test(detail)) {
        const cpf = /\(cpf\)=\((\d+)\)/.exec(detail)?.[1];
        const i = (dto.dependents ?? []).findIndex((d) => d.cpf === cpf);
        const field = cpf === dto.cpf || i < 0 ? 'cpf' : `dependents.${i}.cpf`;
        throw AppException.conflict(MSG.associateCpfTaken, ErrorCode.DuplicateCpf, {
          [field]: MSG.associateCpfTaken,
        });
      }
      if (/\(email\)/.test(detail)) {
        throw AppException.conflict(MSG.associateEmailTaken, ErrorCode.DuplicateEmail, {
          email: MSG.associateEmailTaken,
        });
      }
      if (/\(registration\)/.test(detail)) {
        throw AppException.conflict(
          MSG.associateRegistrationTaken,
          ErrorCode.DuplicateRegistration,
          {
            registration: MSG.associateRegistrationTaken,
          },
        );
      }
      throw err;
    }
  }

  private async insertDependent(
    tx: EntityManager,
    me: Principal,
    associate: Associate,
    d: CreateDependentDto,
  ): Promise<Dependent> {
    const repo = tx.getRepository(Dependent);
    const saved = await repo.save(
      repo.create({
        associate: { id: associate.id } as Associate,
        name: d.name,
        parentage: d.parentage,
        gender: d.gender ?? 0,
        cpf: d.cpf,
        rg: d.rg ?? null,
        birthDate: d.birthDate ?? null,
        status: d.status ?? 1,
      }),
    );
    await this.audit.record(tx, {
      actorId: me.id,
      entityType: 'dependent',
      entityId: saved.id,
      associateId: associate.id,
      action: 'create',
      changes: diffFields({}, dependentSnapshot(saved), DEPENDENT_FIELDS),
    });
    return saved;
  }

  /** The form's list is the whole list: update those with an id, add the others, delete the missing. */
  private async syncDependents(
    tx: EntityManager,
    me: Principal,
    a: Associate,
    current: Dependent[],
    wanted: DependentFormDto[],
  ): Promise<void> {
    const repo = tx.getRepository(Dependent);
    const byId = new Map(current.map((d) => [d.id, d]));
    wanted.forEach((w, i) => {
      if (w.id && !byId.has(w.id)) {
        throw AppException.badRequest(MSG.dependentNotFound, ErrorCode.ValidationFailed, {
          [`dependents.${i}.id`]: MSG.dependentNotFound,
        });
      }
    });
    const keep = new Set(wanted.map((w) => w.id).filter(Boolean));
    // Deletions first, so a CPF moved from a removed dependent to a new one is free again.
    for (const d of current.filter((c) => !keep.has(c.id))) {
      await this.audit.record(tx, {
        actorId: me.id,
        entityType: 'dependent',
        entityId: d.id,
        associateId: a.id,
        action: 'delete',
        changes: diffFields(dependentSnapshot(d), {}, DEPENDENT_FIELDS),
      });
      await repo.delete({ id: d.id });
    }
    for (const w of wanted) {
      const existing = w.id ? byId.get(w.id) : undefined;
      if (!existing) {
        await this.insertDependent(tx, me, a, w);
        continue;
      }
      const before = dependentSnapshot(existing);
      existing.name = w.name;
      existing.parentage = w.parentage;
      if (w.gender !== undefined) existing.gender = w.gender;
      existing.cpf = w.cpf;
      if (w.rg !== undefined) existing.rg = w.rg;
      if (w.birthDate !== undefined) existing.birthDate = w.birthDate;
      if (w.status !== undefined) existing.status = w.status;
      const changes: AuditChange[] = diffFields(
        before,
        dependentSnapshot(existing),
        DEPENDENT_FIELDS,
      );
      if (!changes.length) continue;
      await repo.save(existing);
      await this.audit.record(tx, {
        actorId: me.id,
        entityType: 'dependent',
        entityId: existing.id,
        associateId: a.id,
        action: 'update',
        changes,
      });
    }
  }

  private async sendWelcome(a: AssociateDto, code: string): Promise<void> {
    const link = `${this.config.portalOrigin}/associado/validador/${code}`;
    const text = [
      `Olá, ${a.name}.`,
      '',
      'Seu cadastro de associado do clube foi realizado. Para acessar a área do associado no portal, crie a sua senha pelo link abaixo (válido por 7 dias, uma única vez):',
      link,
      '',
      `Depois, entre no portal com o seu e-mail (${a.email}) e a senha escolhida.`,
    ].join('\n');
    const html = `<p>Olá, ${escapeHtml(a.name)}.</p><p>Seu cadastro de associado do clube foi realizado. Para acessar a área do associado no portal, crie a sua senha pelo link abaixo (válido por 7 dias, uma única vez):</p><p><a href="${link}">${link}</a></p><p>Depois, entre no portal com o seu e-mail (${escapeHtml(a.email)}) e a senha escolhida.</p>`;
    await this.mail.send({
      to: a.email,
      subject: 'Bem-vindo(a) ao clube: crie a sua senha',
      text,
      html,
    });
  }
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
