import { statement } from '../../platform/database/sql.js';
import {
  ANONYMISED_GUEST_NAME,
  guestAnonymisedSql,
  guestDataDueSql,
} from '../reservations/guest-retention.js';
import { ticketGuestColumns } from './ticket-guest-retention.js';

/** The guest retention's SQL for tickets (the rule: `reservations/guest-retention.ts`). */

/** SQL: the ticket `t`'s guest is due at $1 (now), cutoff $2. */
export const ticketGuestDueSql = (t: string): string =>
  guestDataDueSql(ticketGuestColumns(t), { now: '$1', cutoff: '$2' });

/**
 * Anonymises the tickets' guests that are due and not anonymised yet (a null CPF leaves the
 * one-active-ticket-per-CPF index alone). $1 now, $2 cutoff.
 */
export const anonymiseTicketGuests = statement<void, [now: Date, cutoff: Date]>(
  'tickets.anonymiseGuests',
  `UPDATE ticket t SET name = '${ANONYMISED_GUEST_NAME}', cpf = NULL
    WHERE ${ticketGuestDueSql('t')} AND NOT ${guestAnonymisedSql('t.name', 't.cpf')}`,
);
