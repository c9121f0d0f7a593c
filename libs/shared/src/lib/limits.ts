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

/** A reservation interval (the length of a place's reservation slot) in minutes: 1 to 1440. */
export const RESERVATION_INTERVAL_MIN_MINUTES = 1;
export const RESERVATION_INTERVAL_MAX_MINUTES = 1440;

/** Place-type reschedule interval default, in days. */
export const RESCHEDULE_INTERVAL_DEFAULT_DAYS = 90;

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
