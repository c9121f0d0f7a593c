/** Business constants both specs state, shared by the API and the apps. */

/** Tables: rows per page and search debounce. */
export const TABLE_PAGE_SIZE = 10;
export const SEARCH_DEBOUNCE_MS = 300;
/** Portal news list page size ('Ver mais notícias' shows only after a full page). */
export const NEWS_PAGE_SIZE = 10;

export const MAX_DEPENDENTS = 3;

/** Access validation code: at least 4 characters, numeric, below 2147483647. */
export const ACCESS_CODE_MIN_LENGTH = 4;
export const ACCESS_CODE_LIMIT = 2147483647;

/** Credit card payment needs a total of at least R$ 100 (in cents). */
export const CREDIT_CARD_MIN_TOTAL_CENTS = 10000;

/** The longest period a report covers (both ends counted). */
export const REPORT_MAX_DAYS = 366;

/** A reservation interval (the length of a place's reservation slot) in minutes: 1 to 1440. */
export const RESERVATION_INTERVAL_MIN_MINUTES = 1;
export const RESERVATION_INTERVAL_MAX_MINUTES = 1440;

/** Place-type reschedule interval default, in days. */
export const RESCHEDULE_INTERVAL_DEFAULT_DAYS = 90;
/** Place-type reschedule interval: 1 to 3650 days (ten years). */
export const RESCHEDULE_INTERVAL_MIN_DAYS = 1;
export const RESCHEDULE_INTERVAL_MAX_DAYS = 3650;

/**
 * Fair use of a place type (issue 25), with the defaults a new or existing type gets: active
 * future reservations per family, reservations per family on one date, and the hour at which
 * the newest date opens for booking. Null (left empty in the form) means no limit / midnight.
 */
export const BOOKING_LIMIT_DEFAULTS = {
  activePerFamily: 2,
  perFamilyPerDay: 1,
  opensAtHour: 8,
} as const;
/** A family limit: 1 to 365 reservations; the booking hour 0 to 23. */
export const BOOKING_LIMIT_MAX = 365;
export const BOOKING_HOUR_MAX = 23;
export const BOOKING_LIMIT_RANGE_MSG = `Informe um número inteiro de 1 a ${BOOKING_LIMIT_MAX}, ou deixe vazio para não limitar.`;
export const BOOKING_HOUR_RANGE_MSG = `Informe uma hora inteira de 0 a ${BOOKING_HOUR_MAX}.`;

/**
 * How many reservations (visits) one guest CPF may be invited to in a calendar month, across
 * every host (issue 25); null in the settings: no cap. 1 to 31.
 */
export const GUEST_VISITS_PER_MONTH_DEFAULT = 4;
export const GUEST_VISITS_PER_MONTH_MAX = 31;
export const GUEST_VISITS_RANGE_MSG = `Informe um número inteiro de 1 a ${GUEST_VISITS_PER_MONTH_MAX}, ou deixe vazio para não limitar.`;

/** A place type's values (associated, external, invited): 0 to R$ 1.000.000,00, in cents. */
export const PLACE_PRICE_MAX_CENTS = 100_000_000;

/** A place: capacity 1 to 10000 people; reservation time 1 minute to 24 hours (kept in minutes). */
export const LOCAL_CAPACITY_MAX = 10_000;
export const LOCAL_RESERVATION_MAX_MINUTES = 1440;
/** Photos of a place's gallery sent in one form. */
export const LOCAL_PHOTOS_MAX = 20;

/** An event: tickets for sale 0 to 9999 (the admin's 4-digit mask); 1 to 30 days; gallery photos per form. */
export const EVENT_TICKETS_MAX = 9999;
/** Until how many hours before an event a ticket can be cancelled and refunded, by default. */
export const DEFAULT_TICKET_CANCEL_HOURS = 48;
/** The most hours staff may set (30 days). */
export const TICKET_CANCEL_HOURS_MAX = 720;

/**
 * An event's fair-use limits on tickets (issue 25), holds included: per purchase, and per
 * member over all his orders of the event. 1 to 9999 (9999: no limit in practice).
 */
export const EVENT_TICKET_LIMIT_DEFAULTS = { perOrder: 10, perMember: 20 } as const;
export const EVENT_TICKET_LIMIT_MAX = 9999;
export const EVENT_TICKET_LIMIT_INVALID = `Informe um número inteiro de 1 a ${EVENT_TICKET_LIMIT_MAX}.`;
export const EVENT_DAYS_MAX = 30;
export const EVENT_PHOTOS_MAX = 20;

/** Identifier prefixes: holder card, dependent card, ticket/reservation invite. */
export const CARD_ID_PREFIX_HOLDER = '001';
export const CARD_ID_PREFIX_DEPENDENT = '002';
export const INVITE_ID_PREFIX = '000';

/** Ticket status sent when tickets are created. */
export const TICKET_STATUS_ON_CREATE = 2;

/**
 * True for an access code the validation form accepts: digits only, at least
 * 4 of them, numerically below 2147483647.
 */
export function isValidAccessCode(code: string): boolean {
  if (typeof code !== 'string' || !/^\d+$/.test(code)) return false;
  return code.length >= ACCESS_CODE_MIN_LENGTH && Number(code) < ACCESS_CODE_LIMIT;
}
