/** The demo seed's SQL for the access report (demo-access.ts): a few gate attempts. */
import { RecordStatus } from '@clube/shared';
import { statement } from '../../platform/database/sql.js';

export const DEMO_ACCESS_SQL = {
  attempts: statement<{ n: number }>(
    'demo-access-count',
    'SELECT count(*)::int AS n FROM access_attempt',
  ),
  places: statement<{ id: number }>(
    'demo-access-places',
    'SELECT id FROM local ORDER BY id LIMIT 2',
  ),
  people: statement<{ name: string; cpf: string | null }>(
    'demo-access-people',
    `SELECT name, cpf FROM associate WHERE status = ${RecordStatus.Active} ORDER BY registration NULLS LAST, name LIMIT 6`,
  ),
  staff: statement<{ id: string }>(
    'demo-access-staff',
    'SELECT id FROM staff_user WHERE admin ORDER BY created_at LIMIT 1',
  ),
  /**
   * A card attempt at $11 days from today, $12 o'clock in the club's time zone ($13): code,
   * place, person (name, document type and number, kind), verdict and reason, staff user.
   */
  insert: statement<
    void,
    [
      code: number,
      localId: number,
      name: string | null,
      docType: string | null,
      doc: string | null,
      userType: string | null,
      allowed: boolean,
      reasonCode: string | null,
      reason: string | null,
      staffUserId: string | null,
      day: number,
      hour: number,
      timeZone: string,
    ]
  >(
    'demo-access-insert',
    `INSERT INTO access_attempt (kind, code, local_id, name, doc_type, doc, user_type, allowed,
         reason_code, reason, staff_user_id, created_at)
       VALUES ('card', $1, $2, $3, $4, $5, $6, $7, $8, $9, $10,
         (date_trunc('day', now() AT TIME ZONE $13) + make_interval(days => $11::int, hours => $12::int))
           AT TIME ZONE $13)`,
  ),
};
