import { Controller, Get, Header, Param } from '@nestjs/common';
import { ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';
import { EVENT_PHOTOS_MAX, MSG, P } from '@clube/shared';
import { ApiErrorDto } from '../../platform/http/api-error.dto.js';
import { Endpoint, MALFORMED_REQUEST } from '../../platform/http/endpoint.decorator.js';
import { IntIdParam } from '../../platform/http/int-id.pipe.js';
import type { FileField } from '../../platform/http/multipart.js';
import { ContentCrudController } from '../content/content-crud.controller.js';
import { RegisterOptionDto } from '../registers/registers.js';
import {
  CreateEventDto,
  CreateEventFormDto,
  EventDto,
  EventListQueryDto,
  EventPageDto,
  EventPublicDto,
  UpdateEventDto,
  UpdateEventFormDto,
} from './dto/event.dto.js';
import { EventsPublicService } from './events-public.service.js';
import { EventsRegisterService } from './events-register.service.js';

const EVENT_FILES: FileField[] = [
  { name: 'image', maxCount: 1, kind: 'image' },
  { name: 'gallery', maxCount: EVENT_PHOTOS_MAX, kind: 'image' },
];

/** The events register (cadastro-eventos): list-/insert-/update-/delete-event. */
@ApiTags('Eventos (cadastro)')
@ApiNotFoundResponse({ type: ApiErrorDto })
@Controller()
export class EventsController extends ContentCrudController<
  EventDto,
  EventPageDto,
  CreateEventDto,
  UpdateEventDto,
  EventListQueryDto
>({
  path: 'events',
  permissions: {
    list: P.listEvent,
    insert: P.insertEvent,
    update: P.updateEvent,
    delete: P.deleteEvent,
  },
  operationIds: {
    list: 'listEvents',
    get: 'getEvent',
    create: 'createEvent',
    update: 'updateEvent',
    remove: 'deleteEvent',
    removeMany: 'deleteEvents',
  },
  summaries: {
    list: 'Lista os eventos com vendidos/à venda (busca no título; filtros status, local e período dos dias; ordem firstDay, title, status).',
    get: 'Um evento.',
    create:
      'Cadastra um evento (multipart: campos, image e fotos de gallery em ordem; eventDates como JSON; preço em centavos; textos ricos sanitizados).',
    update:
      'Edita um evento (eventDates, quando enviados, substituem os dias; fotos de gallery são acrescentadas; removeGallery e removeImage removem; o total de convites não fica abaixo dos ativos).',
    remove: 'Exclui um evento e suas fotos (409 se tem convites: inative-o).',
    removeMany: 'Exclui vários eventos de uma vez (409 se algum tem convites).',
  },
  deleted: ['Excluído.', 'Excluídos.'],
  files: EVENT_FILES,
  types: {
    dto: EventDto,
    page: EventPageDto,
    create: CreateEventDto,
    update: UpdateEventDto,
    createForm: CreateEventFormDto,
    updateForm: UpdateEventFormDto,
    query: EventListQueryDto,
  },
}) {
  constructor(private readonly events: EventsRegisterService) {
    super(events);
  }

  // Declared before the inherited `events/:id`, so it is not read as an id.
  @Get('events/options')
  @Endpoint({
    staff: true,
    operationId: 'listEventOptions',
    summary:
      'Eventos ativos (também os passados) para escolha, o mais recente primeiro: qualquer usuário da equipe.',
    ok: [RegisterOptionDto],
  })
  listEventOptions(): Promise<RegisterOptionDto[]> {
    return this.events.options();
  }
}

/**
 * The public reads of events. Their stock changes with every sale: answered from the database
 * each time (`Cache-Control: no-cache`, NOT the public in-memory cache of `revalidate`).
 */
@ApiTags('Eventos')
@Controller()
export class EventsPublicController {
  constructor(private readonly events: EventsPublicService) {}

  @Get('events-public')
  @Header('Cache-Control', 'no-cache')
  @Endpoint({
    public: true,
    operationId: 'listEventsPublic',
    summary:
      'Eventos ativos cujo último dia não terminou, destaques primeiro e depois pelo primeiro dia, com os convites à venda.',
    ok: [EventPublicDto],
    errors: [MALFORMED_REQUEST],
  })
  listEventsPublic(): Promise<EventPublicDto[]> {
    return this.events.publicList();
  }

  @Get('events-public/:id')
  @Header('Cache-Control', 'no-cache')
  @Endpoint({
    public: true,
    operationId: 'getEventPublic',
    summary: `Um evento ativo cujo último dia não terminou (404 '${MSG.eventNotFound}').`,
    ok: EventPublicDto,
    errors: [404],
  })
  getEventPublic(@Param('id', IntIdParam) id: number): Promise<EventPublicDto> {
    return this.events.publicOne(id);
  }
}
