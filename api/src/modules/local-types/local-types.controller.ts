import { Controller, Get } from '@nestjs/common';
import { ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';
import { API_MSG, P } from '@clube/shared';
import { ApiErrorDto } from '../../platform/http/api-error.dto.js';
import { Endpoint } from '../../platform/http/endpoint.decorator.js';
import { ContentCrudController } from '../content/content-crud.controller.js';
import { RegisterOptionDto, StatusListQueryDto } from '../registers/registers.js';
import {
  CreateLocalTypeDto,
  LocalTypeDto,
  LocalTypePageDto,
  UpdateLocalTypeDto,
} from './dto/local-type.dto.js';
import { LocalTypesService } from './local-types.service.js';

@ApiTags('Tipos de local')
@ApiNotFoundResponse({ type: ApiErrorDto })
@Controller()
export class LocalTypesController extends ContentCrudController<
  LocalTypeDto,
  LocalTypePageDto,
  CreateLocalTypeDto,
  UpdateLocalTypeDto,
  StatusListQueryDto
>({
  path: 'local-types',
  permissions: {
    list: P.listLocalType,
    insert: P.insertLocalType,
    update: P.updateLocalType,
    delete: P.deleteLocalType,
  },
  operationIds: {
    list: 'listLocalTypes',
    get: 'getLocalType',
    create: 'createLocalType',
    update: 'updateLocalType',
    remove: 'deleteLocalType',
    removeMany: 'deleteLocalTypes',
  },
  summaries: {
    list: 'Lista os tipos de local (busca na descrição; filtro por status; ordenação por description, externalValue, invitedValue, status).',
    get: 'Um tipo de local (valores em centavos).',
    create:
      'Cadastra um tipo de local (descrição única; valores em centavos; remarcação padrão 90 dias; contrato sanitizado, obrigatório com signContract).',
    update: 'Edita um tipo de local (a descrição não muda).',
    remove: 'Exclui um tipo de local.',
    removeMany: 'Exclui vários tipos de local de uma vez.',
  },
  deleted: ['Excluído.', 'Excluídos.'],
  writeErrors: [[409, API_MSG.localTypeDuplicate]],
  types: {
    dto: LocalTypeDto,
    page: LocalTypePageDto,
    create: CreateLocalTypeDto,
    update: UpdateLocalTypeDto,
    query: StatusListQueryDto,
  },
}) {
  constructor(private readonly localTypes: LocalTypesService) {
    super(localTypes);
  }

  // Declared before the inherited `local-types/:id`, so it is not read as an id.
  @Get('local-types/options')
  @Endpoint({
    staff: true,
    operationId: 'listLocalTypeOptions',
    summary:
      'Tipos de local ativos para escolha (formulário de local): qualquer usuário da equipe.',
    ok: [RegisterOptionDto],
  })
  listLocalTypeOptions(): Promise<RegisterOptionDto[]> {
    return this.localTypes.options();
  }
}
