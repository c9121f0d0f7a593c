import {
  API_MSG,
  EVENT_DAYS_MAX,
  EVENT_TICKETS_MAX,
  MSG,
  type RecordStatus,
  TICKET_CANCEL_HOURS_MAX,
  EVENT_TICKET_LIMIT_INVALID,
  EVENT_TICKET_LIMIT_MAX,
} from '@clube/shared';
import {
  instantAfterRule,
  moneyRule,
  recordStatusRule,
  requiredChoiceRule,
  requiredDateRule,
  requiredRichTextRule,
  requiredText,
  wholeNumberRule,
} from '@clube/shared/forms';
import * as yup from 'yup';

/** The guest price's ceiling (R$ 1.000.000,00), as the API checks it. */
export const EVENT_PRICE_MAX_CENTS = 100_000_000;
/** The API's integers (free limit). */
const INT_MAX = 2_147_483_647;

/** One day of the event (start and end on the club's clock); `key` only tells the rows apart. */
const daySchema = yup.object({
  key: yup.string().default(''),
  startsAt: requiredDateRule(),
  endsAt: instantAfterRule('startsAt', API_MSG.eventDayEndBeforeStart),
});

/**
 * The event form (admin spec §5: place, sale start and end, free limit, tickets for sale,
 * guest price, title, description and status required; the API's rules besides: the sale and
 * each day end after they start, 1 to 30 days, 0 to 9999 tickets, the price typed in reais).
 */
export const eventSchema = yup.object({
  title: requiredText().max(150),
  ticketTemplate: yup.number().nullable().default(null),
  observations: yup.string().default(''),
  description: requiredRichTextRule(),
  local: requiredChoiceRule(),
  startSale: requiredDateRule(),
  endSale: instantAfterRule('startSale', API_MSG.eventSaleEndBeforeStart),
  freeLimit: wholeNumberRule(0, INT_MAX, API_MSG.eventFreeLimitInvalid),
  ticketCancelHours: wholeNumberRule(0, TICKET_CANCEL_HOURS_MAX, API_MSG.eventCancelHoursInvalid),
  maxTicketsPerOrder: wholeNumberRule(1, EVENT_TICKET_LIMIT_MAX, EVENT_TICKET_LIMIT_INVALID),
  maxTicketsPerMember: wholeNumberRule(1, EVENT_TICKET_LIMIT_MAX, EVENT_TICKET_LIMIT_INVALID),
  numberOfTicketsForSale: yup
    .string()
    .default('')
    .trim()
    .required(MSG.required)
    .test('tickets', API_MSG.eventTicketsRange, (text) => {
      if (!text || !/^\d{1,4}$/.test(text)) return false;
      return Number(text) <= EVENT_TICKETS_MAX;
    }),
  guestInvitePrice: moneyRule(API_MSG.eventPriceInvalid, EVENT_PRICE_MAX_CENTS),
  status: recordStatusRule(),
  emphasis: yup.boolean().default(false),
  eventDates: yup
    .array(daySchema)
    .default([])
    .min(1, API_MSG.eventDaysRange)
    .max(EVENT_DAYS_MAX, API_MSG.eventDaysRange),
  image: yup.mixed<File>().nullable().default(null),
  removeImage: yup.boolean().default(false),
  gallery: yup.array(yup.mixed<File>().required()).default([]),
});

export interface EventDayValues {
  /** Tells the rows apart (React keys, field ids); not sent. */
  key: string;
  /** Instants with their offset ('' until chosen). */
  startsAt: string;
  endsAt: string;
}

/** The form's values: the price as typed text in reais, the tickets as the masked digits. */
export interface EventValues {
  title: string;
  ticketTemplate: number | null;
  observations: string;
  description: string;
  local: number | null;
  startSale: string;
  endSale: string;
  freeLimit: number | null;
  /** Until how many hours before the first day a bought ticket can be cancelled (refunded). */
  ticketCancelHours: number | null;
  /** Fair use (issue 25): tickets per purchase, and per member with his unpaid holds. */
  maxTicketsPerOrder: number | null;
  maxTicketsPerMember: number | null;
  /** Up to 4 digits (the mask). */
  numberOfTicketsForSale: string;
  /** Reais as typed ('30,00'); the API keeps cents. */
  guestInvitePrice: string;
  status: RecordStatus;
  emphasis: boolean;
  eventDates: EventDayValues[];
  /** The newly cropped card image. */
  image: File | null;
  /** The saved card image is to be removed. */
  removeImage: boolean;
  /** New photos to add to the gallery. */
  gallery: File[];
}
