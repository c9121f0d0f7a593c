import { ErrorCode } from '@clube/shared';
import type { ConstraintMeanings } from '../../platform/database/database-errors.js';
import { WAITLIST_ACTIVE_INDEX } from './entities/event-waitlist.entity.js';
import { TICKET_ACTIVE_CPF_INDEX } from './entities/ticket.entity.js';
import { TICKET_MSG as M } from './ticket-messages.js';

/** The CPF of a refusal of `UQ_ticket_active_cpf`: 'Key (event_id, cpf)=(7, 11144477735) …'. */
export const refusedCpf = (detail: string | undefined): string | null =>
  /=\(\d+, (\d{11})\)/.exec(detail ?? '')?.[1] ?? null;

/**
 * What the tickets' constraints mean (composed in `api/src/constraints.ts`): a CPF holds one
 * active ticket per event (the purchases check it first; this answers simultaneous ones), a
 * member one active entry per event's waitlist.
 */
export const TICKETS_CONSTRAINTS: ConstraintMeanings = {
  [TICKET_ACTIVE_CPF_INDEX]: {
    code: ErrorCode.CpfHasTicket,
    message: (refusal) => {
      const cpf = refusedCpf(refusal.detail);
      return cpf ? M.cpfHasTicket(cpf) : M.conflict;
    },
  },
  [WAITLIST_ACTIVE_INDEX]: { code: ErrorCode.AlreadyInWaitlist, message: M.alreadyInLine },
};
