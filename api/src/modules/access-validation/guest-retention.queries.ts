import { statement } from '../../platform/database/sql.js';
import { ANONYMISED_GUEST_NAME, guestAnonymisedSql } from '../reservations/guest-retention.js';
import { reservationGuestDueSql } from '../reservations/guest-retention.queries.js';
import { ticketGuestDueSql } from '../tickets/guest-retention.queries.js';

/**
 * The gate's copies of a guest (an attempt's snapshot of the name and CPF, and the person in the
 * reply kept for a retried request) are anonymised by the same rule as the invitation or ticket
 * checked (`reservations/guest-retention.ts`), before them, in the same transaction. The row,
 * its verdict and time stay: the access report counts them.
 */
export const anonymiseGuestAttempts = statement<void, [now: Date, cutoff: Date]>(
  'gate.anonymiseGuestAttempts',
  `UPDATE access_attempt aa
      SET name = '${ANONYMISED_GUEST_NAME}', doc = NULL,
          reply = CASE WHEN jsonb_typeof(aa.reply -> 'person') = 'object'
                       THEN jsonb_set(jsonb_set(aa.reply, '{person,name}',
                                                to_jsonb('${ANONYMISED_GUEST_NAME}'::text)),
                                      '{person,doc}', 'null'::jsonb)
                       ELSE aa.reply END
    WHERE NOT ${guestAnonymisedSql('aa.name', 'aa.doc')}
      AND (aa.reservation_invitation_id IN (
             SELECT i.id FROM reservation_invitation i
               JOIN local_reservation r ON r.id = i.reservation_id
              WHERE ${reservationGuestDueSql('i', 'r')})
        OR aa.ticket_id IN (SELECT t.id FROM ticket t WHERE ${ticketGuestDueSql('t')}))`,
);
