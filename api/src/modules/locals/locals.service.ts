import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type DataSource, type EntityManager, In } from 'typeorm';
import {
  API_MSG,
  ErrorCode,
  formatCents,
  LOCAL_RESTRICTION_OPTIONS,
  MSG,
  RecordStatus,
  statusOption,
} from '@clube/shared';
import { sanitizeRichText } from '../../platform/html/sanitize.js';
import { AppException } from '../../platform/http/app-exception.js';
import type { UploadedForm } from '../../platform/http/multipart.js';
import { paginate } from '../../platform/http/pagination.js';
import { contentStatus } from '../content/content.js';
import { ContentStore } from '../content/content-store.js';
import { uniqueSlug } from '../content/slug.js';
import { fileUrl, FilesService, type UploadUnit } from '../files/files.service.js';
import { LocalType } from '../local-types/entities/local-type.entity.js';
import {
  duplicateDescriptionError,
  type RegisterOptionDto,
  type StatusListQueryDto,
} from '../registers/registers.js';
import { ReservationInterval } from '../reservation-intervals/entities/reservation-interval.entity.js';
import type {
  CreateLocalDto,
  LocalDto,
  LocalPageDto,
  LocalPublicDto,
  UpdateLocalDto,
} from './dto/local.dto.js';
import { LocalFile } from './entities/local-file.entity.js';
import { Local } from './entities/local.entity.js';

const NOT_FOUND = 'Local não encontrado.';
const BY_NAME = new Intl.Collator('pt-BR', { sensitivity: 'base', numeric: true });
const byPosition = (a: LocalFile, b: LocalFile) => a.position - b.position || a.id - b.id;
/** Postgres answers `time` as HH:mm:ss; the API speaks HH:mm. */
const hhmm = (time: string) => time.slice(0, 5);

const toLocal = (l: Local): LocalDto => ({
  id: l.id,
  description: l.description,
  slug: l.slug,
  localType: { id: l.localType.id, description: l.localType.description },
  startsAt: hhmm(l.startsAt),
  endsAt: hhmm(l.endsAt),
  capacity: l.capacity,
  reserved: l.reserved,
  reservationTime: l.reservationTime,
  restrictions: { ...statusOption(LOCAL_RESTRICTION_OPTIONS, l.restriction) },
  status: contentStatus(l.status),
  reservationInterval: {
    id: l.reservationInterval.id,
    description: l.reservationInterval.description,
    interval: l.reservationInterval.interval,
  },
  usageGuide: l.usageGuide,
  gallery: [...(l.gallery ?? [])]
    .sort(byPosition)
    .map((f) => ({ id: f.file.id, file: fileUrl(f.file) ?? '' })),
});

/** What visitors and members read of an active place (no status, no ids of the registers). */
const toPublic = (l: Local): LocalPublicDto => {
  const restriction = statusOption(LOCAL_RESTRICTION_OPTIONS, l.restriction);
  return {
    id: l.id,
    description: l.description,
    slug: l.slug,
    usageGuide: l.usageGuide,
    capacity: l.capacity,
    reserved: l.reserved,
    restrictions: [{ id: restriction.id, description: restriction.description }],
    reservationTime: l.reservationTime,
    reservationTimeInHours: Math.round((l.reservationTime / 60) * 100) / 100,
    reservationInterval: { description: l.reservationInterval.description },
    localType: {
      description: l.localType.description,
      associatedValue: l.localType.associatedValue,
      externalValue: l.localType.externalValue,
      invitedValue: l.localType.invitedValue,
      invitedValueFormatted: formatCents(l.localType.invitedValue),
      rescheduleInterval: l.localType.rescheduleInterval,
    },
    gallery: [...(l.gallery ?? [])]
      .sort(byPosition)
      .map((f) => fileUrl(f.file))
      .filter((url): url is string => Boolean(url)),
    startsAt: hhmm(l.startsAt),
    endsAt: hhmm(l.endsAt),
  };
};

const invalid = (field: string, message: string) =>
  AppException.badRequest(message, ErrorCode.ValidationFailed, { [field]: message });

/** What `UQ_local_description` means (locals.constraints.ts), found before the write. */
const duplicate = () => duplicateDescriptionError(API_MSG.localDuplicate);

@Injectable()
export class LocalsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly files: FilesService,
  ) {}

  private readonly store = new ContentStore<Local>({
    entity: Local,
    alias: 'l',
    withFiles: (qb) =>
      qb
        .leftJoinAndSelect('l.localType', 'localType')
        .leftJoinAndSelect('l.reservationInterval', 'reservationInterval')
        .leftJoinAndSelect('l.gallery', 'lf')
        .leftJoinAndSelect('lf.file', 'lfile'),
    filesOf: (l) => l.gallery.map((f) => f.file),
    notFound: NOT_FOUND,
  });

  async list(query: StatusListQueryDto): Promise<LocalPageDto> {
    const qb = this.store.select(this.db.manager);
    if (query.status !== undefined) qb.where('l.status = :status', { status: query.status });
    const page = await paginate(qb, query, {
      sortable: {
        description: 'l.description',
        capacity: 'l.capacity',
        startsAt: 'l.startsAt',
        status: 'l.status',
        id: 'l.id',
      },
      defaultSort: 'description',
      searchable: ['l.description', 'localType.description'],
    });
    return { data: page.data.map(toLocal), total: page.total };
  }

  /** Active places by description: the pickers of other screens (date restrictions, reports). */
  async options(): Promise<RegisterOptionDto[]> {
    const rows = await this.db
      .getRepository(Local)
      .createQueryBuilder('l')
      .where('l.status = :active', { active: RecordStatus.Active })
      .orderBy('lower(l.description)', 'ASC')
      .getMany();
    return rows.map((l) => ({ id: l.id, description: l.description }));
  }

  /** Active places by description (`GET locals/public`). */
  async publicList(): Promise<LocalPublicDto[]> {
    const rows = await this.store
      .select(this.db.manager)
      .where('l.status = :active', { active: RecordStatus.Active })
      .getMany();
    // In Portuguese alphabetical order whatever the database's collation ('Área' before 'Salão').
    return rows
      .sort((a, b) => BY_NAME.compare(a.description, b.description) || a.id - b.id)
      .map(toPublic);
  }

  /** One active place by its slug; an unknown or inactive one is a 404. */
  async publicOne(slug: string): Promise<LocalPublicDto> {
    const row = await this.store
      .select(this.db.manager)
      .where('l.status = :active', { active: RecordStatus.Active })
      .andWhere('l.slug = :slug', { slug })
      .getOne();
    if (!row) throw AppException.notFound(NOT_FOUND);
    return toPublic(row);
  }

  async get(id: number): Promise<LocalDto> {
    return toLocal(await this.store.load(this.db.manager, id));
  }

  async create(dto: CreateLocalDto, form: UploadedForm): Promise<LocalDto> {
    const id = await this.write(async (tx, files) => {
      await this.checkDescription(tx, dto.description, null);
      const row = tx.getRepository(Local).create({
        description: dto.description,
        slug: await uniqueSlug(tx, Local, dto.description, 'local'),
        capacity: dto.capacity,
        reserved: dto.reserved ?? false,
        reservationTime: dto.reservationTime,
        restriction: dto.restrictions,
        status: dto.status ?? RecordStatus.Active,
        startsAt: dto.startsAt,
        endsAt: dto.endsAt,
      });
      await this.apply(tx, row, dto);
      const saved = await tx.getRepository(Local).save(row);
      await this.addPhotos(tx, files, saved.id, form?.['gallery'] ?? [], 0);
      return saved.id;
    });
    return this.get(id);
  }

  async update(id: number, dto: UpdateLocalDto, form: UploadedForm): Promise<LocalDto> {
    await this.write(async (tx, files) => {
      const local = await this.store.load(tx, id, true);
      const { gallery, ...row } = local;
      if (dto.description !== undefined) {
        await this.checkDescription(tx, dto.description, id);
        row.description = dto.description;
      }
      if (dto.startsAt !== undefined) row.startsAt = dto.startsAt;
      if (dto.endsAt !== undefined) row.endsAt = dto.endsAt;
      if (dto.capacity !== undefined) row.capacity = dto.capacity;
      if (dto.reserved !== undefined) row.reserved = dto.reserved;
      if (dto.reservationTime !== undefined) row.reservationTime = dto.reservationTime;
      if (dto.restrictions !== undefined) row.restriction = dto.restrictions;
      if (dto.status !== undefined) row.status = dto.status;
      await this.apply(tx, row as Local, dto);
      await tx.getRepository(Local).save(row);

      const removeIds = new Set(dto.removeGallery ?? []);
      const removed = gallery.filter((f) => removeIds.has(f.file.id));
      if (removed.length !== removeIds.size) {
        throw invalid('removeGallery', 'Foto não pertence a este local.');
      }
      for (const f of removed) files.discard(f.file);
      if (removed.length) {
        await tx.getRepository(LocalFile).delete({ id: In(removed.map((f) => f.id)) });
      }
      const next = gallery.reduce((max, f) => Math.max(max, f.position + 1), 0);
      await this.addPhotos(tx, files, id, form?.['gallery'] ?? [], next);
    });
    return this.get(id);
  }

  async remove(ids: number[]): Promise<void> {
    await this.store.remove(this.files, ids);
  }

  /**
   * One transaction with the files; a description (or slug) taken meanwhile is the same 409,
   * by the unique indexes' meaning (locals.constraints.ts).
   */
  private write<T>(work: (tx: EntityManager, files: UploadUnit) => Promise<T>): Promise<T> {
    return this.files.transaction(work);
  }

  private async checkDescription(
    tx: EntityManager,
    description: string,
    exceptId: number | null,
  ): Promise<void> {
    const qb = tx
      .getRepository(Local)
      .createQueryBuilder('l')
      .where('lower(l.description) = lower(:description)', { description });
    if (exceptId !== null) qb.andWhere('l.id <> :exceptId', { exceptId });
    if (await qb.getExists()) throw duplicate();
  }

  /** References, hours and the usage guide, shared by create and edit. */
  private async apply(
    tx: EntityManager,
    row: Local,
    dto: CreateLocalDto | UpdateLocalDto,
  ): Promise<void> {
    if (dto.localType !== undefined) {
      const type = await tx.getRepository(LocalType).findOneBy({ id: dto.localType });
      if (!type) throw invalid('localType', 'Tipo de local inexistente.');
      row.localType = type;
    }
    if (dto.reservationInterval !== undefined) {
      const interval = await tx
        .getRepository(ReservationInterval)
        .findOneBy({ id: dto.reservationInterval });
      if (!interval) throw invalid('reservationInterval', 'Intervalo inexistente.');
      row.reservationInterval = interval;
    }
    if (hhmm(row.startsAt) >= hhmm(row.endsAt)) {
      throw invalid('startsAt', API_MSG.localStartBeforeEnd);
    }
    if (dto.usageGuide !== undefined) {
      const guide = sanitizeRichText(dto.usageGuide);
      if (!guide) throw invalid('usageGuide', MSG.required);
      row.usageGuide = guide;
    }
  }

  private async addPhotos(
    tx: EntityManager,
    files: UploadUnit,
    localId: number,
    uploads: Express.Multer.File[],
    from: number,
  ): Promise<void> {
    for (const [i, upload] of uploads.entries()) {
      const file = await files.store(upload, 'image', 'gallery');
      await tx
        .getRepository(LocalFile)
        .insert({ local: { id: localId }, file: { id: file.id }, position: from + i });
    }
  }
}
