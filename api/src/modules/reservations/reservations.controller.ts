import { Body, Controller, Delete, Get, Header, Param, Post, Put, Query } from '@nestjs/common';
import { ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';
import { formatCents, P } from '@clube/shared';
import type { Principal } from '../../platform/auth/auth.guard.js';
import { CurrentPrincipal } from '../../platform/auth/current-principal.decorator.js';
import { ApiErrorDto } from '../../platform/http/api-error.dto.js';
import { Endpoint } from '../../platform/http/endpoint.decorator.js';
import { IntIdParam } from '../../platform/http/int-id.pipe.js';
import { MessageDto } from '../auth/dto/auth.dto.js';
import {
  CreateLocalReservationDto,
  CreateLocalReservationOrderDto,
  LocalHoursValidDto,
  LocalReservationDetailDto,
  LocalReservationListQueryDto,
  LocalReservationOrderDto,
  LocalReservationPageDto,
  MemberReservationDto,
  QuoteLocalReservationDto,
  UpdateReservationGuestsDto,
} from './dto/local-reservation.dto.js';
import { OrderQuoteDto } from '../orders/dto/order-quote.dto.js';
import { RESERVATION_MSG as M } from './reservation-messages.js';
import { MemberReservationsService } from './member-reservations.service.js';
import { ReservationBookingService } from './reservation-booking.service.js';
import { ReservationSlotsService } from './reservation-slots.service.js';
import { StaffReservationsService } from './staff-reservations.service.js';

/** `GET locals/public/hours-valid/{slug}` (four segments: never read as `locals/:id`). */
@ApiTags('Locais')
@ApiNotFoundResponse({ type: ApiErrorDto })
@Controller()
export class LocalHoursValidController {
  constructor(private readonly slots: ReservationSlotsService) {}

  @Get('locals/public/hours-valid/:slug')
  @Header('Cache-Control', 'no-store')
  @Endpoint({
    public: true,
    operationId: 'getLocalHoursValid',
    summary:
      'Os dias e horários reserváveis de um local ativo (fuso do clube): só dias com algum horário livre; reservation true = já reservado. Local que não aceita reservas: days vazio.',
    ok: LocalHoursValidDto,
  })
  getLocalHoursValid(@Param('slug') slug: string): Promise<LocalHoursValidDto> {
    return this.slots.hoursValid(slug);
  }
}

/** The member's reservations (member token); my orders are `OrdersController`'s. */
@ApiTags('Reservas do associado')
@ApiNotFoundResponse({ type: ApiErrorDto })
@Controller()
export class MemberReservationsController {
  constructor(
    private readonly booking: ReservationBookingService,
    private readonly reservations: MemberReservationsService,
  ) {}

  @Post('order/local-reservation')
  @Endpoint({
    member: true,
    operationId: 'createLocalReservationOrder',
    summary:
      'Reserva um horário livre de um local para o associado conectado, com convidados, e cria o pedido. Só associados/dependentes: confirmada na hora (total 0); com convidados pagantes: Pendente, segurando o horário pelo prazo de pagamento.',
    created: LocalReservationOrderDto,
    errors: [400, [403, M.onlyForYourself], [409, M.slotTaken]],
  })
  createLocalReservationOrder(
    @CurrentPrincipal() me: Principal,
    @Body() body: CreateLocalReservationOrderDto,
  ): Promise<LocalReservationOrderDto> {
    return this.booking.book({ associateId: me.id, staff: false }, body);
  }

  @Post('order/local-reservation/quote')
  @Endpoint({
    member: true,
    operationId: 'quoteLocalReservationOrder',
    summary:
      'O preço que a reserva (POST order/local-reservation) teria agora com estes convidados: cada um gratuito (associado ou dependente do clube) ou com o valor por convidado do tipo de local, e o total, pelas mesmas regras da reserva. Não grava nem segura nada; os CPFs de fora da família contam no mesmo limite diário da reserva.',
    ok: OrderQuoteDto,
    errors: [
      400,
      [404, M.localNotFound],
      [429, 'Limite de 60 CPFs de convidados de fora da sua família em 24 horas atingido.'],
    ],
  })
  quoteLocalReservationOrder(
    @CurrentPrincipal() me: Principal,
    @Body() body: QuoteLocalReservationDto,
  ): Promise<OrderQuoteDto> {
    return this.booking.quote(me.id, body);
  }

  @Get('local-reservations-by-idUser')
  @Endpoint({
    member: true,
    operationId: 'listMyLocalReservations',
    summary: 'As reservas do associado conectado, início mais recente primeiro.',
    ok: [MemberReservationDto],
  })
  listMyLocalReservations(@CurrentPrincipal() me: Principal): Promise<MemberReservationDto[]> {
    return this.reservations.listMine(me.id);
  }

  @Get('local-reservations-associate/:id')
  @Endpoint({
    member: true,
    operationId: 'getMyLocalReservation',
    summary: 'Uma reserva do associado conectado (404 se não é dele).',
    ok: MemberReservationDto,
    errors: [400],
  })
  getMyLocalReservation(
    @CurrentPrincipal() me: Principal,
    @Param('id', IntIdParam) id: number,
  ): Promise<MemberReservationDto> {
    return this.reservations.getMine(me.id, id);
  }

  @Put('local-reservations-associate/:id')
  @Endpoint({
    member: true,
    operationId: 'updateMyLocalReservationGuests',
    summary:
      "Altera os convidados de uma reserva própria ativa que ainda não começou (os que ficam mantêm o convite). Confirmada: o total não pode aumentar. Mensagem da tela: 'O registro foi alterado!'.",
    ok: MemberReservationDto,
    errors: [400, [409, M.increaseRefused]],
  })
  updateMyLocalReservationGuests(
    @CurrentPrincipal() me: Principal,
    @Param('id', IntIdParam) id: number,
    @Body() body: UpdateReservationGuestsDto,
  ): Promise<MemberReservationDto> {
    return this.reservations.updateGuests(id, body.invitations, me.id);
  }

  @Post('local-reservations-associate/:id/cancel')
  @Endpoint({
    member: true,
    operationId: 'cancelMyLocalReservation',
    summary:
      'Cancela uma reserva própria: Pendente até o início; Confirmada até as horas de antecedência das configurações. O pedido fica Cancelado e o horário livre.',
    ok: MemberReservationDto,
    errors: [400, [409, 'O prazo para cancelar esta reserva terminou (dd/mm/aaaa HH:mm).']],
  })
  cancelMyLocalReservation(
    @CurrentPrincipal() me: Principal,
    @Param('id', IntIdParam) id: number,
  ): Promise<MemberReservationDto> {
    return this.reservations.cancelMine(me.id, id);
  }
}

/** The back office's local reservations (reserva-local). */
@ApiTags('Reservas de locais')
@ApiNotFoundResponse({ type: ApiErrorDto })
@Controller()
export class LocalReservationsController {
  constructor(
    private readonly booking: ReservationBookingService,
    private readonly reservations: StaffReservationsService,
  ) {}

  @Get('local-reservations')
  @Endpoint({
    permission: P.listLocalReservation,
    operationId: 'listLocalReservations',
    summary:
      'Lista as reservas de locais (busca no nome do associado e no local; filtros localId, status — padrão: as ativas; all: todas — e período from/to do início; ordenação startAt, associate, local, status).',
    ok: LocalReservationPageDto,
    errors: [400],
  })
  listLocalReservations(
    @Query() query: LocalReservationListQueryDto,
  ): Promise<LocalReservationPageDto> {
    return this.reservations.list(query);
  }

  @Get('local-reservations/:id')
  @Endpoint({
    permission: P.listLocalReservation,
    operationId: 'getLocalReservation',
    summary: 'Uma reserva de local com os convidados (somente leitura).',
    ok: LocalReservationDetailDto,
    errors: [400],
  })
  getLocalReservation(@Param('id', IntIdParam) id: number): Promise<LocalReservationDetailDto> {
    return this.reservations.get(id);
  }

  @Post('local-reservations')
  @Endpoint({
    permission: P.insertLocalReservation,
    operationId: 'createLocalReservation',
    summary:
      'Reserva um horário em nome de um associado (mesmas regras, limites, preços e prazo de pagamento da reserva do associado). Com convidados pagantes fica Pendente: o associado paga em Meus pedidos até o prazo dito na mensagem.',
    created: LocalReservationOrderDto,
    errors: [400, [409, M.slotTaken]],
  })
  createLocalReservation(
    @Body() body: CreateLocalReservationDto,
  ): Promise<LocalReservationOrderDto> {
    const { associate, ...rest } = body;
    return this.booking.book({ associateId: associate, staff: true }, rest);
  }

  @Put('local-reservations/:id')
  @Endpoint({
    permission: P.insertLocalReservation,
    operationId: 'updateLocalReservation',
    summary: 'Altera os convidados de uma reserva (mesmas regras da alteração do associado).',
    ok: LocalReservationDetailDto,
    errors: [400, [409, M.increaseRefused]],
  })
  updateLocalReservation(
    @CurrentPrincipal() me: Principal,
    @Param('id', IntIdParam) id: number,
    @Body() body: UpdateReservationGuestsDto,
  ): Promise<LocalReservationDetailDto> {
    return this.reservations.updateGuests(id, body.invitations, me.id);
  }

  @Delete('local-reservations/:id')
  @Endpoint({
    permission: P.deleteLocalReservation,
    operationId: 'deleteLocalReservation',
    summary:
      "Exclui (cancela) uma reserva: fica Cancelada para os relatórios, os convites deixam de valer, o horário fica livre e o valor pago é estornado ao associado ('Excluída. Valor estornado ao associado: R$ …').",
    ok: MessageDto,
    errors: [400],
  })
  async deleteLocalReservation(
    @CurrentPrincipal() me: Principal,
    @Param('id', IntIdParam) id: number,
  ): Promise<MessageDto> {
    const refunded = await this.reservations.remove(id, me.id);
    return { message: refunded > 0 ? M.deletedRefunded(formatCents(refunded)) : M.deleted };
  }
}
