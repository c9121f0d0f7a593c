import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type DataSource, type EntityManager, In } from 'typeorm';
import { ErrorCode, formatCents, MSG } from '@clube/shared';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config.js';
import { sanitizeRichText } from '../../platform/html/sanitize.js';
import { AppException } from '../../platform/http/app-exception.js';
import { firstFile, type UploadedForm } from '../../platform/http/multipart.js';
import { paginate } from '../../platform/http/pagination.js';
import { ContentStatus, contentStatus, fileRef } from '../content/content.js';
import { ContentStore } from '../content/content-store.js';
import { fileUrl, FilesService, type UploadUnit } from '../files/files.service.js';
import { Local } from '../locals/entities/local.entity.js';
import type { RegisterOptionDto } from '../registers/registers.js';
import { SiteConfiguration } from '../site-configuration/entities/site-configuration.entity.js';
import { TicketTemplate } from '../ticket-template/entities/ticket-template.entity.js';
import type {
  CreateEventDto,
  EventDayInputDto,
  EventDto,
  EventListQueryDto,
  EventPageDto,
  EventPublicDto,
  UpdateEventDto,
} from './dto/event.dto.js';
import { EventDate } from './entities/event-date.entity.js';
import { EventFile } from './entities/event-file.entity.js';
import { Event, EventStatus } from './entities/event.entity.js';

const NOT_FOUND = MSG.eventNotFound;
const TEMPLATE_ACTIVE = 1;

/** Active tickets of an event: Confirmado, or Pendente whose hold has not expired (SQL). */
export const ACTIVE_TICKET_SQL = `(t.status = 1 OR (t.status = 2 AND t.hold_expires_at > now()))`;

/** The stock of some events: total, active tickets, tickets under an open waitlist offer. */
const STOCK_SQL = `
  SELECT e.id, e.tickets_total AS total,
         COALESCE(t.active, 0) AS active, COALESCE(w.offered, 0) AS offered
    FROM event e
    LEFT JOIN (SELECT t.event_id, count(*) AS active FROM ticket t
                WHERE t.event_id = ANY($1) AND ${ACTIVE_TICKET_SQL}
                GROUP BY t.event_id) t ON t.event_id = e.id
    LEFT JOIN (SELECT w.event_id, sum(w.offered_quantity) AS offered FROM event_waitlist w
                WHERE w.event_id = ANY($1) AND w.status = 2 AND w.offer_expires_at > now()
                GROUP BY w.event_id) w ON w.event_id = e.id
   WHERE e.id = ANY($1)`;

export interface EventStock {
  total: number;
  /** Active tickets (sold or reserved). */
  active: number;
  /** Tickets held by open waitlist offers. */
  offered: number;
  /** max(0, total − active − offered). */
  remaining: number;
}

const EMPTY_STOCK: EventStock = { total: 0, active: 0, offered: 0, remaining: 0 };

const byStart = (a: EventDate, b: EventDate) =>
  a.startsAt.getTime() - b.startsAt.getTime() || a.id - b.id;
const byPosition = (a: EventFile, b: EventFile) => a.position - b.position || a.id - b.id;

const days = (e: Event) =>
  [...(e.dates ?? [])]
    .sort(byStart)
    .map((d) => ({ id: d.id, startsAt: d.startsAt.toISOString(), endsAt: d.endsAt.toISOString() }));

const invalid = (field: string, message: string) =>
  AppException.badRequest(message, ErrorCode.ValidationFailed, { [field]: message });

/** The end of an event's last day (its dates loaded), or null without days. */
export function lastDayEnd(event: Pick<Event, 'dates'>): Date | null {
  let end: Date | null = null;
  for (const d of event.dates ?? []) if (!end || d.endsAt > end) end = d.endsAt;
  return end;
}

/**
 * The events register (cadastro-eventos), the public reads (events-public) and, for the
 * tickets module, the stock rules: `remaining`, `lockForSale`, `saleOpen`.
 */
@Injectable()
export class EventsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly files: FilesService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  private readonly store = new ContentStore<Event>({
    entity: Event,
    alias: 'e',
    withFiles: (qb) =>
      qb
        .leftJoinAndSelect('e.local', 'local')
        .leftJoinAndSelect('e.ticketTemplate', 'template')
        .leftJoinAndSelect('template.image', 'templateImage')
        .leftJoinAndSelect('e.image', 'image')
        .leftJoinAndSelect('e.dates', 'day')
        .leftJoinAndSelect('e.gallery', 'ef')
        .leftJoinAndSelect('ef.file', 'efile'),
    filesOf: (e) => [e.image, ...e.gallery.map((f) => f.file)],
    notFound: NOT_FOUND,
  });

  // ── The stock (for the tickets module) ──────────────────────────────────────────────────

  /** Total, active and offered tickets of each event (one query for all of them). */
  async stock(manager: EntityManager, ids: number[]): Promise<Map<number, EventStock>> {
    if (!ids.length) return new Map();
    const rows: { id: number; total: number; active: string; offered: string }[] =
      await manager.query(STOCK_SQL, [ids]);
    return new Map(
      rows.map((r) => {
        const total = Number(r.total);
        const active = Number(r.active);
        const offered = Number(r.offered);
        return [r.id, { total, active, offered, remaining: Math.max(0, total - active - offered) }];
      }),
    );
  }

  /**
   * Tickets still for sale: tickets_total − active tickets (1, or 2 with hold_expires_at >
   * now()) − tickets under an open waitlist offer (2 with offer_expires_at > now()) to somebody
   * other than `exceptAssociateId` (a member buying under his own offer). Never below 0.
   * Inside the purchase transaction, after `lockForSale`, this count is stable.
   */
  async remaining(tx: EntityManager, eventId: number, exceptAssociateId?: string): Promise<number> {
    const [row]: { remaining: number }[] = await tx.query(
      `SELECT GREATEST(0, e.tickets_total
                 - (SELECT count(*) FROM ticket t WHERE t.event_id = e.id AND ${ACTIVE_TICKET_SQL})
                 - (SELECT COALESCE(sum(w.offered_quantity), 0) FROM event_waitlist w
                     WHERE w.event_id = e.id AND w.status = 2 AND w.offer_expires_at > now()
                       AND ($2::uuid IS NULL OR w.associate_id <> $2::uuid)))::int AS remaining
         FROM event e WHERE e.id = $1`,
      [eventId, exceptAssociateId ?? null],
    );
    if (!row) throw AppException.notFound(NOT_FOUND);
    return Number(row.remaining);
  }

  /** Active tickets of an event (sold or reserved). */
  async activeTickets(manager: EntityManager, eventId: number): Promise<number> {
    const [row]: { n: string }[] = await manager.query(
      `SELECT count(*) AS n FROM ticket t WHERE t.event_id = $1 AND ${ACTIVE_TICKET_SQL}`,
      [eventId],
    );
    return Number(row?.n ?? 0);
  }

  /**
   * Locks the event row (`SELECT … FOR UPDATE`: the purchases of one event wait for each
   * other, nothing else) and returns it with its days in order; 404 'Evento não encontrado.'.
   */
  async lockForSale(tx: EntityManager, eventId: number): Promise<Event> {
    const event = await tx
      .getRepository(Event)
      .createQueryBuilder('e')
      .setLock('pessimistic_write')
      .where('e.id = :eventId', { eventId })
      .getOne();
    if (!event) throw AppException.notFound(NOT_FOUND);
    event.dates = (await tx.getRepository(EventDate).findBy({ eventId })).sort(byStart);
    return event;
  }

  /** Sale open: active, start_sale <= now < end_sale, and the last day not ended (dates loaded). */
  saleOpen(
    event: Pick<Event, 'status' | 'startSale' | 'endSale' | 'dates'>,
    now = new Date(),
  ): boolean {
    const end = lastDayEnd(event);
    return (
      event.status === EventStatus.Active &&
      event.startSale <= now &&
      now < event.endSale &&
      end !== null &&
      end > now
    );
  }

  // ── Back office ─────────────────────────────────────────────────────────────────────────

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
      ids.length
        ? this.store.query(this.db.manager).where('e.id IN (:...ids)', { ids }).getMany()
        : [],
      this.stock(this.db.manager, ids),
    ]);
    const byId = new Map(rows.map((e) => [e.id, e]));
    return {
      data: ids
        .map((id) => byId.get(id))
        .filter((e): e is Event => Boolean(e))
        .map((e) => this.toDto(e, stock.get(e.id) ?? EMPTY_STOCK)),
      total: page.total,
    };
  }

  async get(id: number): Promise<EventDto> {
    const event = await this.store.load(this.db.manager, id);
    const stock = await this.stock(this.db.manager, [id]);
    return this.toDto(event, stock.get(id) ?? EMPTY_STOCK);
  }

  /** Active events, newest first day first (`GET events/options`: the gate, reports). */
  async options(): Promise<RegisterOptionDto[]> {
    const rows: { id: number; title: string }[] = await this.db.query(
      `SELECT e.id, e.title FROM event e WHERE e.status = $1
        ORDER BY (SELECT min(d.starts_at) FROM event_date d WHERE d.event_id = e.id) DESC NULLS LAST, e.id DESC`,
      [EventStatus.Active],
    );
    return rows.map((r) => ({ id: r.id, description: r.title }));
  }

  async create(dto: CreateEventDto, form: UploadedForm): Promise<EventDto> {
    const id = await this.files.transaction(async (tx, files) => {
      const row = tx.getRepository(Event).create({
        title: dto.title,
        startSale: new Date(dto.startSale),
        endSale: new Date(dto.endSale),
        freeLimit: dto.freeLimit,
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
      const event = await this.store.load(tx, id, true);
      const { gallery, dates: _dates, ...row } = event;
      if (dto.title !== undefined) row.title = dto.title;
      if (dto.startSale !== undefined) row.startSale = new Date(dto.startSale);
      if (dto.endSale !== undefined) row.endSale = new Date(dto.endSale);
      if (dto.freeLimit !== undefined) row.freeLimit = dto.freeLimit;
      if (dto.guestInvitePrice !== undefined) row.guestPriceCents = dto.guestInvitePrice;
      if (dto.emphasis !== undefined) row.emphasis = dto.emphasis;
      if (dto.status !== undefined) row.status = dto.status;
      if (dto.numberOfTicketsForSale !== undefined) {
        const active = await this.activeTickets(tx, id);
        if (dto.numberOfTicketsForSale < active) {
          throw invalid('numberOfTicketsForSale', MSG.eventTicketsBelowActive(active));
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
   * stays) is a 409: inactivate it instead. 404 if one of the ids is missing.
   */
  async remove(ids: number[]): Promise<void> {
    const [row]: { n: string }[] = await this.db.query(
      'SELECT count(*) AS n FROM ticket WHERE event_id = ANY($1)',
      [ids],
    );
    if (Number(row?.n ?? 0) > 0) {
      throw AppException.conflict(MSG.eventHasTickets, ErrorCode.Conflict);
    }
    try {
      await this.store.remove(this.files, ids);
    } catch (err) {
      // A ticket inserted meanwhile (FK RESTRICT).
      const code = (err as { driverError?: { code?: string } }).driverError?.code;
      if (code === '23503') throw AppException.conflict(MSG.eventHasTickets, ErrorCode.Conflict);
      throw err;
    }
  }

  // ── Public reads ────────────────────────────────────────────────────────────────────────

  /**
   * Active events whose last day has not ended, emphasis first, then by first day. The stock
   * of all of them in one query; never cached (it changes with every sale).
   */
  async publicList(): Promise<EventPublicDto[]> {
    const rows = await this.store
      .query(this.db.manager)
      .where('e.status = :active', { active: EventStatus.Active })
      .andWhere(
        'EXISTS (SELECT 1 FROM event_date ld WHERE ld.event_id = e.id AND ld.ends_at > now())',
      )
      .getMany();
    const first = (e: Event) => Math.min(...(e.dates ?? []).map((d) => d.startsAt.getTime()));
    rows.sort(
      (a, b) => Number(b.emphasis) - Number(a.emphasis) || first(a) - first(b) || a.id - b.id,
    );
    const [stock, fallback] = await Promise.all([
      this.stock(
        this.db.manager,
        rows.map((e) => e.id),
      ),
      this.defaultTemplate(),
    ]);
    const now = new Date();
    return rows.map((e) => this.toPublic(e, stock.get(e.id) ?? EMPTY_STOCK, fallback, now));
  }

  /** One active event whose last day has not ended; else 404. */
  async publicOne(id: number): Promise<EventPublicDto> {
    const event = await this.store
      .query(this.db.manager)
      .where('e.id = :id', { id })
      .andWhere('e.status = :active', { active: EventStatus.Active })
      .getOne();
    const now = new Date();
    const end = event && lastDayEnd(event);
    if (!event || !end || end <= now) throw AppException.notFound(NOT_FOUND);
    const [stock, fallback] = await Promise.all([
      this.stock(this.db.manager, [id]),
      this.defaultTemplate(),
    ]);
    return this.toPublic(event, stock.get(id) ?? EMPTY_STOCK, fallback, now);
  }

  // ── Helpers ─────────────────────────────────────────────────────────────────────────────

  private async defaultTemplate(): Promise<TicketTemplate | null> {
    const settings = await this.db.getRepository(SiteConfiguration).findOne({
      where: { id: 1 },
      relations: { templateDefault: { image: true } },
    });
    const template = settings?.templateDefault;
    return template && template.status === TEMPLATE_ACTIVE ? template : null;
  }

  private toDto(e: Event, stock: EventStock): EventDto {
    return {
      id: e.id,
      title: e.title,
      ticketTemplate: e.ticketTemplate
        ? { id: e.ticketTemplate.id, description: e.ticketTemplate.title }
        : null,
      observations: e.observations,
      description: e.description,
      local: { id: e.local.id, description: e.local.description },
      startSale: e.startSale.toISOString(),
      endSale: e.endSale.toISOString(),
      freeLimit: e.freeLimit,
      numberOfTicketsForSale: e.ticketsTotal,
      guestInvitePrice: e.guestPriceCents,
      guestInvitePriceFormatted: formatCents(e.guestPriceCents),
      status: contentStatus(e.status),
      emphasis: e.emphasis,
      eventDates: days(e),
      image: fileRef(e.image),
      gallery: [...(e.gallery ?? [])]
        .sort(byPosition)
        .map((f) => ({ id: f.file.id, file: fileUrl(f.file) ?? '' })),
      sold: stock.active,
      remaining: stock.remaining,
    };
  }

  private toPublic(
    e: Event,
    stock: EventStock,
    fallback: TicketTemplate | null,
    now: Date,
  ): EventPublicDto {
    const own = e.ticketTemplate?.status === TEMPLATE_ACTIVE ? e.ticketTemplate : null;
    const template = own ?? fallback;
    return {
      id: e.id,
      title: e.title,
      description: e.description,
      observations: e.observations,
      startSale: e.startSale.toISOString(),
      endSale: e.endSale.toISOString(),
      saleOpen: this.saleOpen(e, now),
      numberOfTicketsForSale: stock.remaining,
      ticketsTotal: e.ticketsTotal,
      guestInvitePrice: e.guestPriceCents,
      guestInvitePriceFormatted: formatCents(e.guestPriceCents),
      freeLimit: e.freeLimit,
      eventDates: days(e),
      image: fileUrl(e.image),
      gallery: [...(e.gallery ?? [])]
        .sort(byPosition)
        .map((f) => fileUrl(f.file))
        .filter((url): url is string => Boolean(url)),
      local: { id: e.local.id, description: e.local.description },
      emphasis: e.emphasis,
      template: template ? { image: fileUrl(template.image), color: template.color } : null,
    };
  }

  /** References, the sale period and the rich texts, shared by create and edit. */
  private async apply(
    tx: EntityManager,
    row: Event,
    dto: CreateEventDto | UpdateEventDto,
  ): Promise<void> {
    if (dto.local !== undefined) {
      const local = await tx.getRepository(Local).findOneBy({ id: dto.local });
      if (!local) throw invalid('local', MSG.localNotFound);
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
        if (!template) throw invalid('ticketTemplate', MSG.ticketTemplateNotFound);
        row.ticketTemplate = template;
        row.ticketTemplateId = template.id;
      }
    }
    if (row.endSale.getTime() <= row.startSale.getTime()) {
      throw invalid('endSale', MSG.eventSaleEndBeforeStart);
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
        throw invalid(`eventDates.${i}.endsAt`, MSG.eventDayEndBeforeStart);
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
