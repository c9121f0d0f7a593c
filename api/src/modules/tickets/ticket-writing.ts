import type { DataSource, EntityManager } from 'typeorm';
import { QueryFailedError } from 'typeorm';
import { AppException } from '../../platform/http/app-exception.js';
import { WAITLIST_ACTIVE_INDEX } from './entities/event-waitlist.entity.js';
import { TICKET_ACTIVE_CPF_INDEX } from './entities/ticket.entity.js';
import { TICKET_MSG as M } from './ticket-messages.js';

/**
 * One transaction; the database refusals a user can cause are 409s in Portuguese, never 500s:
 * a CPF that already holds an active ticket of the event (the partial unique index), a second
 * active waitlist entry, and unique or foreign-key refusals of a simultaneous change.
 */
export async function writing<T>(
  db: DataSource,
  work: (tx: EntityManager) => Promise<T>,
): Promise<T> {
  try {
    return await db.transaction(work);
  } catch (err) {
    throw asConflict(err);
  }
}

/** The 409 a database refusal stands for (see `writing`); any other error as it is. */
export function asConflict(err: unknown): unknown {
  if (!(err instanceof QueryFailedError)) return err;
  const pg = err.driverError as { code?: string; constraint?: string; detail?: string };
  if (pg.code === '23505' && pg.constraint === TICKET_ACTIVE_CPF_INDEX) {
    // "Key (event_id, cpf)=(7, 11144477735) already exists."
    const cpf = /=\(\d+, (\d{11})\)/.exec(pg.detail ?? '')?.[1];
    return AppException.conflict(cpf ? M.cpfHasTicket(cpf) : M.conflict);
  }
  if (pg.code === '23505' && pg.constraint === WAITLIST_ACTIVE_INDEX) {
    return AppException.conflict(M.alreadyInLine);
  }
  if (pg.code === '23505' || pg.code === '23503') return AppException.conflict(M.conflict);
  return err;
}
