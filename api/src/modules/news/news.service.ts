import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type EntityManager, type Repository, type SelectQueryBuilder } from 'typeorm';
import { MSG, NEWS_PAGE_SIZE, todayIso, ErrorCode, RecordStatus } from '@clube/shared';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config.js';
import { AppException } from '../../platform/http/app-exception.js';
import { firstFile, type UploadedForm } from '../../platform/http/multipart.js';
import { type ListQueryDto, paginate } from '../../platform/http/pagination.js';
import { sanitizeRichText } from '../../platform/html/sanitize.js';
import { ContentStore } from '../content/content-store.js';
import { contentStatus, fileRef } from '../content/content.js';
import { uniqueSlug } from '../content/slug.js';
import { fileUrl, FilesService } from '../files/files.service.js';
import type {
  CreateNewsDto,
  NewsDto,
  NewsPageDto,
  NewsPublicDto,
  UpdateNewsDto,
} from './dto/news.dto.js';
import { Gallery } from '../gallery/entities/gallery.entity.js';
import { News } from './entities/news.entity.js';

const NOT_FOUND = 'Notícia não encontrada.';

export function toNewsPublic(n: News): NewsPublicDto {
  return {
    id: n.id,
    title: n.title,
    subtitle: n.subtitle,
    slug: n.slug,
    description: n.description,
    image: fileUrl(n.image) ?? '',
    video: fileUrl(n.video),
    startsAt: n.startsAt,
    endsAt: n.endsAt,
    linkTarget: n.linkTarget,
    createdAt: n.createdAt.toISOString(),
  };
}

function toNews(n: News): NewsDto {
  return {
    ...toNewsPublic(n),
    status: contentStatus(n.status),
    imageFile: fileRef(n.image),
    videoFile: fileRef(n.video),
    gallery: n.gallery ? { id: n.gallery.id, description: n.gallery.description } : null,
    updatedAt: n.updatedAt.toISOString(),
  };
}

@Injectable()
export class NewsService {
  constructor(
    @InjectRepository(News) private readonly news: Repository<News>,
    private readonly files: FilesService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  private readonly store = new ContentStore<News>({
    entity: News,
    alias: 'n',
    withFiles: (qb) =>
      qb
        .leftJoinAndSelect('n.image', 'image')
        .leftJoinAndSelect('n.video', 'video')
        .leftJoinAndSelect('n.gallery', 'gallery'),
    filesOf: (n) => [n.image, n.video],
    notFound: NOT_FOUND,
  });

  async list(query: ListQueryDto): Promise<NewsPageDto> {
    const qb = this.store.select(this.news.manager);
    const page = await paginate(qb, query, {
      sortable: {
        title: 'n.title',
        startsAt: 'n.startsAt',
        endsAt: 'n.endsAt',
        createdAt: 'n.createdAt',
        status: 'n.status',
      },
      defaultSort: '-createdAt',
      searchable: ['n.title'],
    });
    return { data: page.data.map(toNews), total: page.total };
  }

  async get(id: number): Promise<NewsDto> {
    return toNews(await this.store.load(this.news.manager, id));
  }

  async create(dto: CreateNewsDto, form: UploadedForm): Promise<NewsDto> {
    const image = firstFile(form, 'image');
    if (!image) throw AppException.required('image');
    const description = this.richText(dto.description);
    const id = await this.files.transaction(async (tx, files) => {
      const repo = tx.getRepository(News);
      const video = firstFile(form, 'video');
      const saved = await repo.save(
        repo.create({
          title: dto.title,
          subtitle: dto.subtitle || null,
          slug: await uniqueSlug(tx, News, dto.slug || dto.title, 'noticia'),
          description,
          startsAt: dto.startsAt,
          endsAt: dto.endsAt,
          status: dto.status ?? RecordStatus.Active,
          linkTarget: dto.linkTarget ?? '_self',
          image: await files.store(image, 'jpegImage', 'image'),
          video: video ? await files.store(video, 'video', 'video') : null,
          gallery: await this.galleryOf(tx, dto.galleryId),
        }),
      );
      return saved.id;
    });
    return this.get(id);
  }

  async update(id: number, dto: UpdateNewsDto, form: UploadedForm): Promise<NewsDto> {
    const description = dto.description === undefined ? undefined : this.richText(dto.description);
    await this.files.transaction(async (tx, files) => {
      const repo = tx.getRepository(News);
      const news = await this.store.load(tx, id, true);
      if (dto.title !== undefined) news.title = dto.title;
      if (dto.subtitle !== undefined) news.subtitle = dto.subtitle || null;
      if (dto.slug !== undefined) news.slug = await uniqueSlug(tx, News, dto.slug, 'noticia', id);
      if (description !== undefined) news.description = description;
      if (dto.startsAt !== undefined) news.startsAt = dto.startsAt;
      if (dto.endsAt !== undefined) news.endsAt = dto.endsAt;
      if (news.endsAt < news.startsAt) {
        const message = MSG.endBeforeStart;
        throw AppException.badRequest(message, ErrorCode.ValidationFailed, { endsAt: message });
      }
      if (dto.status !== undefined) news.status = dto.status;
      if (dto.linkTarget !== undefined) news.linkTarget = dto.linkTarget;
      if (dto.galleryId !== undefined) news.gallery = await this.galleryOf(tx, dto.galleryId);
      const image = firstFile(form, 'image');
      if (image) {
        files.discard(news.image);
        news.image = await files.store(image, 'jpegImage', 'image');
      }
      const video = firstFile(form, 'video');
      if (video || dto.removeVideo) {
        files.discard(news.video);
        news.video = video ? await files.store(video, 'video', 'video') : null;
      }
      await repo.save(news);
    });
    return this.get(id);
  }

  /** The gallery a form names (null: none); 400 on the field when it does not exist. */
  private async galleryOf(tx: EntityManager, id: number | null | undefined) {
    if (!id) return null;
    const gallery = await tx.getRepository(Gallery).findOneBy({ id });
    if (!gallery) {
      const message = 'Galeria não encontrada.';
      throw AppException.badRequest(message, ErrorCode.ValidationFailed, { galleryId: message });
    }
    return gallery;
  }

  /** Deletes the news items and their files; 404 (nothing deleted) if one is missing. */
  async remove(ids: number[]): Promise<void> {
    await this.store.remove(this.files, ids);
  }

  /** Public: Ativo and today (club time zone) within startsAt..endsAt, latest first. */
  async publicPage(skip = 0, take = NEWS_PAGE_SIZE): Promise<NewsPublicDto[]> {
    const rows = await this.publicQuery().skip(skip).take(take).getMany();
    return rows.map(toNewsPublic);
  }

  /** Public search: title or description containing the term, any case. */
  async publicSearch(term: string, skip: number, take: number): Promise<NewsPublicDto[]> {
    const like = `%${term.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const rows = await this.publicQuery()
      .andWhere('(n.title ILIKE :like OR n.description ILIKE :like)', { like })
      .skip(skip)
      .take(take)
      .getMany();
    return rows.map(toNewsPublic);
  }

  /** One public news item by slug or numeric id. */
  async publicOne(slugOrId: string): Promise<NewsPublicDto> {
    const qb = this.publicQuery();
    if (/^\d{1,9}$/.test(slugOrId)) qb.andWhere('n.id = :id', { id: Number(slugOrId) });
    else qb.andWhere('n.slug = :slug', { slug: slugOrId.toLowerCase() });
    const row = await qb.getOne();
    if (!row) throw AppException.notFound(NOT_FOUND);
    return toNewsPublic(row);
  }

  private publicQuery(): SelectQueryBuilder<News> {
    const today = todayIso(this.config.clubTimeZone);
    return this.store
      .select(this.news.manager)
      .where('n.status = :active', { active: RecordStatus.Active })
      .andWhere('n.startsAt <= :today AND n.endsAt >= :today', { today })
      .orderBy('n.startsAt', 'DESC')
      .addOrderBy('n.id', 'DESC');
  }

  private richText(html: string): string {
    const clean = sanitizeRichText(html);
    if (!clean) {
      throw AppException.required('description');
    }
    return clean;
  }
}
