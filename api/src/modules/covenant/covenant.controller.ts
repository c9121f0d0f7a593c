import { Body, Controller, Get, Param, Post } from '@nestjs/common';
import { ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';
import { P } from '@clube/shared';
import { ApiErrorDto } from '../../platform/http/api-error.dto.js';
import { Endpoint } from '../../platform/http/endpoint.decorator.js';
import { IntIdParam } from '../../platform/http/int-id.pipe.js';
import type { FileField } from '../../platform/http/multipart.js';
import { ContentCrudController } from '../content/content-crud.controller.js';
import { CovenantService, MAX_COVENANT_UPLOAD } from './covenant.service.js';
import {
  CovenantCategoryDto,
  CovenantDto,
  CovenantPageDto,
  CovenantPublicDto,
  CreateCovenantCategoryDto,
  CreateCovenantDto,
  CreateCovenantFormDto,
  UpdateCovenantDto,
  UpdateCovenantFormDto,
} from './dto/covenant.dto.js';

const COVENANT_FILES: FileField[] = [
  { name: 'image', maxCount: 1, kind: 'image' },
  { name: 'imageList', maxCount: MAX_COVENANT_UPLOAD, kind: 'image' },
  { name: 'video', maxCount: 1, kind: 'video' },
  { name: 'thumbVideo', maxCount: 1, kind: 'image' },
  { name: 'thumbVideoEmbedded', maxCount: 1, kind: 'image' },
];

@ApiTags('Convênios')
@ApiNotFoundResponse({ type: ApiErrorDto })
@Controller()
export class CovenantController extends ContentCrudController<
  CovenantDto,
  CovenantPageDto,
  CreateCovenantDto,
  UpdateCovenantDto
>({
  path: 'covenant',
  permissions: {
    list: P.listCovenant,
    insert: P.insertCovenant,
    update: P.updateCovenant,
    delete: P.deleteCovenant,
  },
  operationIds: {
    list: 'listCovenants',
    get: 'getCovenant',
    create: 'createCovenant',
    update: 'updateCovenant',
    remove: 'deleteCovenant',
    removeMany: 'deleteCovenants',
  },
  summaries: {
    list: 'Lista os convênios (busca no nome e na categoria).',
    get: 'Um convênio.',
    create: 'Cadastra um convênio (multipart: campos, imagem, imageList, vídeo opcional).',
    update: 'Edita um convênio (imagens de imageList são acrescentadas; removeImageList remove).',
    remove: 'Exclui um convênio e seus arquivos.',
    removeMany: 'Exclui vários convênios de uma vez.',
  },
  deleted: ['Excluído.', 'Excluídos.'],
  files: COVENANT_FILES,
  types: {
    dto: CovenantDto,
    page: CovenantPageDto,
    create: CreateCovenantDto,
    update: UpdateCovenantDto,
    createForm: CreateCovenantFormDto,
    updateForm: UpdateCovenantFormDto,
  },
}) {
  constructor(private readonly covenants: CovenantService) {
    super(covenants);
  }

  @Get('covenant/public')
  @Endpoint({
    public: true,
    revalidate: true,
    summary: 'Convênios ativos e no período, por nome.',
    ok: [CovenantPublicDto],
  })
  listCovenantsPublic(): Promise<CovenantPublicDto[]> {
    return this.covenants.publicList();
  }

  @Get('covenant/public/search/:term')
  @Endpoint({
    public: true,
    revalidate: true,
    summary: 'Busca nos convênios públicos (nome, benefícios, categoria).',
    ok: [CovenantPublicDto],
  })
  searchCovenantsPublic(@Param('term') term: string): Promise<CovenantPublicDto[]> {
    return this.covenants.publicSearch(term);
  }

  @Get('covenant/public/:id')
  @Endpoint({
    public: true,
    revalidate: true,
    summary: 'Um convênio público.',
    ok: CovenantPublicDto,
  })
  getCovenantPublic(@Param('id', IntIdParam) id: number): Promise<CovenantPublicDto> {
    return this.covenants.publicOne(id);
  }

  @Get('category')
  @Endpoint({
    permission: P.listCovenant,
    summary: 'Categorias de convênio.',
    ok: [CovenantCategoryDto],
  })
  listCovenantCategories(): Promise<CovenantCategoryDto[]> {
    return this.covenants.listCategories();
  }

  @Post('category')
  @Endpoint({
    permission: P.insertCovenant,
    summary: 'Cadastra uma categoria.',
    created: CovenantCategoryDto,
    errors: [400, 409],
  })
  createCovenantCategory(@Body() body: CreateCovenantCategoryDto): Promise<CovenantCategoryDto> {
    return this.covenants.createCategory(body);
  }
}
