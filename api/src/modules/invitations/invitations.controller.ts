import { Controller, Delete, Get, Param, Post, Res, StreamableFile } from '@nestjs/common';
import { ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { P } from '@clube/shared';
import type { Principal } from '../../platform/auth/auth.guard.js';
import { CurrentPrincipal } from '../../platform/auth/current-principal.decorator.js';
import { ApiErrorDto } from '../../platform/http/api-error.dto.js';
import { Endpoint } from '../../platform/http/endpoint.decorator.js';
import { IntIdParam } from '../../platform/http/int-id.pipe.js';
import { CALENDAR_NOT_FOUND, CalendarFeedService } from './calendar-feed.service.js';
import { CalendarFeedDto } from './dto/calendar-feed.dto.js';
import { NamedPassDto } from './dto/named-pass.dto.js';
import { NamedPassesService } from './named-passes.service.js';
import { CALENDAR_MIME } from './ical.js';
import { INVITATION_IMAGE_MIME } from './invitation-image.js';
import {
  INVITATION_NOT_FOUND,
  RESERVATION_INVITATIONS_NOT_FOUND,
  ReservationInvitationsService,
} from './reservation-invitations.service.js';
import { EVENT_TICKETS_NOT_FOUND, TicketInvitationsService } from './ticket-invitations.service.js';

const ZIP_MIME = 'application/zip';
/** A member's own files: never kept by a shared cache. */
const PRIVATE_NO_STORE = 'private, no-store';

const attachment = (name: string) => `attachment; filename="${name}"`;

function jpeg(res: Response, file: { fileName: string; image: Buffer }): StreamableFile {
  res.setHeader('Cache-Control', PRIVATE_NO_STORE);
  return new StreamableFile(file.image, {
    type: INVITATION_IMAGE_MIME,
    length: file.image.length,
    disposition: attachment(file.fileName),
  });
}

/** Invitation images of the member's own confirmed reservations (member token). */
@ApiTags('Reservas do associado')
@ApiNotFoundResponse({ type: ApiErrorDto })
@Controller()
export class MemberInvitationsController {
  constructor(private readonly invitations: ReservationInvitationsService) {}

  @Get('reservation-invitations/:id/image')
  @Endpoint({
    member: true,
    operationId: 'downloadReservationInvitation',
    summary:
      'Baixa a imagem (JPEG, 1080×1350) de um convite de uma reserva confirmada do associado conectado: modelo de convite padrão, nome do convidado e QR code do código (000 + id).',
    produces: INVITATION_IMAGE_MIME,
    okDescription:
      'A imagem do convite (Content-Disposition: attachment; convite-000123-nome.jpg).',
    errors: [400, [404, INVITATION_NOT_FOUND]],
  })
  async downloadReservationInvitation(
    @CurrentPrincipal() me: Principal,
    @Param('id', IntIdParam) id: number,
    @Res({ passthrough: true }) res: Response,
  ): Promise<StreamableFile> {
    const { fileName, image } = await this.invitations.memberImage(me.id, id);
    res.setHeader('Cache-Control', PRIVATE_NO_STORE);
    return new StreamableFile(image, {
      type: INVITATION_IMAGE_MIME,
      length: image.length,
      disposition: attachment(fileName),
    });
  }

  @Get('local-reservations-associate/:id/invitations')
  @Endpoint({
    member: true,
    operationId: 'downloadMyReservationInvitations',
    summary:
      'Baixa num zip as imagens de todos os convites de uma reserva confirmada do associado conectado (404 se não é dele, não está confirmada ou não tem convidados).',
    produces: ZIP_MIME,
    okDescription: 'Zip com um JPEG por convidado (convites-reserva-<id>.zip).',
    errors: [400, [404, RESERVATION_INVITATIONS_NOT_FOUND]],
  })
  async downloadMyReservationInvitations(
    @CurrentPrincipal() me: Principal,
    @Param('id', IntIdParam) id: number,
    @Res({ passthrough: true }) res: Response,
  ): Promise<StreamableFile> {
    const zip = await this.invitations.zip(id, me.id);
    res.setHeader('Cache-Control', PRIVATE_NO_STORE);
    return new StreamableFile(zip, {
      type: ZIP_MIME,
      disposition: attachment(ReservationInvitationsService.zipName(id)),
    });
  }
}

/** The back office's download of a reservation's invitations (reserva-local). */
@ApiTags('Reservas de locais')
@ApiNotFoundResponse({ type: ApiErrorDto })
@Controller()
export class LocalReservationInvitationsController {
  constructor(private readonly invitations: ReservationInvitationsService) {}

  @Get('local-reservations/:id/invitations')
  @Endpoint({
    permission: P.listLocalReservation,
    operationId: 'downloadLocalReservationInvitations',
    summary:
      'Baixa num zip as imagens dos convites de uma reserva confirmada (404 se não existe, não está confirmada ou não tem convidados).',
    produces: ZIP_MIME,
    okDescription: 'Zip com um JPEG por convidado (convites-reserva-<id>.zip).',
    errors: [400, [404, RESERVATION_INVITATIONS_NOT_FOUND]],
  })
  async downloadLocalReservationInvitations(
    @Param('id', IntIdParam) id: number,
    @Res({ passthrough: true }) res: Response,
  ): Promise<StreamableFile> {
    const zip = await this.invitations.zip(id);
    res.setHeader('Cache-Control', PRIVATE_NO_STORE);
    return new StreamableFile(zip, {
      type: ZIP_MIME,
      disposition: attachment(ReservationInvitationsService.zipName(id)),
    });
  }
}

/** Invitation images of the member's own confirmed event tickets (member token). */
@ApiTags('Convites do associado')
@ApiNotFoundResponse({ type: ApiErrorDto })
@Controller()
export class MemberTicketInvitationsController {
  constructor(private readonly images: TicketInvitationsService) {}

  @Get('associate/tickets/:eventId/zip')
  @Endpoint({
    member: true,
    operationId: 'downloadMyEventTickets',
    summary:
      'Baixa num zip as imagens dos convites confirmados de um evento comprados pelo associado conectado (404 se não há nenhum).',
    produces: ZIP_MIME,
    okDescription: 'Zip com um JPEG por convite (convites-evento-<id>.zip).',
    errors: [400, [404, EVENT_TICKETS_NOT_FOUND]],
  })
  async downloadMyEventTickets(
    @CurrentPrincipal() me: Principal,
    @Param('eventId', IntIdParam) eventId: number,
    @Res({ passthrough: true }) res: Response,
  ): Promise<StreamableFile> {
    const zip = await this.images.zipOfEvent(me.id, eventId);
    res.setHeader('Cache-Control', PRIVATE_NO_STORE);
    return new StreamableFile(zip, {
      type: ZIP_MIME,
      disposition: attachment(TicketInvitationsService.zipName(eventId)),
    });
  }

  @Get('tickets/:id/image')
  @Endpoint({
    member: true,
    operationId: 'downloadTicketImage',
    summary:
      'Baixa a imagem (JPEG, 1080×1350) de um convite confirmado comprado pelo associado conectado: modelo do evento (ou o padrão), nome do convidado e QR code do código (000 + id).',
    produces: INVITATION_IMAGE_MIME,
    okDescription:
      'A imagem do convite (Content-Disposition: attachment; convite-000123-nome.jpg).',
    errors: [400, [404, INVITATION_NOT_FOUND]],
  })
  async downloadTicketImage(
    @CurrentPrincipal() me: Principal,
    @Param('id', IntIdParam) id: number,
    @Res({ passthrough: true }) res: Response,
  ): Promise<StreamableFile> {
    return jpeg(res, await this.images.memberImage(me.id, id));
  }
}

/** The back office's image of any ticket (convites: list-ticket). */
@ApiTags('Convites (cadastro)')
@ApiNotFoundResponse({ type: ApiErrorDto })
@Controller()
export class TicketStaffImageController {
  constructor(private readonly images: TicketInvitationsService) {}

  @Get('tickets/:id/staff-image')
  @Endpoint({
    permission: P.listTicket,
    operationId: 'downloadTicketStaffImage',
    summary: 'Baixa a imagem (JPEG) de qualquer convite.',
    produces: INVITATION_IMAGE_MIME,
    okDescription: 'A imagem do convite (Content-Disposition: attachment).',
    errors: [400, [404, INVITATION_NOT_FOUND]],
  })
  async downloadTicketStaffImage(
    @Param('id', IntIdParam) id: number,
    @Res({ passthrough: true }) res: Response,
  ): Promise<StreamableFile> {
    return jpeg(res, await this.images.staffImage(id));
  }
}

/** The member's private iCal feed: its URL (shown once), rotation, revocation, and the feed. */
@ApiTags('Agenda do associado')
@Controller()
export class CalendarFeedController {
  constructor(private readonly feeds: CalendarFeedService) {}

  @Get('associate-profile/calendar')
  @Endpoint({
    member: true,
    operationId: 'getMyCalendarFeed',
    summary:
      'Diz se o associado tem uma agenda (iCal) ativa. A URL secreta não é mostrada de novo (só o hash fica guardado): url é sempre null aqui; para uma URL, gere outra (POST).',
    ok: CalendarFeedDto,
  })
  async getMyCalendarFeed(
    @CurrentPrincipal() me: Principal,
    @Res({ passthrough: true }) res: Response,
  ): Promise<CalendarFeedDto> {
    res.setHeader('Cache-Control', 'no-store');
    return this.feeds.status(me.id);
  }

  @Post('associate-profile/calendar')
  @Endpoint({
    member: true,
    operationId: 'rotateMyCalendarFeed',
    summary:
      'Cria a URL secreta da agenda (iCal) das reservas do associado, para assinar no celular; se já havia uma, ela deixa de funcionar. A URL só aparece nesta resposta.',
    ok: CalendarFeedDto,
  })
  async rotateMyCalendarFeed(
    @CurrentPrincipal() me: Principal,
    @Res({ passthrough: true }) res: Response,
  ): Promise<CalendarFeedDto> {
    const { url, createdAt } = await this.feeds.rotate(me.id);
    res.setHeader('Cache-Control', 'no-store');
    return { active: true, url, createdAt: createdAt.toISOString() };
  }

  @Delete('associate-profile/calendar')
  @Endpoint({
    member: true,
    operationId: 'revokeMyCalendarFeed',
    summary: 'Revoga a agenda (iCal) do associado: a URL secreta deixa de funcionar.',
    ok: CalendarFeedDto,
  })
  async revokeMyCalendarFeed(@CurrentPrincipal() me: Principal): Promise<CalendarFeedDto> {
    await this.feeds.revoke(me.id);
    return { active: false, url: null, createdAt: null };
  }

  @Get('calendar/:token.ics')
  @Endpoint({
    public: true,
    operationId: 'getCalendarFeed',
    summary:
      'A agenda (iCal) de um associado pela URL secreta: reservas confirmadas e pendentes (a partir de 90 dias atrás) e as canceladas nos últimos 30 dias.',
    produces: 'text/calendar',
    okDescription: 'text/calendar; charset=utf-8 (RFC 5545).',
    errors: [[404, CALENDAR_NOT_FOUND]],
  })
  async getCalendarFeed(
    @Param('token') token: string,
    @Res({ passthrough: true }) res: Response,
  ): Promise<string> {
    const body = await this.feeds.feed(token);
    res.setHeader('Content-Type', CALENDAR_MIME);
    res.setHeader('Cache-Control', 'private, max-age=300');
    res.setHeader('X-Robots-Tag', 'noindex');
    return body;
  }
}

/**
 * The passes other members bought naming the member or a dependent (issue 25: a club person's
 * place is that person's): listed among the member's invitations, each with its image.
 */
@ApiTags('Convites do associado')
@ApiNotFoundResponse({ type: ApiErrorDto })
@Controller()
export class NamedPassesController {
  constructor(private readonly passes: NamedPassesService) {}

  @Get('passes-for-me')
  @Endpoint({
    member: true,
    operationId: 'listPassesForMe',
    summary:
      'Convites confirmados que outros associados compraram ou reservaram em nome do associado conectado ou de um dependente dele (pelo CPF), de visitas ainda por acontecer.',
    ok: [NamedPassDto],
  })
  listPassesForMe(@CurrentPrincipal() me: Principal): Promise<NamedPassDto[]> {
    return this.passes.list(me.id);
  }

  @Get('passes-for-me/tickets/:id/image')
  @Endpoint({
    member: true,
    operationId: 'downloadTicketForMe',
    summary:
      'Baixa a imagem de um convite de evento em nome do associado conectado ou de um dependente (comprado por outro associado).',
    produces: INVITATION_IMAGE_MIME,
    okDescription: 'A imagem do convite (JPEG).',
    errors: [400, [404, INVITATION_NOT_FOUND]],
  })
  async downloadTicketForMe(
    @CurrentPrincipal() me: Principal,
    @Param('id', IntIdParam) id: number,
    @Res({ passthrough: true }) res: Response,
  ): Promise<StreamableFile> {
    return jpeg(res, await this.passes.image(me.id, 'ticket', id));
  }

  @Get('passes-for-me/invitations/:id/image')
  @Endpoint({
    member: true,
    operationId: 'downloadInvitationForMe',
    summary:
      'Baixa a imagem de um convite de reserva em nome do associado conectado ou de um dependente (reservado por outro associado).',
    produces: INVITATION_IMAGE_MIME,
    okDescription: 'A imagem do convite (JPEG).',
    errors: [400, [404, INVITATION_NOT_FOUND]],
  })
  async downloadInvitationForMe(
    @CurrentPrincipal() me: Principal,
    @Param('id', IntIdParam) id: number,
    @Res({ passthrough: true }) res: Response,
  ): Promise<StreamableFile> {
    return jpeg(res, await this.passes.image(me.id, 'invitation', id));
  }
}
