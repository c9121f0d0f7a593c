import type { ConstraintMeanings } from './platform/database/database-errors.js';
import { GATE_CONSTRAINTS } from './modules/access-validation/access-validation.constraints.js';
import { ASSOCIATES_CONSTRAINTS } from './modules/associates/associates.constraints.js';
import { CARDS_CONSTRAINTS } from './modules/cards/cards.constraints.js';
import { COMPANIES_CONSTRAINTS } from './modules/companies/companies.constraints.js';
import { COVENANT_CONSTRAINTS } from './modules/covenant/covenant.constraints.js';
import { EVENTS_CONSTRAINTS } from './modules/events/events.constraints.js';
import { LOCAL_TYPES_CONSTRAINTS } from './modules/local-types/local-types.constraints.js';
import { LOCALS_CONSTRAINTS } from './modules/locals/locals.constraints.js';
import { NEWS_CONSTRAINTS } from './modules/news/news.constraints.js';
import { PAYMENTS_CONSTRAINTS } from './modules/payments/payments.constraints.js';
import { RESERVATION_INTERVALS_CONSTRAINTS } from './modules/reservation-intervals/reservation-intervals.constraints.js';
import { RESERVATIONS_CONSTRAINTS } from './modules/reservations/reservations.constraints.js';
import { SITE_CONFIGURATION_CONSTRAINTS } from './modules/site-configuration/site-configuration.constraints.js';
import { SPORTS_CONSTRAINTS } from './modules/sports/sports.constraints.js';
import { BARRED_CPFS_CONSTRAINTS } from './modules/barred-cpfs/barred-cpfs.constraints.js';
import { API_KEYS_CONSTRAINTS } from './modules/api-keys/api-keys.constraints.js';
import { TICKETS_CONSTRAINTS } from './modules/tickets/tickets.constraints.js';
import { USERS_CONSTRAINTS } from './modules/users/users.constraints.js';

/**
 * What every named unique, exclusion and check constraint of the schema means to a member,
 * staff and a program: each module says it of its own tables (`<module>.constraints.ts`), this
 * list puts them together for the one translator (`platform/database/database-errors.ts`), as
 * `entities.ts` does for the entities. A test requires a meaning for every constraint a request
 * can run into.
 */
export const CONSTRAINT_MEANINGS: ConstraintMeanings = {
  // Content, registers and places
  ...COMPANIES_CONSTRAINTS,
  ...SPORTS_CONSTRAINTS,
  ...BARRED_CPFS_CONSTRAINTS,
  ...RESERVATION_INTERVALS_CONSTRAINTS,
  ...LOCAL_TYPES_CONSTRAINTS,
  ...LOCALS_CONSTRAINTS,
  ...COVENANT_CONSTRAINTS,
  ...NEWS_CONSTRAINTS,
  ...SITE_CONFIGURATION_CONSTRAINTS,
  // Events and tickets
  ...EVENTS_CONSTRAINTS,
  ...TICKETS_CONSTRAINTS,
  // Reservations and payments
  ...RESERVATIONS_CONSTRAINTS,
  ...PAYMENTS_CONSTRAINTS,
  // Identity, associates, cards and the gate
  ...USERS_CONSTRAINTS,
  ...ASSOCIATES_CONSTRAINTS,
  ...CARDS_CONSTRAINTS,
  ...GATE_CONSTRAINTS,
  ...API_KEYS_CONSTRAINTS,
};
