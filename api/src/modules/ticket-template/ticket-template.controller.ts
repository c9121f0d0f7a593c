import { Controller, Get } from '@nestjs/common';
import { ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';
import { P } from '@clube/shared';
import { ApiErrorDto } from '../../platform/http/api-error.dto.js';
import { Endpoint } from '../../platform/http/endpoint.decorator.js';
import type { FileField } from '../../platform/http/multipart.js';
import { ContentCrudController } from '../content/content-crud.controller.js';
import { RegisterOptionDto } from '../registers/registers.js';
import {
  CreateTicketTemplateDto,
  CreateTicketTemplateFormDto,
  TicketTemplateDto,
  TicketTemplatePageDto,
  UpdateTicketTemplateDto,
  UpdateTicketTemplateFormDto,
} from './dto/ticket-template.dto.js';
import { TicketTemplateService } from './ticket-template.service.js';

const TEMPLATE_FILES: FileField[] = [{ name: 'image', maxCount: 1, kind: 'image' }];

@ApiTags('Templates de convites')
@ApiNotFoundResponse({ type: ApiErrorDto })
@Controller()
export class TicketTemplateController extends ContentCrudController<
  TicketTemplateDto,
  TicketTemplatePageDto,
  CreateTicketTemplateDto,
  UpdateTicketTemplateDto
>({
  path: 'ticket-template',
  permissions: {
    list: P.listTicketTemplate,
    insert: P.insertTicketTemplate,
    update: P.updateTicketTemplate,
    delete: P.deleteTicketTemplate,
  },
  operationIds: {
    list: 'listTicketTemplates',
    get: 'getTicketTemplate',
    create: 'createTicketTemplate',
    update: 'updateTicketTemplate',
    remove: 'deleteTicketTemplate',
    removeMany: 'deleteTicketTemplateList',
  },
  summaries: {
    list: 'Lista os modelos de convite (busca no título; ordenação por title, createdAt...).',
    get: 'Um modelo de convite.',
    create: 'Cadastra um modelo de convite (multipart: campos e imagem png/jpg).',
    update: 'Edita um modelo de convite (multipart; a imagem enviada substitui a atual).',
    remove: 'Exclui um modelo de convite e sua imagem.',
    removeMany: 'Exclui vários modelos de convite de uma vez.',
  },
  deleted: ['Excluído.', 'Excluídos.'],
  files: TEMPLATE_FILES,
  types: {
    dto: TicketTemplateDto,
    page: TicketTemplatePageDto,
    create: CreateTicketTemplateDto,
    update: UpdateTicketTemplateDto,
    createForm: CreateTicketTemplateFormDto,
    updateForm: UpdateTicketTemplateFormDto,
  },
}) {
  constructor(private readonly templates: TicketTemplateService) {
    super(templates);
  }

  // Declared before the inherited `ticket-template/:id`, so it is not read as an id.
  @Get('ticket-template/options')
  @Endpoint({
    staff: true,
    operationId: 'listTicketTemplateOptions',
    summary:
      'Templates de convite ativos para escolha (formulários de evento e de convite), por título: qualquer usuário da equipe.',
    ok: [RegisterOptionDto],
  })
  listTicketTemplateOptions(): Promise<RegisterOptionDto[]> {
    return this.templates.options();
  }
}
