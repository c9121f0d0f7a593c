import { Controller, Get } from '@nestjs/common';
import { ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';
import { API_MSG, P } from '@clube/shared';
import { ApiErrorDto } from '../../platform/http/api-error.dto.js';
import { Endpoint } from '../../platform/http/endpoint.decorator.js';
import { ContentCrudController } from '../content/content-crud.controller.js';
import { RegisterOptionDto } from '../registers/registers.js';
import {
  CreateReservationIntervalDto,
  ReservationIntervalDto,
  ReservationIntervalPageDto,
  UpdateReservationIntervalDto,
} from './dto/reservation-interval.dto.js';
import { ReservationIntervalsService } from './reservation-intervals.service.js';

@ApiTags('Intervalos de reserva')
@ApiNotFoundResponse({ type: ApiErrorDto })
@Controller()
export class ReservationIntervalsController extends ContentCrudController<
  ReservationIntervalDto,
  ReservationIntervalPageDto,
  CreateReservationIntervalDto,
  UpdateReservationIntervalDto
>({
  path: 'reservation-intervals',
  permissions: {
    list: P.listReservationIntervals,
    insert: P.insertReservationIntervals,
    update: P.updateReservationIntervals,
    delete: P.deleteReservationIntervals,
  },
  operationIds: {
    list: 'listReservationIntervals',
    get: 'getReservationInterval',
    create: 'createReservationInterval',
    update: 'updateReservationInterval',
    remove: 'deleteReservationInterval',
    removeMany: 'deleteReservationIntervals',
  },
  summaries: {
    list: 'Lista os intervalos de reserva (busca na descrição; ordenação por interval, description).',
    get: 'Um intervalo de reserva.',
    create: 'Cadastra um intervalo de reserva (descrição única; intervalo em minutos, 1 a 1440).',
    update: 'Edita um intervalo de reserva.',
    remove: 'Exclui um intervalo de reserva.',
    removeMany: 'Exclui vários intervalos de reserva de uma vez.',
  },
  deleted: ['Excluído.', 'Excluídos.'],
  writeErrors: [[409, API_MSG.intervalDuplicate]],
  types: {
    dto: ReservationIntervalDto,
    page: ReservationIntervalPageDto,
    create: CreateReservationIntervalDto,
    update: UpdateReservationIntervalDto,
  },
}) {
  constructor(private readonly intervals: ReservationIntervalsService) {
    super(intervals);
  }

  // Declared before the inherited `reservation-intervals/:id`, so it is not read as an id.
  @Get('reservation-intervals/options')
  @Endpoint({
    staff: true,
    operationId: 'listReservationIntervalOptions',
    summary:
      'Intervalos de reserva para escolha (formulário de local): qualquer usuário da equipe.',
    ok: [RegisterOptionDto],
  })
  listReservationIntervalOptions(): Promise<RegisterOptionDto[]> {
    return this.intervals.options();
  }
}
