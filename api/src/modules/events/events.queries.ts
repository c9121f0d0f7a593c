import { statement } from '../../platform/database/sql.js';
import { EventStatus } from './entities/event.entity.js';

/** The events' SQL (the register's queries are TypeORM query builders on the entities). */
export const EVENTS_SQL = {
  /** Active events, newest first day first (`GET events/options`). */
  options: statement<{ id: number; title: string }>(
    'event-options',
    `SELECT e.id, e.title FROM event e WHERE e.status = ${EventStatus.Active}
      ORDER BY (SELECT min(d.starts_at) FROM event_date d WHERE d.event_id = e.id) DESC NULLS LAST,
               e.id DESC`,
  ),
};
