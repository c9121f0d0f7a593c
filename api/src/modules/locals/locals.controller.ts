import { Controller, Get, Param } from '@nestjs/common';
import { ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';
import { API_MSG, LOCAL_PHOTOS_MAX, LOCAL_RESTRICTION_OPTIONS, P } from '@clube/shared';
import { ApiErrorDto } from '../../platform/http/api-error.dto.js';
import { Endpoint } from '../../platform/http/endpoint.decorator.js';
import type { FileField } from '../../platform/http/multipart.js';
import { ContentCrudController } from '../content/content-crud.controller.js';
import { RegisterOptionDto, StatusListQueryDto } from '../registers/registers.js';
import {
  CreateLocalDto,
  CreateLocalFormDto,
  LocalDto,
  LocalPageDto,
  LocalPublicDto,
  UpdateLocalDto,
  UpdateLocalFormDto,
} from './dto/local.dto.js';
import { LocalsService } from './locals.service.js';

const LOCAL_FILES: FileField[] = [{ name: 'gallery', maxCount: LOCAL_PHOTOS_MAX, kind: 'image' }];

@ApiTags('Locais')
@ApiNotFoundResponse({ type: ApiErrorDto })
@Controller()
export class LocalsController extends ContentCrudController<
  LocalDto,
  LocalPageDto,
  CreateLocalDto,
  UpdateLocalDto,
  StatusListQueryDto
>({
  path: 'locals',
  permissions: {
    list: P.listLocal,
    insert: P.insertLocal,
    update: P.updateLocal,
    delete: P.deleteLocal,
  },
  operationIds: {
    list: 'listLocals',
    get: 'getLocal',
    create: 'createLocal',
    update: 'updateLocal',
    remove: 'deleteLocal',
    removeMany: 'deleteLocals',
  },
  summaries: {
    list: 'Lista os locais (busca na descrição e no tipo; filtro por status).',
    get: 'Um local.',
    create:
      'Cadastra um local (multipart: campos e fotos da galeria; horas HH:mm, início antes do fim; tempo de reserva em minutos; guia de uso sanitizado).',
    update: 'Edita um local (fotos de gallery são acrescentadas; removeGallery remove).',
    remove: 'Exclui um local e suas fotos.',
    removeMany: 'Exclui vários locais de uma vez.',
  },
  deleted: ['Excluído.', 'Excluídos.'],
  files: LOCAL_FILES,
  writeErrors: [[409, API_MSG.localDuplicate]],
  types: {
    dto: LocalDto,
    page: LocalPageDto,
    create: CreateLocalDto,
    update: UpdateLocalDto,
    createForm: CreateLocalFormDto,
    updateForm: UpdateLocalFormDto,
    query: StatusListQueryDto,
  },
}) {
  constructor(private readonly locals: LocalsService) {
    super(locals);
  }

  // Declared before the inherited `locals/:id`, so they are not read as an id.
  @Get('locals/public')
  @Endpoint({
    public: true,
    revalidate: true,
    operationId: 'listLocalsPublic',
    summary: 'Locais ativos (espaços), por descrição: página pública.',
    ok: [LocalPublicDto],
  })
  listLocalsPublic(): Promise<LocalPublicDto[]> {
    return this.locals.publicList();
  }

  @Get('locals/public/:slug')
  @Endpoint({
    public: true,
    revalidate: true,
    operationId: 'getLocalPublic',
    summary: 'Um local ativo pelo slug (404 se não existe ou está inativo).',
    ok: LocalPublicDto,
  })
  getLocalPublic(@Param('slug') slug: string): Promise<LocalPublicDto> {
    return this.locals.publicOne(slug);
  }

  @Get('locals/options')
  @Endpoint({
    staff: true,
    operationId: 'listLocalOptions',
    summary: 'Locais ativos para escolha: qualquer usuário da equipe.',
    ok: [RegisterOptionDto],
  })
  listLocalOptions(): Promise<RegisterOptionDto[]> {
    return this.locals.options();
  }

  @Get('restrictions')
  @Endpoint({
    staff: true,
    operationId: 'listRestrictions',
    summary: 'As restrições de um local: Associados, Dependentes, Convidados.',
    ok: [RegisterOptionDto],
  })
  listRestrictions(): RegisterOptionDto[] {
    return LOCAL_RESTRICTION_OPTIONS.map((o) => ({ ...o }));
  }
}
