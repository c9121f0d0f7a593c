/**
 * How a gate check reads: what it decided and what its attempt row keeps (`Outcome`), the
 * reply the gate keeper sees (the person with a masked CPF), and the person's kind as the
 * access report names it.
 */
import { API_MSG, hideCpf } from '@clube/shared';
import type { CardRefusal } from '../cards/card-verdict.js';
import type { AccessPersonDto, AccessVerdictDto } from './dto/access-validation.dto.js';
import type { AccessUserType } from './entities/access-attempt.entity.js';
import type { GateRefusal } from './gate-rules.js';

/** Why a check was refused: a gate rule's or the card's. */
export type AccessRefusal = GateRefusal | CardRefusal;

const USER_TYPES: Readonly<Record<string, AccessUserType>> = {
  associate: 'Associado',
  dependent: 'Dependente',
  guest: 'Convidado',
};

/** 'Associado', 'Dependente' or 'Convidado' from a guest's kind (none or unknown: 'Convidado'). */
export const userTypeOf = (kind: string | null): AccessUserType =>
  USER_TYPES[kind ?? 'guest'] ?? 'Convidado';

/** A card's owner: 'Associado' or 'Dependente'. */
export const cardUserType = (ownerType: 'Associate' | 'Dependent'): AccessUserType =>
  ownerType === 'Associate' ? 'Associado' : 'Dependente';

/** '***.456.789-**': the middle six digits of a CPF, the rest hidden (libs/shared `hideCpf`). */
export const maskDoc = (cpf: string | null): string | null => hideCpf(cpf);

/** What a check decided, and what the attempt row keeps. */
export interface Outcome {
  allowed: boolean;
  reasonCode: AccessRefusal | null;
  reason: string | null;
  /** Who: a club person as the register has them (with the photo), else the typed guest. */
  person: {
    name: string;
    userType: AccessUserType;
    cpf: string | null;
    /** The photo's URL (club people only). */
    photo?: string | null;
  } | null;
  place: string | null;
  usedAt: Date | null;
  localId: number | null;
  eventId?: number | null;
  reservationInvitationId?: number | null;
  ticketId?: number | null;
  cardId?: number | null;
}

/** The reply of an invitation's or ticket's check (and of a card code typed at the gate). */
export function verdictReply(attemptId: number, o: Outcome): AccessVerdictDto {
  const person: AccessPersonDto | null = o.person
    ? {
        name: o.person.name,
        userType: o.person.userType,
        doc: maskDoc(o.person.cpf),
        photo: o.person.photo ?? null,
      }
    : null;
  return {
    response: o.allowed,
    title: o.allowed ? API_MSG.accessGrantedTitle : API_MSG.accessDeniedValidationTitle,
    reasonCode: o.reasonCode,
    reason: o.reason,
    person,
    place: o.place,
    usedAt: o.usedAt ? o.usedAt.toISOString() : null,
    attemptId,
  };
}
