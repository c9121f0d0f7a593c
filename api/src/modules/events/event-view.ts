import type { EntityManager, SelectQueryBuilder } from 'typeorm';
import { formatCents, MSG, RecordStatus } from '@clube/shared';
import { contentStatus, fileRef } from '../content/content.js';
import { ContentStore } from '../content/content-store.js';
import { fileUrl } from '../files/files.service.js';
import type { TicketTemplate } from '../ticket-template/entities/ticket-template.entity.js';
import type { EventDto, EventPublicDto } from './dto/event.dto.js';
import type { EventFile } from './entities/event-file.entity.js';
import { Event } from './entities/event.entity.js';
import { byStart, saleOpen } from './event-sale.js';
import type { EventStock } from './event-tickets.port.js';

/** Joins what an event is shown with (alias `e`): place, template, image, days, gallery. */
const withFiles = (qb: SelectQueryBuilder<Event>): SelectQueryBuilder<Event> =>
  qb
    .leftJoinAndSelect('e.local', 'local')
    .leftJoinAndSelect('e.ticketTemplate', 'template')
    .leftJoinAndSelect('template.image', 'templateImage')
    .leftJoinAndSelect('e.image', 'image')
    .leftJoinAndSelect('e.dates', 'day')
    .leftJoinAndSelect('e.gallery', 'ef')
    .leftJoinAndSelect('ef.file', 'efile');

/** Events loaded, locked and deleted with their files (the content modules' store). */
export const EVENT_STORE = new ContentStore<Event>({
  entity: Event,
  alias: 'e',
  withFiles,
  filesOf: (e) => [e.image, ...e.gallery.map((f) => f.file)],
  notFound: MSG.eventNotFound,
});

/** A query of events (alias `e`) with what they are shown with. */
export const selectEvents = (manager: EntityManager): SelectQueryBuilder<Event> =>
  withFiles(manager.getRepository(Event).createQueryBuilder('e'));

const byPosition = (a: EventFile, b: EventFile) => a.position - b.position || a.id - b.id;

const days = (e: Event) =>
  [...(e.dates ?? [])]
    .sort(byStart)
    .map((d) => ({ id: d.id, startsAt: d.startsAt.toISOString(), endsAt: d.endsAt.toISOString() }));

/** A ticket template an invitation may be drawn with: an active one. */
export const usableTemplate = (t: TicketTemplate | null | undefined): TicketTemplate | null =>
  t && t.status === RecordStatus.Active ? t : null;

/** An event as the back office sees it, with its stock (sold, remaining). */
export function toEventDto(e: Event, stock: EventStock): EventDto {
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
    ticketCancelHours: e.ticketCancelHours,
    maxTicketsPerOrder: e.maxTicketsPerOrder,
    maxTicketsPerMember: e.maxTicketsPerMember,
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

/**
 * An event as visitors see it: the tickets still for sale, the sale window, and the look of its
 * invitations (its own active template, else the settings' default `fallback`).
 */
export function toEventPublic(
  e: Event,
  stock: EventStock,
  fallback: TicketTemplate | null,
  now: Date,
): EventPublicDto {
  const template = usableTemplate(e.ticketTemplate) ?? fallback;
  return {
    id: e.id,
    title: e.title,
    description: e.description,
    observations: e.observations,
    startSale: e.startSale.toISOString(),
    endSale: e.endSale.toISOString(),
    saleOpen: saleOpen(e, now),
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
