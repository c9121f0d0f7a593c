import { clubDate, clubDateTime, clubTime } from '../../../shared/ui/club-time';
import type { EventDayDto, EventPublicDto } from '../api/generated-api';

/** The query parameter naming the open event: `/eventos?evento=<id>` opens its dialog. */
export const EVENT_PARAM = 'evento';

/** The facts the buy rule reads (EventPublicDto's). */
type SaleFacts = Pick<EventPublicDto, 'numberOfTicketsForSale' | 'startSale' | 'endSale'>;

/** The sale window holds `now`: startSale <= now < endSale (the API's rule). */
export function withinSale(event: Pick<SaleFacts, 'startSale' | 'endSale'>, now: number): boolean {
  const start = Date.parse(event.startSale);
  const end = Date.parse(event.endSale);
  if (Number.isNaN(start) || Number.isNaN(end)) return false;
  return start <= now && now < end;
}

/**
 * The spec's rule for 'Comprar convite': a member signed in, numberOfTicketsForSale above 0 and
 * the current time within startSale .. endSale.
 */
export function canBuyTickets(event: SaleFacts, memberSignedIn: boolean, now: number): boolean {
  return memberSignedIn && event.numberOfTicketsForSale > 0 && withinSale(event, now);
}

/** 'Venda de convite esgotada' shows when nothing is left for sale. */
export function isSoldOut(event: Pick<EventPublicDto, 'numberOfTicketsForSale'>): boolean {
  return event.numberOfTicketsForSale <= 0;
}

/** 'Vendas de DD/MM/AAAA HH:mm a DD/MM/AAAA HH:mm' (the club's time). */
export function salePeriodText(event: Pick<EventPublicDto, 'startSale' | 'endSale'>): string {
  return `Vendas de ${clubDateTime(event.startSale)} a ${clubDateTime(event.endSale)}`;
}

/**
 * One day of the event: 'DD/MM/AAAA HH:mm às HH:mm' when it ends on the day it starts, else
 * 'DD/MM/AAAA HH:mm às DD/MM/AAAA HH:mm' (a night that runs past midnight).
 */
export function eventDayText(day: Pick<EventDayDto, 'startsAt' | 'endsAt'>): string {
  const sameDay = clubDate(day.startsAt) === clubDate(day.endsAt);
  return `${clubDateTime(day.startsAt)} às ${sameDay ? clubTime(day.endsAt) : clubDateTime(day.endsAt)}`;
}

/** The invitations left, in words: '1 convite', '12 convites'. */
export function ticketsLeftText(count: number): string {
  return `${count} ${count === 1 ? 'convite' : 'convites'}`;
}

/** The dialog's pictures: the card image first, then the gallery (no repeats). */
export function eventPhotos(event: Pick<EventPublicDto, 'image' | 'gallery'>): string[] {
  const photos = [event.image, ...(event.gallery ?? [])].filter(
    (photo): photo is string => typeof photo === 'string' && photo !== '',
  );
  return [...new Set(photos)];
}

/** The first day's start (the card and my invitations show it), or null without days. */
export function firstDay(event: Pick<EventPublicDto, 'eventDates'>): string | null {
  return event.eventDates?.[0]?.startsAt ?? null;
}
