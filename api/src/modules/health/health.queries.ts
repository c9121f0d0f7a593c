// The health check's SQL: one round trip to the database.
import { statement } from '../../platform/database/sql.js';

export const HEALTH_SQL = {
  ping: statement<{ ok: number }>('health-ping', 'SELECT 1 AS ok'),
};
