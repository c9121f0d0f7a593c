import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type EntityManager, In, type Repository, type SelectQueryBuilder } from 'typeorm';
import { API_MSG, MSG, todayIso, ErrorCode, RecordStatus } from '@clube/shared';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config.js';
import { AppException } from '../../platform/http/app-exception.js';
import { firstFile, type UploadedForm } from '../../platform/http/multipart.js';
import { type ListQueryDto, paginate } from '../../platform/http/pagination.js';
import { sanitizeRichText } from '../../platform/html/sanitize.js';
import { ContentStore } from '../content/content-store.js';
import { contentStatus, fileRef } from '../content/content.js';
import type { StoredFile } from '../files/entities/stored-file.entity.js';
import { fileUrl, FilesService, type UploadUnit } from '../files/files.service.js';
import {
  COVENANT_REMOVABLE,
  type CovenantCategoryDto,
  type CovenantDto,
  type CovenantPageDto,
  type CovenantPublicDto,
  type CreateCovenantCategoryDto,
  type CreateCovenantDto,
  type UpdateCovenantDto,
} from './dto/covenant.dto.js';
import { DUPLICATE_CATEGORY } from './covenant.constraints.js';
import { CovenantCategory } from './entities/covenant-category.entity.js';
import { CovenantFile } from './entities/covenant-file.entity.js';
import { Covenant } from './entities/covenant.entity.js';

const NOT_FOUND = 'Convênio não encontrado.';
export const AT_LEAST_ONE_IMAGE = API_MSG.covenantAtLeastOneImage;
export const MAX_COVENANT_UPLOAD = 20;

const byPosition = (a: CovenantFile, b: CovenantFile) => a.position - b.position || a.id - b.id;

function toPublic(c: Covenant): CovenantPublicDto {
  return {
    id: c.id,
    name: c.name,
    credit: c.credit,
    subtitle: c.subtitle,
    category: c.category ? { id: c.category.id, name: c.category.name } : null,
    infos: c.infos,
    benefits: c.benefits,
    use: c.use,
    startAt: c.startAt,
    endAt: c.endAt,
    image: fileUrl(c.image) ?? '',
    imageList: [...(c.imageList ?? [])]
      .sort(byPosition)
      .map((f) => ({ id: f.file.id, file: fileUrl(f.file) ?? '' })),
    video: fileUrl(c.video),
    videoEmbedded: c.videoEmbedded,
    thumbVideo: fileUrl(c.thumbVideo),
    thumbVideoEmbedded: fileUrl(c.thumbVideoEmbedded),
  };
}

function toCovenant(c: Covenant): CovenantDto {
  return {
    ...toPublic(c),
    status: contentStatus(c.status),
    imageFile: fileRef(c.image),
    videoFile: fileRef(c.video),
    createdAt: c.createdAt.toISOString(),
  };
}

const rich = (html: string | null | undefined) => (html ? sanitizeRichText(html) || null : null);

@Injectable()
export class CovenantService implements OnModuleInit {
  constructor(
    @InjectRepository(Covenant) private readonly covenants: Repository<Covenant>,
    @InjectRepository(CovenantCategory) private readonly categories: Repository<CovenantCategory>,
    private readonly files: FilesService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  private readonly store = new ContentStore<Covenant>({
    entity: Covenant,
    alias: 'c',
    withFiles: (qb) =>
      qb
        .leftJoinAndSelect('c.category', 'category')
        .leftJoinAndSelect('c.image', 'image')
        .leftJoinAndSelect('c.video', 'video')
        .leftJoinAndSelect('c.thumbVideo', 'thumbVideo')
        .leftJoinAndSelect('c.thumbVideoEmbedded', 'thumbVideoEmbedded')
        .leftJoinAndSelect('c.imageList', 'cf')
        .leftJoinAndSelect('cf.file', 'cfile'),
    filesOf: (c) => [
      c.image,
      c.video,
      c.thumbVideo,
      c.thumbVideoEmbedded,
      ...c.imageList.map((f) => f.file),
    ],
    notFound: NOT_FOUND,
  });

  onModuleInit(): void {
    this.files.addRemovalGuard((tx, file) => this.guardLastImage(tx, file));
  }

  async listCategories(): Promise<CovenantCategoryDto[]> {
    const rows = await this.categories.find({ order: { name: 'ASC' } });
    return rows.map((c) => ({ id: c.id, name: c.name }));
  }

  /** A name taken in any case is a 409; two saves at the same time, by the unique constraint. */
  async createCategory(dto: CreateCovenantCategoryDto): Promise<CovenantCategoryDto> {
    const taken = await this.categories
      .createQueryBuilder('c')
      .where('lower(c.name) = lower(:name)', { name: dto.name })
      .getExists();
    if (taken) {
      const { code, message, field } = DUPLICATE_CATEGORY;
      throw AppException.conflict(message, code, { [field]: message });
    }
    const saved = await this.categories.save(this.categories.create({ name: dto.name }));
    return { id: saved.id, name: saved.name };
  }

  async list(query: ListQueryDto): Promise<CovenantPageDto> {
    const qb = this.store.select(this.covenants.manager);
    const page = await paginate(qb, query, {
      sortable: {
        name: 'c.name',
        startAt: 'c.startAt',
        endAt: 'c.endAt',
        createdAt: 'c.createdAt',
        status: 'c.status',
      },
      defaultSort: 'name',
      searchable: ['c.name', 'category.name'],
    });
    return { data: page.data.map(toCovenant), total: page.total };
  }

  async get(id: number): Promise<CovenantDto> {
    return toCovenant(await this.store.load(this.covenants.manager, id));
  }

  async create(dto: CreateCovenantDto, form: UploadedForm): Promise<CovenantDto> {
    const image = firstFile(form, 'image');
    if (!image) throw AppException.required('image');
    const list = form?.['imageList'] ?? [];
    if (!list.length) {
      throw AppException.badRequest(AT_LEAST_ONE_IMAGE, ErrorCode.ValidationFailed, {
        imageList: AT_LEAST_ONE_IMAGE,
      });
    }
    const id = await this.files.transaction(async (tx, files) => {
      const repo = tx.getRepository(Covenant);
      const covenant = repo.create({
        name: dto.name,
        startAt: dto.startAt,
        endAt: dto.endAt,
        status: dto.status ?? RecordStatus.Active,
        image: await files.store(image, 'image', 'image'),
      });
      await this.apply(tx, files, covenant, dto, form);
      const saved = await repo.save(covenant);
      await this.addImages(tx, files, saved.id, list, 0);
      return saved.id;
    });
    return this.get(id);
  }

  async update(id: number, dto: UpdateCovenantDto, form: UploadedForm): Promise<CovenantDto> {
    await this.files.transaction(async (tx, files) => {
      const covenant = await this.store.load(tx, id, true);
      const { imageList, ...row } = covenant;
      if (dto.name !== undefined) row.name = dto.name;
      if (dto.startAt !== undefined) row.startAt = dto.startAt;
      if (dto.endAt !== undefined) row.endAt = dto.endAt;
      if (row.endAt < row.startAt) {
        const message = MSG.endBeforeStart;
        throw AppException.badRequest(message, ErrorCode.ValidationFailed, { endAt: message });
      }
      if (dto.status !== undefined) row.status = dto.status;
      const image = firstFile(form, 'image');
      if (image) {
        files.discard(row.image);
        row.image = await files.store(image, 'image', 'image');
      }
      for (const field of COVENANT_REMOVABLE) {
        if (dto.remove?.includes(field) && !firstFile(form, field)) {
          files.discard(row[field]);
          row[field] = null;
        }
      }
      await this.apply(tx, files, row as Covenant, dto, form);
      await tx.getRepository(Covenant).save(row);

      const removeIds = new Set(dto.removeImageList ?? []);
      const removed = imageList.filter((f) => removeIds.has(f.file.id));
      if (removed.length !== removeIds.size) {
        const message = 'Imagem não pertence a este convênio.';
        throw AppException.badRequest(message, ErrorCode.ValidationFailed, {
          removeImageList: message,
        });
      }
      for (const f of removed) files.discard(f.file);
      if (removed.length)
        await tx.getRepository(CovenantFile).delete({ id: In(removed.map((f) => f.id)) });
      const added = form?.['imageList'] ?? [];
      if (imageList.length - removed.length + added.length < 1) {
        throw AppException.badRequest(AT_LEAST_ONE_IMAGE, ErrorCode.ValidationFailed, {
          imageList: AT_LEAST_ONE_IMAGE,
        });
      }
      const next = imageList.reduce((max, f) => Math.max(max, f.position + 1), 0);
      await this.addImages(tx, files, id, added, next);
    });
    return this.get(id);
  }

  async remove(ids: number[]): Promise<void> {
    await this.store.remove(this.files, ids);
  }

  /** Active covenants in their period, by name. */
  async publicList(): Promise<CovenantPublicDto[]> {
    return (await this.publicQuery().getMany()).map(toPublic);
  }

  /** Name, benefits or category containing the term, any case. */
  async publicSearch(term: string): Promise<CovenantPublicDto[]> {
    const like = `%${term.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const rows = await this.publicQuery()
      .andWhere('(c.name ILIKE :like OR c.benefits ILIKE :like OR category.name ILIKE :like)', {
        like,
      })
      .getMany();
    return rows.map(toPublic);
  }

  async publicOne(id: number): Promise<CovenantPublicDto> {
    const row = await this.publicQuery().andWhere('c.id = :id', { id }).getOne();
    if (!row) throw AppException.notFound(NOT_FOUND);
    return toPublic(row);
  }

  /** Fields and optional files shared by create and edit. */
  private async apply(
    tx: EntityManager,
    files: UploadUnit,
    c: Covenant,
    dto: CreateCovenantDto | UpdateCovenantDto,
    form: UploadedForm,
  ): Promise<void> {
    if (dto.credit !== undefined) c.credit = dto.credit ?? null;
    if (dto.subtitle !== undefined) c.subtitle = dto.subtitle ?? null;
    if (dto.infos !== undefined) c.infos = rich(dto.infos);
    if (dto.benefits !== undefined) c.benefits = rich(dto.benefits);
    if (dto.use !== undefined) c.use = rich(dto.use);
    if (dto.videoEmbedded !== undefined) c.videoEmbedded = dto.videoEmbedded ?? null;
    if (dto.category !== undefined) {
      if (dto.category === null) c.category = null;
      else {
        const category = await tx.getRepository(CovenantCategory).findOneBy({ id: dto.category });
        if (!category) {
          const message = 'Categoria inexistente.';
          throw AppException.badRequest(message, ErrorCode.ValidationFailed, { category: message });
        }
        c.category = category;
      }
    }
    const video = firstFile(form, 'video');
    if (video) {
      files.discard(c.video);
      c.video = await files.store(video, 'video', 'video');
    }
    for (const field of ['thumbVideo', 'thumbVideoEmbedded'] as const) {
      const upload = firstFile(form, field);
      if (upload) {
        files.discard(c[field]);
        c[field] = await files.store(upload, 'image', field);
      }
    }
  }

  private async addImages(
    tx: EntityManager,
    files: UploadUnit,
    covenantId: number,
    uploads: Express.Multer.File[],
    from: number,
  ): Promise<void> {
    for (const [i, upload] of uploads.entries()) {
      const file = await files.store(upload, 'image', 'imageList');
      await tx
        .getRepository(CovenantFile)
        .insert({ covenant: { id: covenantId }, file: { id: file.id }, position: from + i });
    }
  }

  private async guardLastImage(tx: EntityManager, file: StoredFile): Promise<void> {
    const link = await tx
      .getRepository(CovenantFile)
      .findOne({ where: { file: { id: file.id } }, relations: { covenant: true } });
    if (!link) return;
    await this.store.lock(tx, link.covenant.id);
    const count = await tx
      .getRepository(CovenantFile)
      .count({ where: { covenant: { id: link.covenant.id } } });
    if (count <= 1) {
      throw AppException.badRequest(AT_LEAST_ONE_IMAGE, ErrorCode.CovenantNeedsAnImage, {
        imageList: AT_LEAST_ONE_IMAGE,
      });
    }
  }

  private publicQuery(): SelectQueryBuilder<Covenant> {
    const today = todayIso(this.config.clubTimeZone);
    return this.store
      .select(this.covenants.manager)
      .where('c.status = :active', { active: RecordStatus.Active })
      .andWhere('c.startAt <= :today AND c.endAt >= :today', { today })
      .orderBy('c.name', 'ASC')
      .addOrderBy('c.id', 'ASC');
  }
}
