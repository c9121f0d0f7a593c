import { statement } from '../../platform/database/sql.js';
import {
  ANONYMISED_GUEST_NAME,
  guestAnonymisedSql,
  guestDataDueSql,
  reservationGuestColumns,
} from './guest-retention.js';

/** The guest retention's SQL for reservations' guests (the rule: `guest-retention.ts`). */

/** SQL: the guest `i` of the reservation `r` is due at $1 (now), cutoff $2. */
export const reservationGuestDueSql = (i: string, r: string): string =>
  guestDataDueSql(reservationGuestColumns(i, r), { now: '$1', cutoff: '$2' });

/** Anonymises the reservations' guests that are due and not anonymised yet. $1 now, $2 cutoff. */
export const anonymiseReservationGuests = statement<void, [now: Date, cutoff: Date]>(
  'reservations.anonymiseGuests',
  `UPDATE reservation_invitation i SET name = '${ANONYMISED_GUEST_NAME}', doc = NULL
     FROM local_reservation r
    WHERE r.id = i.reservation_id AND ${reservationGuestDueSql('i', 'r')}
      AND NOT ${guestAnonymisedSql('i.name', 'i.doc')}`,
);
