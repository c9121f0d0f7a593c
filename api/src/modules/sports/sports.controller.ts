import { Controller, Get } from '@nestjs/common';
import { ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';
import { API_MSG, P } from '@clube/shared';
import { ApiErrorDto } from '../../platform/http/api-error.dto.js';
import { Endpoint } from '../../platform/http/endpoint.decorator.js';
import { ContentCrudController } from '../content/content-crud.controller.js';
import { RegisterOptionDto, StatusListQueryDto } from '../registers/registers.js';
import { SportsService } from './sports.service.js';
import { SportDto, SportPageDto, CreateSportDto, UpdateSportDto } from './dto/sport.dto.js';

@ApiTags('Modalidades')
@ApiNotFoundResponse({ type: ApiErrorDto })
@Controller()
export class SportsController extends ContentCrudController<
  SportDto,
  SportPageDto,
  CreateSportDto,
  UpdateSportDto,
  StatusListQueryDto
>({
  path: 'sport',
  permissions: {
    list: P.listSport,
    insert: P.insertSport,
    update: P.updateSport,
    delete: P.deleteSport,
  },
  operationIds: {
    list: 'listSports',
    get: 'getSport',
    create: 'createSport',
    update: 'updateSport',
    remove: 'deleteSport',
    removeMany: 'deleteSports',
  },
  summaries: {
    list: 'Lista as modalidades (busca na descrição; filtro por status; ordenação por description, status).',
    get: 'Uma modalidade.',
    create: 'Cadastra uma modalidade (descrição única, sem diferença de maiúsculas).',
    update: 'Edita uma modalidade.',
    remove: 'Exclui uma modalidade.',
    removeMany: 'Exclui várias modalidades de uma vez.',
  },
  deleted: ['Excluída.', 'Excluídas.'],
  writeErrors: [[409, API_MSG.sportDuplicate]],
  types: {
    dto: SportDto,
    page: SportPageDto,
    create: CreateSportDto,
    update: UpdateSportDto,
    query: StatusListQueryDto,
  },
}) {
  constructor(private readonly sports: SportsService) {
    super(sports);
  }

  // Declared before the inherited `sport/:id`, so it is not read as an id.
  @Get('sport/not-permission')
  @Endpoint({
    staff: true,
    summary:
      'Modalidades ativas para escolha (formulário de associado): qualquer usuário da equipe.',
    ok: [RegisterOptionDto],
  })
  listSportOptions(): Promise<RegisterOptionDto[]> {
    return this.sports.options();
  }
}
