import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type EntityManager, In, type Repository } from 'typeorm';
import { API_MSG, ErrorCode, RecordStatus } from '@clube/shared';
import { AppException } from '../../platform/http/app-exception.js';
import { firstFile, type UploadedForm } from '../../platform/http/multipart.js';
import { paginate } from '../../platform/http/pagination.js';
import { ContentStore } from '../content/content-store.js';
import { contentStatus, fileRef } from '../content/content.js';
import type { StoredFile } from '../files/entities/stored-file.entity.js';
import { fileUrl, FilesService, type UploadUnit } from '../files/files.service.js';
import type {
  CreateGalleryDto,
  GalleryDto,
  GalleryListQueryDto,
  GalleryPageDto,
  GalleryPublicDto,
  HomeMediaDto,
  UpdateGalleryDto,
} from './dto/gallery.dto.js';
import { GalleryFile } from './entities/gallery-file.entity.js';
import { Gallery, type GalleryType } from './entities/gallery.entity.js';

export const AT_LEAST_ONE_FILE = API_MSG.galleryAtLeastOneImage;
const NOT_FOUND = 'Galeria não encontrada.';

const byPosition = (a: GalleryFile, b: GalleryFile) => a.position - b.position || a.id - b.id;

function toPublic(g: Gallery): GalleryPublicDto {
  return {
    id: g.id,
    description: g.description,
    type: g.type,
    image: fileUrl(g.image) ?? '',
    gallery: [...(g.files ?? [])].sort(byPosition).map((f) => ({
      id: f.file.id,
      file: fileUrl(f.file) ?? '',
      mimeType: f.file.mimeType,
    })),
  };
}

function toGallery(g: Gallery): GalleryDto {
  return {
    ...toPublic(g),
    status: contentStatus(g.status),
    imageFile: fileRef(g.image),
    createdAt: g.createdAt.toISOString(),
  };
}

@Injectable()
export class GalleryService implements OnModuleInit {
  constructor(
    @InjectRepository(Gallery) private readonly galleries: Repository<Gallery>,
    private readonly files: FilesService,
  ) {}

  private readonly store = new ContentStore<Gallery>({
    entity: Gallery,
    alias: 'g',
    withFiles: (qb) =>
      qb
        .leftJoinAndSelect('g.image', 'image')
        .leftJoinAndSelect('g.files', 'gf')
        .leftJoinAndSelect('gf.file', 'gfile'),
    filesOf: (g) => [g.image, ...g.files.map((f) => f.file)],
    notFound: NOT_FOUND,
  });

  onModuleInit(): void {
    // DELETE file/{id} on a gallery's file: refused when it is the last one.
    this.files.addRemovalGuard((tx, file) => this.guardLastFile(tx, file));
  }

  async list(query: GalleryListQueryDto): Promise<GalleryPageDto> {
    const qb = this.galleries.createQueryBuilder('g').leftJoinAndSelect('g.image', 'image');
    if (query.filter) qb.where('g.type = :type', { type: query.filter });
    const page = await paginate(qb, query, {
      sortable: {
        description: 'g.description',
        createdAt: 'g.createdAt',
        status: 'g.status',
        id: 'g.id',
      },
      defaultSort: '-createdAt',
      searchable: ['g.description'],
    });
    // Files of the page's galleries in one query.
    const ids = page.data.map((g) => g.id);
    const files = ids.length
      ? await this.galleries.manager
          .getRepository(GalleryFile)
          .find({ where: { gallery: { id: In(ids) } }, relations: { file: true, gallery: true } })
      : [];
    for (const g of page.data) g.files = files.filter((f) => f.gallery.id === g.id);
    return { data: page.data.map(toGallery), total: page.total };
  }

  /** Active galleries by title (of one type, or both): the event form's picker. */
  async options(type?: GalleryType): Promise<{ id: number; description: string }[]> {
    const q = this.galleries
      .createQueryBuilder('g')
      .where('g.status = :active', { active: RecordStatus.Active })
      .orderBy('lower(g.description)', 'ASC')
      .addOrderBy('g.id', 'ASC');
    if (type) q.andWhere('g.type = :type', { type });
    const rows = await q.getMany();
    return rows.map((g) => ({ id: g.id, description: g.description }));
  }

  async get(id: number): Promise<GalleryDto> {
    return toGallery(await this.store.load(this.galleries.manager, id));
  }

  async create(dto: CreateGalleryDto, form: UploadedForm): Promise<GalleryDto> {
    const cover = firstFile(form, 'image');
    if (!cover) throw AppException.required('image');
    const uploads = form?.['gallery'] ?? [];
    if (!uploads.length) {
      throw AppException.badRequest(AT_LEAST_ONE_FILE, ErrorCode.ValidationFailed, {
        gallery: AT_LEAST_ONE_FILE,
      });
    }
    const type = dto.type ?? 'image';
    const id = await this.files.transaction(async (tx, files) => {
      const repo = tx.getRepository(Gallery);
      const gallery = await repo.save(
        repo.create({
          description: dto.description,
          type,
          status: dto.status ?? RecordStatus.Active,
          image: await files.store(cover, 'jpegImage', 'image'),
        }),
      );
      await this.addFiles(tx, files, gallery, uploads, 0);
      return gallery.id;
    });
    return this.get(id);
  }

  /** Changes title, status, cover; files sent are appended. */
  async update(id: number, dto: UpdateGalleryDto, form: UploadedForm): Promise<GalleryDto> {
    await this.files.transaction(async (tx, files) => {
      const gallery = await this.store.load(tx, id, true);
      if (dto.description !== undefined) gallery.description = dto.description;
      if (dto.status !== undefined) gallery.status = dto.status;
      const cover = firstFile(form, 'image');
      if (cover) {
        files.discard(gallery.image);
        gallery.image = await files.store(cover, 'jpegImage', 'image');
      }
      const { files: existing, ...row } = gallery;
      await tx.getRepository(Gallery).save(row);
      const next = existing.reduce((max, f) => Math.max(max, f.position + 1), 0);
      await this.addFiles(tx, files, gallery, form?.['gallery'] ?? [], next);
    });
    return this.get(id);
  }

  /** Deletes galleries with their cover and files; 404 (nothing deleted) if one is missing. */
  async remove(ids: number[]): Promise<void> {
    await this.store.remove(this.files, ids);
  }

  /** Active galleries of a type, newest first, with their files in order. */
  async publicList(type: GalleryType): Promise<GalleryPublicDto[]> {
    const rows = await this.store
      .select(this.galleries.manager)
      .where('g.status = :active AND g.type = :type', { active: RecordStatus.Active, type })
      .orderBy('g.id', 'DESC')
      .addOrderBy('gf.position', 'ASC')
      .getMany();
    return rows.map(toPublic);
  }

  /** The first `take` files of the active galleries of a type (newest gallery first). */
  async latestMedia(type: GalleryType, take: number): Promise<HomeMediaDto[]> {
    const rows = await this.galleries.manager
      .getRepository(GalleryFile)
      .createQueryBuilder('gf')
      .innerJoinAndSelect('gf.gallery', 'g')
      .innerJoinAndSelect('gf.file', 'file')
      .where('g.status = :active AND g.type = :type', { active: RecordStatus.Active, type })
      .orderBy('g.id', 'DESC')
      .addOrderBy('gf.position', 'ASC')
      .take(take)
      .getMany();
    return rows.map((f) => ({
      id: f.file.id,
      file: fileUrl(f.file) ?? '',
      mimeType: f.file.mimeType,
      galleryId: f.gallery.id,
      description: f.gallery.description,
    }));
  }

  private async addFiles(
    tx: EntityManager,
    files: UploadUnit,
    gallery: Gallery,
    uploads: Express.Multer.File[],
    from: number,
  ): Promise<void> {
    const kind = gallery.type === 'video' ? 'galleryVideo' : 'image';
    const repo = tx.getRepository(GalleryFile);
    for (const [i, upload] of uploads.entries()) {
      const file = await files.store(upload, kind, 'gallery');
      await repo.insert({ gallery: { id: gallery.id }, file: { id: file.id }, position: from + i });
    }
  }

  private async guardLastFile(tx: EntityManager, file: StoredFile): Promise<void> {
    const link = await tx
      .getRepository(GalleryFile)
      .findOne({ where: { file: { id: file.id } }, relations: { gallery: true } });
    if (!link) return;
    await this.store.lock(tx, link.gallery.id);
    const count = await tx
      .getRepository(GalleryFile)
      .count({ where: { gallery: { id: link.gallery.id } } });
    if (count <= 1) {
      throw AppException.badRequest(AT_LEAST_ONE_FILE, ErrorCode.GalleryNeedsAFile, {
        gallery: AT_LEAST_ONE_FILE,
      });
    }
  }
}
