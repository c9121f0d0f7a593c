import { Injectable } from '@nestjs/common';
import { lockOrder } from '../orders/orders.queries.js';
import { RefundReason } from '../payments/entities/money-movement.entity.js';
import { TicketCancellation } from './ticket-cancel.js';
import { InjectDataSource } from '@nestjs/typeorm';
import { type DataSource, type EntityManager, In } from 'typeorm';
import { API_MSG, ErrorCode, formatCents, MSG, RecordStatus } from '@clube/shared';
import { execute, queryOne } from '../../platform/database/sql.js';
import { AppException } from '../../platform/http/app-exception.js';
import { paginate } from '../../platform/http/pagination.js';
import { contentStatus } from '../content/content.js';
import { invitationCode } from '../reservations/reservation-format.js';
import { TicketTemplate } from '../ticket-template/entities/ticket-template.entity.js';
import type {
  CreateTicketDto,
  TicketDto,
  TicketListQueryDto,
  TicketPageDto,
  TicketStatusLabel,
  UpdateTicketDto,
} from './dto/ticket.dto.js';
import { Ticket, TICKET_STATUS_LABELS, TicketStatus } from './entities/ticket.entity.js';
import { TICKET_MSG as M, TICKET_REFUSAL } from './ticket-messages.js';
import {
  effectiveTicketStatus,
  expiredTicketSql,
  heldTicketSql,
  isActiveTicket,
} from './ticket-stock.js';
import { TICKETS_SQL } from './tickets.queries.js';
import { WaitlistService } from './waitlist.service.js';

const invalid = (field: string, message: string) =>
  AppException.badRequest(message, ErrorCode.ValidationFailed, { [field]: message });

/** The form's status: Ativo → Confirmado, Inativo → Cancelado. */
const fromFormStatus = (status: number | undefined) =>
  status === RecordStatus.Inactive ? TicketStatus.Cancelled : TicketStatus.Confirmed;

/**
 * The back office's tickets register (convites, `tickets` routes): the purchased tickets and the
 * invitations staff issue. A purchased ticket changes only its name and status (cancelling gives
 * its place back: the event's waitlist is served); a staff one tied to an event counts in its
 * stock (the event locked, one active ticket per CPF).
 */
@Injectable()
export class TicketsRegisterService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly waitlist: WaitlistService,
    private readonly cancellation: TicketCancellation,
  ) {}

  private toDto(t: Ticket, now: number): TicketDto {
    const status = effectiveTicketStatus(t, now);
    return {
      id: t.id,
      code: invitationCode(t.id),
      title: t.title,
      text: t.text,
      address: t.address,
      value: t.value,
      valueFormatted: formatCents(t.value),
      eventDate: t.eventDate.toISOString(),
      template: t.ticketTemplate
        ? { id: t.ticketTemplate.id, description: t.ticketTemplate.title }
        : null,
      status: { id: status, description: TICKET_STATUS_LABELS[status] as TicketStatusLabel },
      formStatus: contentStatus(
        isActiveTicket(t, now) ? RecordStatus.Active : RecordStatus.Inactive,
      ),
      name: t.name,
      cpf: t.cpf,
      kind: t.kind,
      event: t.event ? { id: t.event.id, title: t.event.title } : null,
      orderId: t.orderId,
      associate: t.associate ? { id: t.associate.id, name: t.associate.name } : null,
      purchased: t.orderId !== null,
      usedAt: t.usedAt?.toISOString() ?? null,
    };
  }

  private load(manager: EntityManager, id: number): Promise<Ticket | null> {
    return manager.getRepository(Ticket).findOne({
      where: { id },
      relations: { event: true, ticketTemplate: true, associate: true },
    });
  }

  /** `GET tickets`. */
  async list(query: TicketListQueryDto): Promise<TicketPageDto> {
    const qb = this.db
      .getRepository(Ticket)
      .createQueryBuilder('t')
      .leftJoinAndSelect('t.event', 'e')
      .leftJoinAndSelect('t.ticketTemplate', 'tt')
      .leftJoinAndSelect('t.associate', 'a');
    if (query.event !== undefined) qb.andWhere('t.event_id = :event', { event: query.event });
    // Pendente and Expirado as they read now (a hold past its time is Expirado).
    if (query.status === TicketStatus.Pending) qb.andWhere(heldTicketSql('t'));
    else if (query.status === TicketStatus.Expired) qb.andWhere(expiredTicketSql('t'));
    else if (query.status !== undefined) {
      qb.andWhere('t.status = :status', { status: query.status });
    }
    const page = await paginate(qb, query, {
      sortable: {
        id: 't.id',
        code: 't.id',
        title: 't.title',
        name: 't.name',
        eventDate: 't.eventDate',
        value: 't.value',
        status: 't.status',
      },
      defaultSort: '-id',
      searchable: ['t.name', 't.title'],
      searchableDigits: ['t.cpf'],
    });
    const now = Date.now();
    return { data: page.data.map((t) => this.toDto(t, now)), total: page.total };
  }

  /** `GET tickets/{id}`. */
  async get(id: number): Promise<TicketDto> {
    const t = await this.load(this.db.manager, id);
    if (!t) throw AppException.notFound(M.ticketNotFound);
    return this.toDto(t, Date.now());
  }

  private async template(tx: EntityManager, id: number | null | undefined) {
    if (id === undefined || id === null) return null;
    const template = await tx.getRepository(TicketTemplate).findOneBy({ id });
    if (!template) throw invalid('template', API_MSG.ticketTemplateNotFound);
    return template.id;
  }

  /** `POST tickets`: a staff invitation (tied to an event: locked, counted in its stock). */
  async create(dto: CreateTicketDto): Promise<TicketDto> {
    const id = await this.db.transaction(async (tx) => {
      const eventId = dto.event ?? null;
      if (eventId !== null) await this.lockEvent(tx, eventId);
      const status = fromFormStatus(dto.status);
      if (eventId !== null && dto.cpf && status === TicketStatus.Confirmed) {
        await this.checkCpfFree(tx, eventId, dto.cpf, null);
      }
      const inserted = await tx.getRepository(Ticket).insert({
        eventId,
        orderId: null,
        associateId: null,
        name: dto.name ?? '',
        cpf: dto.cpf ?? null,
        kind: null,
        title: dto.title,
        text: dto.text || null,
        address: dto.address || null,
        value: dto.value,
        eventDate: new Date(dto.eventDate),
        ticketTemplateId: await this.template(tx, dto.template),
        status,
      });
      return inserted.identifiers[0]['id'] as number;
    });
    return this.get(id);
  }

  /**
   * `PUT tickets/{id}`. A purchased ticket changes only its name and status (cancelling gives
   * its place back: the event's waitlist is served); a staff one changes everything.
   */
  async update(id: number, dto: UpdateTicketDto): Promise<TicketDto> {
    await this.db.transaction(async (tx) => {
      const current = await tx.getRepository(Ticket).findOneBy({ id });
      if (!current) throw AppException.notFound(M.ticketNotFound);
      const eventIds = [current.eventId, dto.event].filter(
        (e): e is number => typeof e === 'number',
      );
      // The order before the events (as the payments lock them): a cancel changes what it owes.
      if (current.orderId !== null) await execute(tx, lockOrder, [current.orderId]);
      for (const e of [...new Set(eventIds)].sort((a, b) => a - b)) await this.lockEvent(tx, e);
      const t = (await tx.getRepository(Ticket).findOneBy({ id })) as Ticket;
      const now = Date.now();
      const before = effectiveTicketStatus(t, now);
      const wasActive = isActiveTicket(t, now);
      const patch: Partial<Ticket> = {};
      if (dto.name !== undefined) patch.name = dto.name ?? '';
      if (t.orderId !== null) {
        const extra = Object.entries(dto).filter(
          ([k, v]) => v !== undefined && k !== 'name' && k !== 'status',
        );
        if (extra.length) throw invalid(extra[0][0], M.purchasedFields);
        if (dto.status === RecordStatus.Inactive && wasActive) {
          // Cancelled by staff: its order owes its value less (refunded when paid), the
          // waitlist is served.
          if (Object.keys(patch).length) await tx.getRepository(Ticket).update({ id }, patch);
          await this.cancellation.cancelPurchased(
            tx,
            t,
            RefundReason.StaffCancelled,
            'staff:tickets-register',
          );
          return;
        }
        if (dto.status === RecordStatus.Active && !wasActive) {
          throw invalid('status', M.purchasedReactivate);
        }
      } else {
        if (dto.title !== undefined) patch.title = dto.title;
        if (dto.text !== undefined) patch.text = dto.text || null;
        if (dto.address !== undefined) patch.address = dto.address || null;
        if (dto.value !== undefined) patch.value = dto.value;
        if (dto.eventDate !== undefined) patch.eventDate = new Date(dto.eventDate);
        if (dto.template !== undefined)
          patch.ticketTemplateId = await this.template(tx, dto.template);
        if (dto.cpf !== undefined) patch.cpf = dto.cpf ?? null;
        if (dto.event !== undefined) patch.eventId = dto.event ?? null;
        if (dto.status !== undefined) patch.status = fromFormStatus(dto.status);
        const eventId = patch.eventId !== undefined ? patch.eventId : t.eventId;
        const cpf = patch.cpf !== undefined ? patch.cpf : t.cpf;
        const status = patch.status ?? t.status;
        if (eventId !== null && cpf && status === TicketStatus.Confirmed) {
          await this.checkCpfFree(tx, eventId, cpf, t.id);
        }
      }
      if (Object.keys(patch).length) await tx.getRepository(Ticket).update({ id }, patch);
      const after = patch.status ?? before;
      const returned =
        t.eventId !== null &&
        wasActive &&
        (after === TicketStatus.Cancelled ||
          (patch.eventId !== undefined && patch.eventId !== t.eventId));
      if (returned && t.eventId !== null) await this.waitlist.ticketsReturned(tx, t.eventId);
    });
    return this.get(id);
  }

  /** `DELETE tickets/{id}`, `POST tickets/multiple`: staff invitations only (409 for a purchased one). */
  async remove(ids: number[]): Promise<void> {
    await this.db.transaction(async (tx) => {
      const rows = await tx.getRepository(Ticket).findBy({ id: In(ids) });
      if (rows.length !== new Set(ids).size) throw AppException.notFound(M.ticketNotFound);
      if (rows.some((t) => t.orderId !== null)) throw TICKET_REFUSAL.purchasedDelete();
      const events = [
        ...new Set(rows.map((t) => t.eventId).filter((e): e is number => e !== null)),
      ];
      for (const e of events.sort((a, b) => a - b)) await this.lockEvent(tx, e);
      await tx.getRepository(Ticket).delete({ id: In(ids) });
      for (const e of events) await this.waitlist.ticketsReturned(tx, e);
    });
  }

  private async lockEvent(tx: EntityManager, eventId: number): Promise<void> {
    if (!(await queryOne(tx, TICKETS_SQL.lockEvent, [eventId]))) {
      throw invalid('event', MSG.eventNotFound);
    }
  }

  private async checkCpfFree(
    tx: EntityManager,
    eventId: number,
    cpf: string,
    exceptId: number | null,
  ): Promise<void> {
    if (await queryOne(tx, TICKETS_SQL.cpfHeld, [eventId, cpf, exceptId])) {
      throw TICKET_REFUSAL.cpfHasTicket(cpf);
    }
  }
}
