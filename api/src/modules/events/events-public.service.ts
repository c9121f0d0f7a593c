import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { MSG } from '@clube/shared';
import { AppException } from '../../platform/http/app-exception.js';
import { SiteConfiguration } from '../site-configuration/entities/site-configuration.entity.js';
import type { TicketTemplate } from '../ticket-template/entities/ticket-template.entity.js';
import type { EventPublicDto } from './dto/event.dto.js';
import { type Event, EventStatus } from './entities/event.entity.js';
import { lastDayEnd } from './event-sale.js';
import { EVENT_TICKETS, EventTickets, NO_STOCK } from './event-tickets.port.js';
import { selectEvents, toEventPublic, usableTemplate } from './event-view.js';

/**
 * The public reads of events (events-public): the active events whose last day has not ended,
 * with the tickets still for sale (asked of the tickets through `EventTickets`).
 */
@Injectable()
export class EventsPublicService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(EVENT_TICKETS) private readonly tickets: EventTickets,
  ) {}

  /**
   * Active events whose last day has not ended, emphasis first, then by first day. The stock
   * of all of them in one query; never cached (it changes with every sale).
   */
  async publicList(): Promise<EventPublicDto[]> {
    const rows = await selectEvents(this.db.manager)
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
      this.tickets.stock(
        this.db.manager,
        rows.map((e) => e.id),
      ),
      this.defaultTemplate(),
    ]);
    const now = new Date();
    return rows.map((e) => toEventPublic(e, stock.get(e.id) ?? NO_STOCK, fallback, now));
  }

  /** One active event whose last day has not ended; else 404. */
  async publicOne(id: number): Promise<EventPublicDto> {
    const event = await selectEvents(this.db.manager)
      .where('e.id = :id', { id })
      .andWhere('e.status = :active', { active: EventStatus.Active })
      .getOne();
    const now = new Date();
    const end = event && lastDayEnd(event);
    if (!event || !end || end <= now) throw AppException.notFound(MSG.eventNotFound);
    const [stock, fallback] = await Promise.all([
      this.tickets.stock(this.db.manager, [id]),
      this.defaultTemplate(),
    ]);
    return toEventPublic(event, stock.get(id) ?? NO_STOCK, fallback, now);
  }

  /** The settings' default ticket template, when active. */
  private async defaultTemplate(): Promise<TicketTemplate | null> {
    const settings = await this.db.getRepository(SiteConfiguration).findOne({
      where: { id: 1 },
      relations: { templateDefault: { image: true } },
    });
    return usableTemplate(settings?.templateDefault);
  }
}
