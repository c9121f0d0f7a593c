import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';
import { MSG, P } from '@clube/shared';
import type { Principal } from '../../platform/auth/auth.guard.js';
import { CurrentPrincipal } from '../../platform/auth/current-principal.decorator.js';
import { ApiErrorDto } from '../../platform/http/api-error.dto.js';
import { Endpoint } from '../../platform/http/endpoint.decorator.js';
import { IntIdParam } from '../../platform/http/int-id.pipe.js';
import { ContentCrudController } from '../content/content-crud.controller.js';
import {
  CreateTicketDto,
  CreateTicketsOrderDto,
  JoinWaitlistDto,
  MemberTicketDto,
  MyEventTicketsDto,
  MyWaitlistDto,
  TicketDto,
  TicketListQueryDto,
  TicketPageDto,
  TicketsOrderDto,
  UpdateTicketDto,
  WaitlistEntryDto,
} from './dto/ticket.dto.js';
import { OrderQuoteDto } from '../orders/dto/order-quote.dto.js';
import { TICKET_MSG as M } from './ticket-messages.js';
import { MemberTicketsService } from './member-tickets.service.js';
import { TicketCancellation } from './ticket-cancel.js';
import { TicketPurchaseService } from './ticket-purchase.service.js';
import { TicketsRegisterService } from './tickets-register.service.js';
import { WaitlistService } from './waitlist.service.js';

/**
 * The member's event tickets: the purchase and his tickets (member token). Their images are
 * the invitations module's (`TicketInvitationsController`).
 */
@ApiTags('Convites do associado')
@ApiNotFoundResponse({ type: ApiErrorDto })
@Controller()
export class MemberTicketsController {
  constructor(
    private readonly purchases: TicketPurchaseService,
    private readonly tickets: MemberTicketsService,
    private readonly cancellation: TicketCancellation,
  ) {}

  @Post('associate/tickets/:ticketId/cancel')
  @HttpCode(200)
  @Endpoint({
    member: true,
    operationId: 'cancelMyTicket',
    summary:
      'Cancela um convite comprado pelo associado conectado até as horas de antecedência do evento (48 h se a equipe não mudar): o lugar volta à venda (ou à fila de espera) e o valor do convite é estornado pela operadora.',
    ok: MemberTicketDto,
    errors: [
      400,
      [404, 'Convite não encontrado.'],
      [409, 'O prazo para cancelar este convite terminou (dd/mm/aaaa HH:mm).'],
    ],
  })
  cancelMyTicket(
    @CurrentPrincipal() me: Principal,
    @Param('ticketId', IntIdParam) ticketId: number,
  ): Promise<MemberTicketDto> {
    return this.cancellation.cancelMine(me.id, ticketId);
  }

  @Post('order/tickets')
  @Endpoint({
    member: true,
    operationId: 'createTicketsOrder',
    summary:
      'Compra convites de um evento à venda para convidados (nome e CPF) e cria o pedido. Associados e dependentes ativos não pagam até o limite gratuito do evento; os demais pagam o preço por convidado. Total 0: convites Confirmados e enviados por e-mail; acima de 0: Pendentes, reservados pelo prazo de pagamento.',
    created: TicketsOrderDto,
    errors: [
      [400, M.noGuest],
      [404, MSG.eventNotFound],
      [
        409,
        `'${M.soldOut}', 'Restam apenas {n} convites para este evento.', '${M.saleClosed}' ou 'O CPF ###.###.###-## já tem convite para este evento.'`,
      ],
    ],
  })
  createTicketsOrder(
    @CurrentPrincipal() me: Principal,
    @Body() body: CreateTicketsOrderDto,
  ): Promise<TicketsOrderDto> {
    return this.purchases.purchase(me.id, body);
  }

  @Post('order/tickets/quote')
  @Endpoint({
    member: true,
    operationId: 'quoteTicketsOrder',
    summary:
      'O preço que a compra (POST order/tickets, mesmo corpo) teria agora: cada convidado com seu valor (gratuito ou o preço por convidado) e o total, pelas mesmas regras da compra. Não grava nem segura nada; os CPFs de fora da família contam no mesmo limite diário da compra.',
    ok: OrderQuoteDto,
    errors: [
      [400, M.noGuest],
      [404, MSG.eventNotFound],
      [
        409,
        `'${M.soldOut}', '${M.saleClosed}' ou 'O CPF ###.###.###-## já tem convite para este evento.'`,
      ],
      [429, 'Limite de 60 CPFs de convidados de fora da sua família em 24 horas atingido.'],
    ],
  })
  quoteTicketsOrder(
    @CurrentPrincipal() me: Principal,
    @Body() body: CreateTicketsOrderDto,
  ): Promise<OrderQuoteDto> {
    return this.purchases.quote(me.id, body);
  }

  @Get('associate/tickets')
  @Endpoint({
    member: true,
    operationId: 'listMyTickets',
    summary:
      'Os convites comprados pelo associado conectado, agrupados por evento (primeiro dia mais recente primeiro).',
    ok: [MyEventTicketsDto],
  })
  listMyTickets(@CurrentPrincipal() me: Principal): Promise<MyEventTicketsDto[]> {
    return this.tickets.listMine(me.id);
  }

  @Get('associate/tickets/:eventId')
  @Endpoint({
    member: true,
    operationId: 'listMyEventTickets',
    summary: 'Os convites de um evento comprados pelo associado conectado.',
    ok: [MemberTicketDto],
    errors: [400, [404, MSG.eventNotFound]],
  })
  listMyEventTickets(
    @CurrentPrincipal() me: Principal,
    @Param('eventId', IntIdParam) eventId: number,
  ): Promise<MemberTicketDto[]> {
    return this.tickets.listMineOfEvent(me.id, eventId);
  }
}

/** A sold-out event's waitlist (member token). */
@ApiTags('Convites do associado')
@ApiNotFoundResponse({ type: ApiErrorDto })
@Controller()
export class EventWaitlistController {
  constructor(private readonly waitlist: WaitlistService) {}

  @Post('events/:id/waitlist')
  @Endpoint({
    member: true,
    operationId: 'joinEventWaitlist',
    summary:
      'Entra na fila de espera de um evento esgotado, pedindo de 1 a 10 convites. Quando convites voltam, o primeiro da fila cuja quantidade cabe recebe uma oferta por e-mail, válida pelo prazo de pagamento.',
    created: WaitlistEntryDto,
    errors: [400, [404, MSG.eventNotFound], [409, `'${M.stillOnSale}' ou '${M.alreadyInLine}'`]],
  })
  joinEventWaitlist(
    @CurrentPrincipal() me: Principal,
    @Param('id', IntIdParam) id: number,
    @Body() body: JoinWaitlistDto,
  ): Promise<WaitlistEntryDto> {
    return this.waitlist.join(me.id, id, body.quantity);
  }

  @Get('events/:id/waitlist')
  @Endpoint({
    member: true,
    operationId: 'getMyEventWaitlist',
    summary:
      'A posição do associado conectado na fila de espera de um evento (entry null fora da fila).',
    ok: MyWaitlistDto,
    errors: [400, [404, MSG.eventNotFound]],
  })
  async getMyEventWaitlist(
    @CurrentPrincipal() me: Principal,
    @Param('id', IntIdParam) id: number,
  ): Promise<MyWaitlistDto> {
    return { entry: await this.waitlist.mine(me.id, id) };
  }

  @Delete('events/:id/waitlist')
  @Endpoint({
    member: true,
    operationId: 'leaveEventWaitlist',
    summary:
      'Sai da fila de espera de um evento; uma oferta em aberto passa para o próximo da fila.',
    noContent: M.leftLine,
    errors: [400, [404, M.notInLine]],
  })
  async leaveEventWaitlist(
    @CurrentPrincipal() me: Principal,
    @Param('id', IntIdParam) id: number,
  ): Promise<void> {
    await this.waitlist.leave(me.id, id);
  }
}

/** The back office's tickets register (convites): list-/insert-/update-/delete-ticket. */
@ApiTags('Convites (cadastro)')
@ApiNotFoundResponse({ type: ApiErrorDto })
@Controller()
export class TicketsController extends ContentCrudController<
  TicketDto,
  TicketPageDto,
  CreateTicketDto,
  UpdateTicketDto,
  TicketListQueryDto
>({
  path: 'tickets',
  permissions: {
    list: P.listTicket,
    insert: P.insertTicket,
    update: P.updateTicket,
    delete: P.deleteTicket,
  },
  operationIds: {
    list: 'listTickets',
    get: 'getTicket',
    create: 'createTicket',
    update: 'updateTicket',
    remove: 'deleteTicket',
    removeMany: 'deleteTickets',
  },
  summaries: {
    list: 'Lista os convites, comprados e emitidos pela equipe (busca no nome, título e CPF; filtros event e status; ordenação id, code, title, name, eventDate, value, status).',
    get: 'Um convite.',
    create:
      'Emite um convite (título, texto, endereço, valor em centavos, data, modelo, status 1 Ativo → Confirmado / 2 Inativo → Cancelado; nome, CPF e evento opcionais).',
    update:
      'Edita um convite; um comprado só muda o nome e o status (cancelar devolve o lugar ao estoque do evento e serve a fila de espera).',
    remove: 'Exclui um convite emitido pela equipe (409 se comprado: cancele-o).',
    removeMany: 'Exclui vários convites emitidos pela equipe de uma vez.',
  },
  deleted: [M.deleted, M.deletedMany],
  writeErrors: [[409, 'O CPF ###.###.###-## já tem convite para este evento.']],
  types: {
    dto: TicketDto,
    page: TicketPageDto,
    create: CreateTicketDto,
    update: UpdateTicketDto,
    query: TicketListQueryDto,
  },
}) {
  constructor(tickets: TicketsRegisterService) {
    super({
      list: (q) => tickets.list(q),
      get: (id) => tickets.get(id),
      create: (body) => tickets.create(body),
      update: (id, body) => tickets.update(id, body),
      remove: (ids) => tickets.remove(ids),
    });
  }
}
