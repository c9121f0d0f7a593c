import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { RecordStatus } from '@clube/shared';
import { AppException } from '../../platform/http/app-exception.js';
import { firstFile, type UploadedForm } from '../../platform/http/multipart.js';
import { type ListQueryDto, paginate } from '../../platform/http/pagination.js';
import { ContentStore } from '../content/content-store.js';
import { contentStatus, fileRef } from '../content/content.js';
import { fileUrl, FilesService } from '../files/files.service.js';
import type {
  CreateTicketTemplateDto,
  TicketTemplateDto,
  TicketTemplatePageDto,
  TicketTemplateSummaryDto,
  UpdateTicketTemplateDto,
} from './dto/ticket-template.dto.js';
import { TicketTemplate } from './entities/ticket-template.entity.js';

const NOT_FOUND = 'Modelo de convite não encontrado.';

export function toTicketTemplateSummary(t: TicketTemplate): TicketTemplateSummaryDto {
  return {
    id: t.id,
    title: t.title,
    image: fileUrl(t.image) ?? '',
    color: t.color,
    status: contentStatus(t.status),
  };
}

function toTicketTemplate(t: TicketTemplate): TicketTemplateDto {
  return {
    ...toTicketTemplateSummary(t),
    imageFile: fileRef(t.image),
    createdAt: t.createdAt.toISOString(),
    updatedAt: t.updatedAt.toISOString(),
  };
}

@Injectable()
export class TicketTemplateService {
  constructor(
    @InjectRepository(TicketTemplate) private readonly templates: Repository<TicketTemplate>,
    private readonly files: FilesService,
  ) {}

  private readonly store = new ContentStore<TicketTemplate>({
    entity: TicketTemplate,
    alias: 't',
    withFiles: (qb) => qb.leftJoinAndSelect('t.image', 'image'),
    filesOf: (t) => [t.image],
    notFound: NOT_FOUND,
  });

  async list(query: ListQueryDto): Promise<TicketTemplatePageDto> {
    const qb = this.store.select(this.templates.manager);
    const page = await paginate(qb, query, {
      sortable: {
        title: 't.title',
        color: 't.color',
        createdAt: 't.createdAt',
        status: 't.status',
      },
      defaultSort: '-createdAt',
      searchable: ['t.title'],
    });
    return { data: page.data.map(toTicketTemplate), total: page.total };
  }

  /** Active invitation templates by title: the event and invitation forms' picker. */
  async options(): Promise<{ id: number; description: string }[]> {
    const rows = await this.templates
      .createQueryBuilder('t')
      .where('t.status = :active', { active: RecordStatus.Active })
      .orderBy('lower(t.title)', 'ASC')
      .addOrderBy('t.id', 'ASC')
      .getMany();
    return rows.map((t) => ({ id: t.id, description: t.title }));
  }

  async get(id: number): Promise<TicketTemplateDto> {
    return toTicketTemplate(await this.store.load(this.templates.manager, id));
  }

  async create(dto: CreateTicketTemplateDto, form: UploadedForm): Promise<TicketTemplateDto> {
    const image = firstFile(form, 'image');
    if (!image) throw AppException.required('image');
    const id = await this.files.transaction(async (tx, files) => {
      const repo = tx.getRepository(TicketTemplate);
      const saved = await repo.save(
        repo.create({
          title: dto.title,
          color: dto.color.toUpperCase(),
          status: dto.status ?? RecordStatus.Active,
          image: await files.store(image, 'image', 'image'),
        }),
      );
      return saved.id;
    });
    return this.get(id);
  }

  async update(
    id: number,
    dto: UpdateTicketTemplateDto,
    form: UploadedForm,
  ): Promise<TicketTemplateDto> {
    await this.files.transaction(async (tx, files) => {
      const repo = tx.getRepository(TicketTemplate);
      const template = await this.store.load(tx, id, true);
      if (dto.title !== undefined) template.title = dto.title;
      if (dto.color !== undefined) template.color = dto.color.toUpperCase();
      if (dto.status !== undefined) template.status = dto.status;
      const image = firstFile(form, 'image');
      if (image) {
        files.discard(template.image);
        template.image = await files.store(image, 'image', 'image');
      }
      await repo.save(template);
    });
    return this.get(id);
  }

  /** Deletes the templates and their images; 404 (nothing deleted) if one is missing. */
  async remove(ids: number[]): Promise<void> {
    await this.store.remove(this.files, ids);
  }
}
