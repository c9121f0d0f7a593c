import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type DataSource, type EntityManager, In } from 'typeorm';
import { API_MSG, ErrorCode, EVENT_TICKET_LIMIT_DEFAULTS, MSG } from '@clube/shared';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config.js';
import { queryRows } from '../../platform/database/sql.js';
import { sanitizeRichText } from '../../platform/html/sanitize.js';
import { AppException } from '../../platform/http/app-exception.js';
import { firstFile, type UploadedForm } from '../../platform/http/multipart.js';
import { paginate } from '../../platform/http/pagination.js';
import { ContentStatus } from '../content/content.js';
import { FilesService, type UploadUnit } from '../files/files.service.js';
import { Local } from '../locals/entities/local.entity.js';
import type { RegisterOptionDto } from '../registers/registers.js';
import { TicketTemplate } from '../ticket-template/entities/ticket-template.entity.js';
import type {
  CreateEventDto,
  EventDayInputDto,
  EventDto,
  EventListQueryDto,
  EventPageDto,
  UpdateEventDto,
} from './dto/event.dto.js';
import { EventDate } from './entities/event-date.entity.js';
import { EventFile } from './entities/event-file.entity.js';
import { DEFAULT_TICKET_CANCEL_HOURS, Event } from './entities/event.entity.js';
import { EVENT_TICKETS, EventTickets, NO_STOCK } from './event-tickets.port.js';
import { EVENT_STORE, selectEvents, toEventDto } from './event-view.js';
import { EVENTS_SQL } from './events.queries.js';

const invalid = (field: string, message: string) =>
  AppException.badRequest(message, ErrorCode.ValidationFailed, { [field]: message });

/**
 * The events register (cadastro-eventos): list with the stock of each row, one, the options,
 * create, edit (the stock never below the active tickets) and delete (not with tickets). The
 * stock is asked of the tickets through `EventTickets`.
 */
@Injectable()
export class EventsRegisterService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly files: FilesService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(EVENT_TICKETS) private readonly tickets: EventTickets,
  ) {}

  async list(query: EventListQueryDto): Promise<EventPageDto> {
    const qb = this.db.getRepository(Event).createQueryBuilder('e');
    if (query.status !== undefined) qb.andWhere('e.status = :status', { status: query.status });
    if (query.local !== undefined) qb.andWhere('e.local_id = :local', { local: query.local });
    if (query.from || query.to) {
      if (query.from && query.to && query.to < query.from) {
        throw invalid('to', MSG.endBeforeStart);
      }
      qb.andWhere(
        `EXISTS (SELECT 1 FROM event_date d WHERE d.event_id = e.id
            AND (CAST(:from AS date) IS NULL OR (d.ends_at AT TIME ZONE :tz)::date >= CAST(:from AS date))
            AND (CAST(:to AS date) IS NULL OR (d.starts_at AT TIME ZONE :tz)::date <= CAST(:to AS date)))`,
        { from: query.from ?? null, to: query.to ?? null, tz: this.config.clubTimeZone },
      );
    }
    const page = await paginate(qb, query, {
      sortable: {
        firstDay: '(SELECT min(fd.starts_at) FROM event_date fd WHERE fd.event_id = e.id)',
        title: 'e.title',
        status: 'e.status',
        id: 'e.id',
      },
      defaultSort: '-firstDay',
      searchable: ['e.title'],
    });
    const ids = page.data.map((e) => e.id);
    const [rows, stock] = await Promise.all([
      ids.length ? selectEvents(this.db.manager).where('e.id IN (:...ids)', { ids }).getMany() : [],
      this.tickets.stock(this.db.manager, ids),
    ]);
    const byId = new Map(rows.map((e) => [e.id, e]));
    return {
      data: ids
        .map((id) => byId.get(id))
        .filter((e): e is Event => Boolean(e))
        .map((e) => toEventDto(e, stock.get(e.id) ?? NO_STOCK)),
      total: page.total,
    };
  }

  async get(id: number): Promise<EventDto> {
    const event = await EVENT_STORE.load(this.db.manager, id);
    const stock = await this.tickets.stock(this.db.manager, [id]);
    return toEventDto(event, stock.get(id) ?? NO_STOCK);
  }

  /** Active events, newest first day first (`GET events/options`: the gate, reports). */
  async options(): Promise<RegisterOptionDto[]> {
    const rows = await queryRows(this.db, EVENTS_SQL.options, []);
    return rows.map((r) => ({ id: r.id, description: r.title }));
  }

  async create(dto: CreateEventDto, form: UploadedForm): Promise<EventDto> {
    const id = await this.files.transaction(async (tx, files) => {
      const row = tx.getRepository(Event).create({
        title: dto.title,
        startSale: new Date(dto.startSale),
        endSale: new Date(dto.endSale),
        freeLimit: dto.freeLimit,
        ticketCancelHours: dto.ticketCancelHours ?? DEFAULT_TICKET_CANCEL_HOURS,
        maxTicketsPerOrder: dto.maxTicketsPerOrder ?? EVENT_TICKET_LIMIT_DEFAULTS.perOrder,
        maxTicketsPerMember: dto.maxTicketsPerMember ?? EVENT_TICKET_LIMIT_DEFAULTS.perMember,
        ticketsTotal: dto.numberOfTicketsForSale,
        guestPriceCents: dto.guestInvitePrice,
        emphasis: dto.emphasis ?? false,
        status: dto.status ?? ContentStatus.Active,
      });
      await this.apply(tx, row, dto);
      const image = firstFile(form, 'image');
      row.image = image ? await files.store(image, 'image', 'image') : null;
      const saved = await tx.getRepository(Event).save(row);
      await this.replaceDays(tx, saved.id, dto.eventDates);
      await this.addPhotos(tx, files, saved.id, form?.['gallery'] ?? [], 0);
      return saved.id;
    });
    return this.get(id);
  }

  async update(id: number, dto: UpdateEventDto, form: UploadedForm): Promise<EventDto> {
    await this.files.transaction(async (tx, files) => {
      // The lock makes a lowered stock and a purchase of this event wait for each other.
      const event = await EVENT_STORE.load(tx, id, true);
      const { gallery, dates: _dates, ...row } = event;
      if (dto.title !== undefined) row.title = dto.title;
      if (dto.startSale !== undefined) row.startSale = new Date(dto.startSale);
      if (dto.endSale !== undefined) row.endSale = new Date(dto.endSale);
      if (dto.freeLimit !== undefined) row.freeLimit = dto.freeLimit;
      if (dto.ticketCancelHours !== undefined) row.ticketCancelHours = dto.ticketCancelHours;
      if (dto.maxTicketsPerOrder !== undefined) row.maxTicketsPerOrder = dto.maxTicketsPerOrder;
      if (dto.maxTicketsPerMember !== undefined) row.maxTicketsPerMember = dto.maxTicketsPerMember;
      if (dto.guestInvitePrice !== undefined) row.guestPriceCents = dto.guestInvitePrice;
      if (dto.emphasis !== undefined) row.emphasis = dto.emphasis;
      if (dto.status !== undefined) row.status = dto.status;
      if (dto.numberOfTicketsForSale !== undefined) {
        const { active } = (await this.tickets.stock(tx, [id])).get(id) ?? NO_STOCK;
        if (dto.numberOfTicketsForSale < active) {
          throw invalid('numberOfTicketsForSale', API_MSG.eventTicketsBelowActive(active));
        }
        row.ticketsTotal = dto.numberOfTicketsForSale;
      }
      await this.apply(tx, row as Event, dto);

      const image = firstFile(form, 'image');
      if (image || dto.removeImage) {
        files.discard(row.image);
        row.image = image ? await files.store(image, 'image', 'image') : null;
      }
      await tx.getRepository(Event).save(row);
      if (dto.eventDates !== undefined) await this.replaceDays(tx, id, dto.eventDates);

      const removeIds = new Set(dto.removeGallery ?? []);
      const removed = gallery.filter((f) => removeIds.has(f.file.id));
      if (removed.length !== removeIds.size) {
        throw invalid('removeGallery', 'Foto não pertence a este evento.');
      }
      for (const f of removed) files.discard(f.file);
      if (removed.length) {
        await tx.getRepository(EventFile).delete({ id: In(removed.map((f) => f.id)) });
      }
      const next = gallery.reduce((max, f) => Math.max(max, f.position + 1), 0);
      await this.addPhotos(tx, files, id, form?.['gallery'] ?? [], next);
    });
    return this.get(id);
  }

  /**
   * Deletes events and their files; an event with tickets (any ticket row: the sold history
   * stays) is a 409: inactivate it instead. 404 if one of the ids is missing. A ticket written
   * meanwhile is refused by its foreign key (`events.constraints.ts`: the same 409).
   */
  async remove(ids: number[]): Promise<void> {
    if (await this.tickets.anyTicket(this.db.manager, ids)) {
      throw AppException.conflict(API_MSG.eventHasTickets, ErrorCode.EventHasTickets);
    }
    await EVENT_STORE.remove(this.files, ids);
  }

  /** References, the sale period and the rich texts, shared by create and edit. */
  private async apply(
    tx: EntityManager,
    row: Event,
    dto: CreateEventDto | UpdateEventDto,
  ): Promise<void> {
    if (dto.local !== undefined) {
      const local = await tx.getRepository(Local).findOneBy({ id: dto.local });
      if (!local) throw invalid('local', API_MSG.localNotFound);
      row.local = local;
      row.localId = local.id;
    }
    if (dto.ticketTemplate !== undefined) {
      if (dto.ticketTemplate === null) {
        row.ticketTemplate = null;
        row.ticketTemplateId = null;
      } else {
        const template = await tx
          .getRepository(TicketTemplate)
          .findOneBy({ id: dto.ticketTemplate });
        if (!template) throw invalid('ticketTemplate', API_MSG.ticketTemplateNotFound);
        row.ticketTemplate = template;
        row.ticketTemplateId = template.id;
      }
    }
    if (row.endSale.getTime() <= row.startSale.getTime()) {
      throw invalid('endSale', API_MSG.eventSaleEndBeforeStart);
    }
    if (dto.description !== undefined) {
      const description = sanitizeRichText(dto.description);
      if (!description) throw invalid('description', MSG.required);
      row.description = description;
    }
    if (dto.observations !== undefined) {
      row.observations =
        dto.observations === null ? null : sanitizeRichText(dto.observations) || null;
    }
  }

  /** The event's days become exactly these (checked: each end after its start). */
  private async replaceDays(
    tx: EntityManager,
    eventId: number,
    list: EventDayInputDto[],
  ): Promise<void> {
    const parsed = list.map((d, i) => {
      const startsAt = new Date(d.startsAt);
      const endsAt = new Date(d.endsAt);
      if (endsAt.getTime() <= startsAt.getTime()) {
        throw invalid(`eventDates.${i}.endsAt`, API_MSG.eventDayEndBeforeStart);
      }
      return { eventId, startsAt, endsAt };
    });
    await tx.getRepository(EventDate).delete({ eventId });
    await tx.getRepository(EventDate).insert(parsed);
  }

  private async addPhotos(
    tx: EntityManager,
    files: UploadUnit,
    eventId: number,
    uploads: Express.Multer.File[],
    from: number,
  ): Promise<void> {
    for (const [i, upload] of uploads.entries()) {
      const file = await files.store(upload, 'image', 'gallery');
      await tx
        .getRepository(EventFile)
        .insert({ event: { id: eventId }, file: { id: file.id }, position: from + i });
    }
  }
}
