import { Body, Controller, Get, Param, Post } from '@nestjs/common';
import { ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';
import { NEWS_PAGE_SIZE, P } from '@clube/shared';
import { ApiErrorDto } from '../../platform/http/api-error.dto.js';
import { Endpoint } from '../../platform/http/endpoint.decorator.js';
import { intParam } from '../../platform/http/int-id.pipe.js';
import type { FileField } from '../../platform/http/multipart.js';
import { ContentCrudController } from '../content/content-crud.controller.js';
import {
  CreateNewsDto,
  CreateNewsFormDto,
  NewsDto,
  NewsPageDto,
  NewsPublicDto,
  NewsPublicPageQueryDto,
  UpdateNewsDto,
  UpdateNewsFormDto,
} from './dto/news.dto.js';
import { NewsService } from './news.service.js';

const NEWS_FILES: FileField[] = [
  { name: 'image', maxCount: 1, kind: 'jpegImage' },
  { name: 'video', maxCount: 1, kind: 'video' },
];

@ApiTags('Notícias')
@ApiNotFoundResponse({ type: ApiErrorDto })
@Controller()
export class NewsController extends ContentCrudController<
  NewsDto,
  NewsPageDto,
  CreateNewsDto,
  UpdateNewsDto
>({
  path: 'news',
  permissions: {
    list: P.listNews,
    insert: P.insertNews,
    update: P.updateNews,
    delete: P.deleteNews,
  },
  operationIds: {
    list: 'listNews',
    get: 'getNews',
    create: 'createNews',
    update: 'updateNews',
    remove: 'deleteNews',
    removeMany: 'deleteNewsList',
  },
  summaries: {
    list: 'Lista as notícias (busca no título; ordenação por title, startsAt, createdAt...).',
    get: 'Uma notícia.',
    create: 'Cadastra uma notícia (multipart: campos, imagem jpg, vídeo opcional).',
    update: 'Edita uma notícia (multipart; arquivos enviados substituem os atuais).',
    remove: 'Exclui uma notícia e seus arquivos.',
    removeMany: 'Exclui várias notícias de uma vez.',
  },
  deleted: ['Excluída.', 'Excluídas.'],
  files: NEWS_FILES,
  types: {
    dto: NewsDto,
    page: NewsPageDto,
    create: CreateNewsDto,
    update: UpdateNewsDto,
    createForm: CreateNewsFormDto,
    updateForm: UpdateNewsFormDto,
  },
}) {
  constructor(private readonly news: NewsService) {
    super(news);
  }

  // The public reads; the back-office routes come from ContentCrudController.

  @Get('news/public')
  @Endpoint({
    public: true,
    revalidate: true,
    summary: 'Notícias públicas (ativas e no período), as mais recentes primeiro; 10 no máximo.',
    ok: [NewsPublicDto],
  })
  listNewsPublic(): Promise<NewsPublicDto[]> {
    return this.news.publicPage(0, NEWS_PAGE_SIZE);
  }

  @Post('news/public')
  @Endpoint({
    public: true,
    revalidate: true,
    summary: 'Uma página das notícias públicas ({ skip, take ≤ 10 }).',
    ok: [NewsPublicDto],
    errors: [400],
  })
  pageNewsPublic(@Body() body: NewsPublicPageQueryDto): Promise<NewsPublicDto[]> {
    return this.news.publicPage(body.skip ?? 0, body.take ?? NEWS_PAGE_SIZE);
  }

  @Get('news/public/search/:term/:skip/:take')
  @Endpoint({
    public: true,
    revalidate: true,
    summary: 'Busca nas notícias públicas (título ou texto, sem diferenciar maiúsculas).',
    ok: [NewsPublicDto],
    errors: [400],
  })
  searchNewsPublic(
    @Param('term') term: string,
    @Param('skip', intParam('skip', 0, 1_000_000)) skip: number,
    @Param('take', intParam('take', 1, NEWS_PAGE_SIZE)) take: number,
  ): Promise<NewsPublicDto[]> {
    return this.news.publicSearch(term, skip, take);
  }

  @Get('news/public/:slug')
  @Endpoint({
    public: true,
    revalidate: true,
    summary: 'Uma notícia pública, pelo slug ou pelo id.',
    ok: NewsPublicDto,
  })
  getNewsPublic(@Param('slug') slug: string): Promise<NewsPublicDto> {
    return this.news.publicOne(slug);
  }
}
