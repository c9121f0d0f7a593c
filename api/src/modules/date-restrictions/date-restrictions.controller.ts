import { Controller } from '@nestjs/common';
import { ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';
import { P } from '@clube/shared';
import { ApiErrorDto } from '../../platform/http/api-error.dto.js';
import { ContentCrudController } from '../content/content-crud.controller.js';
import { DateRestrictionsService } from './date-restrictions.service.js';
import {
  CreateDateRestrictionDto,
  DateRestrictionDto,
  DateRestrictionListQueryDto,
  DateRestrictionPageDto,
  UpdateDateRestrictionDto,
} from './dto/date-restriction.dto.js';

@ApiTags('Restrições de datas')
@ApiNotFoundResponse({ type: ApiErrorDto })
@Controller()
export class DateRestrictionsController extends ContentCrudController<
  DateRestrictionDto,
  DateRestrictionPageDto,
  CreateDateRestrictionDto,
  UpdateDateRestrictionDto,
  DateRestrictionListQueryDto
>({
  path: 'date-restrictions',
  permissions: {
    list: P.listDateRestriction,
    insert: P.insertDateRestriction,
    update: P.updateDateRestriction,
    delete: P.deleteDateRestriction,
  },
  operationIds: {
    list: 'listDateRestrictions',
    get: 'getDateRestriction',
    create: 'createDateRestriction',
    update: 'updateDateRestriction',
    remove: 'deleteDateRestriction',
    removeMany: 'deleteDateRestrictions',
  },
  summaries: {
    list: 'Lista as restrições de datas (busca na descrição; filtros por status, local e período from/to; ordenação por startsAt, endsAt, description, status).',
    get: 'Uma restrição de datas com os seus locais.',
    create:
      'Cadastra uma restrição de datas (dias aaaa-mm-dd no fuso do clube, início não depois do fim, ao menos um local).',
    update: 'Edita uma restrição de datas (a descrição não muda; locals substitui a lista).',
    remove: 'Exclui uma restrição de datas.',
    removeMany: 'Exclui várias restrições de datas de uma vez.',
  },
  deleted: ['Excluída.', 'Excluídas.'],
  types: {
    dto: DateRestrictionDto,
    page: DateRestrictionPageDto,
    create: CreateDateRestrictionDto,
    update: UpdateDateRestrictionDto,
    query: DateRestrictionListQueryDto,
  },
}) {
  constructor(dateRestrictions: DateRestrictionsService) {
    super(dateRestrictions);
  }
}
