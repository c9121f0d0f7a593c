import {
  Body,
  Controller,
  Delete,
  Get,
  Header,
  HttpCode,
  Param,
  Post,
  Put,
  Query,
  UploadedFiles,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { NEWS_PAGE_SIZE, P } from '@clube/shared';
import { Public, RequirePermissions } from '../../platform/auth/auth.decorators.js';
import { ApiErrorDto } from '../../platform/http/api-error.dto.js';
import { IntIdParam, IntIdsDto, intParam } from '../../platform/http/int-id.pipe.js';
import { MultipartForm, type UploadedForm } from '../../platform/http/multipart.js';
import { ListQueryDto } from '../../platform/http/pagination.js';
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

const NEWS_FILES = [
  { name: 'image', maxCount: 1, kind: 'jpegImage' },
  { name: 'video', maxCount: 1, kind: 'video' },
] as const;

@ApiTags('Notícias')
@ApiNotFoundResponse({ type: ApiErrorDto })
@Controller()
export class NewsController {
  constructor(private readonly news: NewsService) {}

  // Public routes first: `news/public` must not be read as `news/:id`.

  @Public()
  @Get('news/public')
  @Header('Cache-Control', 'public, no-cache')
  @ApiOperation({
    operationId: 'listNewsPublic',
    summary: 'Notícias públicas (ativas e no período), as mais recentes primeiro; 10 no máximo.',
  })
  @ApiOkResponse({ type: [NewsPublicDto] })
  listNewsPublic(): Promise<NewsPublicDto[]> {
    return this.news.publicPage(0, NEWS_PAGE_SIZE);
  }

  @Public()
  @Post('news/public')
  @HttpCode(200)
  @Header('Cache-Control', 'public, no-cache')
  @ApiOperation({
    operationId: 'pageNewsPublic',
    summary: 'Uma página das notícias públicas ({ skip, take ≤ 10 }).',
  })
  @ApiOkResponse({ type: [NewsPublicDto] })
  @ApiBadRequestResponse({ type: ApiErrorDto })
  pageNewsPublic(@Body() body: NewsPublicPageQueryDto): Promise<NewsPublicDto[]> {
    return this.news.publicPage(body.skip ?? 0, body.take ?? NEWS_PAGE_SIZE);
  }

  @Public()
  @Get('news/public/search/:term/:skip/:take')
  @Header('Cache-Control', 'public, no-cache')
  @ApiOperation({
    operationId: 'searchNewsPublic',
    summary: 'Busca nas notícias públicas (título ou texto, sem diferenciar maiúsculas).',
  })
  @ApiOkResponse({ type: [NewsPublicDto] })
  @ApiBadRequestResponse({ type: ApiErrorDto })
  searchNewsPublic(
    @Param('term') term: string,
    @Param('skip', intParam('skip', 0, 1_000_000)) skip: number,
    @Param('take', intParam('take', 1, NEWS_PAGE_SIZE)) take: number,
  ): Promise<NewsPublicDto[]> {
    return this.news.publicSearch(term, skip, take);
  }

  @Public()
  @Get('news/public/:slug')
  @Header('Cache-Control', 'public, no-cache')
  @ApiOperation({
    operationId: 'getNewsPublic',
    summary: 'Uma notícia pública, pelo slug ou pelo id.',
  })
  @ApiOkResponse({ type: NewsPublicDto })
  getNewsPublic(@Param('slug') slug: string): Promise<NewsPublicDto> {
    return this.news.publicOne(slug);
  }

  @RequirePermissions(P.listNews)
  @Get('news')
  @ApiOperation({
    operationId: 'listNews',
    summary: 'Lista as notícias (busca no título; ordenação por title, startsAt, createdAt...).',
  })
  @ApiOkResponse({ type: NewsPageDto })
  listNews(@Query() query: ListQueryDto): Promise<NewsPageDto> {
    return this.news.list(query);
  }

  @RequirePermissions(P.listNews)
  @Get('news/:id')
  @ApiOperation({ operationId: 'getNews', summary: 'Uma notícia.' })
  @ApiOkResponse({ type: NewsDto })
  getNews(@Param('id', IntIdParam) id: number): Promise<NewsDto> {
    return this.news.get(id);
  }

  @RequirePermissions(P.insertNews)
  @Post('news')
  @MultipartForm(...NEWS_FILES)
  @ApiBody({ type: CreateNewsFormDto })
  @ApiOperation({
    operationId: 'createNews',
    summary: 'Cadastra uma notícia (multipart: campos, imagem jpg, vídeo opcional).',
  })
  @ApiCreatedResponse({ type: NewsDto })
  @ApiBadRequestResponse({ type: ApiErrorDto })
  createNews(@Body() body: CreateNewsDto, @UploadedFiles() files: UploadedForm): Promise<NewsDto> {
    return this.news.create(body, files);
  }

  @RequirePermissions(P.updateNews)
  @Put('news/:id')
  @MultipartForm(...NEWS_FILES)
  @ApiBody({ type: UpdateNewsFormDto })
  @ApiOperation({
    operationId: 'updateNews',
    summary: 'Edita uma notícia (multipart; arquivos enviados substituem os atuais).',
  })
  @ApiOkResponse({ type: NewsDto })
  @ApiBadRequestResponse({ type: ApiErrorDto })
  updateNews(
    @Param('id', IntIdParam) id: number,
    @Body() body: UpdateNewsDto,
    @UploadedFiles() files: UploadedForm,
  ): Promise<NewsDto> {
    return this.news.update(id, body, files);
  }

  @RequirePermissions(P.deleteNews)
  @Delete('news/:id')
  @HttpCode(204)
  @ApiOperation({ operationId: 'deleteNews', summary: 'Exclui uma notícia e seus arquivos.' })
  @ApiNoContentResponse({ description: 'Excluída.' })
  async deleteNews(@Param('id', IntIdParam) id: number): Promise<void> {
    await this.news.remove([id]);
  }

  @RequirePermissions(P.deleteNews)
  @Post('news/multiple')
  @HttpCode(204)
  @ApiOperation({ operationId: 'deleteNewsList', summary: 'Exclui várias notícias de uma vez.' })
  @ApiNoContentResponse({ description: 'Excluídas.' })
  async deleteNewsList(@Body() body: IntIdsDto): Promise<void> {
    await this.news.remove(body.ids);
  }
}
