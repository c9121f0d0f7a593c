import { Body, Controller, Get, Post, Query } from '@nestjs/common';
import { ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';
import { P } from '@clube/shared';
import { ApiErrorDto } from '../../platform/http/api-error.dto.js';
import { Endpoint } from '../../platform/http/endpoint.decorator.js';
import type { FileField } from '../../platform/http/multipart.js';
import { ContentCrudController } from '../content/content-crud.controller.js';
import { RegisterOptionDto } from '../registers/registers.js';
import {
  CreateGalleryDto,
  CreateGalleryFormDto,
  GalleryDto,
  GalleryListQueryDto,
  GalleryOptionsQueryDto,
  GalleryPageDto,
  GalleryPublicDto,
  GalleryPublicQueryDto,
  MAX_GALLERY_UPLOAD,
  UpdateGalleryDto,
  UpdateGalleryFormDto,
} from './dto/gallery.dto.js';
import { GalleryService } from './gallery.service.js';

const GALLERY_FILES: FileField[] = [
  { name: 'image', maxCount: 1, kind: 'jpegImage' },
  { name: 'gallery', maxCount: MAX_GALLERY_UPLOAD, kind: 'galleryVideo' },
];

@ApiTags('Galerias')
@ApiNotFoundResponse({ type: ApiErrorDto })
@Controller()
export class GalleryController extends ContentCrudController<
  GalleryDto,
  GalleryPageDto,
  CreateGalleryDto,
  UpdateGalleryDto,
  GalleryListQueryDto
>({
  path: 'gallery',
  permissions: {
    list: P.listGallery,
    insert: P.insertGallery,
    update: P.updateGallery,
    delete: P.deleteGallery,
  },
  operationIds: {
    list: 'listGalleries',
    get: 'getGallery',
    create: 'createGallery',
    update: 'updateGallery',
    remove: 'deleteGallery',
    removeMany: 'deleteGalleries',
  },
  summaries: {
    list: 'Lista as galerias (filter=image|video; busca no título).',
    get: 'Uma galeria com seus arquivos.',
    create: 'Cadastra uma galeria (multipart: título, capa jpg, arquivos em `gallery`).',
    update: 'Edita uma galeria; arquivos enviados em `gallery` são acrescentados.',
    remove: 'Exclui uma galeria e seus arquivos.',
    removeMany: 'Exclui várias galerias de uma vez.',
  },
  deleted: ['Excluída.', 'Excluídas.'],
  files: GALLERY_FILES,
  types: {
    dto: GalleryDto,
    page: GalleryPageDto,
    create: CreateGalleryDto,
    update: UpdateGalleryDto,
    createForm: CreateGalleryFormDto,
    updateForm: UpdateGalleryFormDto,
    query: GalleryListQueryDto,
  },
}) {
  constructor(private readonly galleries: GalleryService) {
    super(galleries);
  }

  // Declared before the inherited `gallery/:id`, so it is not read as an id.
  @Get('gallery/options')
  @Endpoint({
    staff: true,
    operationId: 'listGalleryOptions',
    summary:
      'Galerias ativas para escolha (formulário de evento), por título; `type` image ou video (padrão: todas). Qualquer usuário da equipe.',
    ok: [RegisterOptionDto],
  })
  listGalleryOptions(@Query() query: GalleryOptionsQueryDto): Promise<RegisterOptionDto[]> {
    return this.galleries.options(query.type);
  }

  @Post('gallery/public')
  @Endpoint({
    public: true,
    revalidate: true,
    summary: 'Galerias ativas de fotos ou de vídeos, com os arquivos em ordem.',
    ok: [GalleryPublicDto],
    errors: [400],
  })
  listGalleriesPublic(@Body() body: GalleryPublicQueryDto): Promise<GalleryPublicDto[]> {
    return this.galleries.publicList(body.filter);
  }
}
