import { type EntityManager, In } from 'typeorm';
import { ErrorCode, MSG } from '@clube/shared';
import { AppException } from '../../platform/http/app-exception.js';
import {
  CLUB_PERSON_NAME_MISMATCH,
  clubPeople,
  identifyGuests,
} from '../associates/club-people.js';
import { refuseBarredGuests } from '../barred-cpfs/barred-cpfs.rules.js';
import { otherFamiliesFree } from '../site-configuration/club-policy.js';
import type { GuestDto } from './dto/local-reservation.dto.js';
import { type GuestKind, ReservationInvitation } from './entities/reservation-invitation.entity.js';

/** A guest priced: who they are for the club and what they cost. */
export interface PricedGuest {
  name: string;
  doc: string;
  kind: GuestKind;
  associateId: string | null;
  dependentId: string | null;
  value: number;
}

/** Trimmed names, CPF digits (the DTO's); a CPF twice is 'CPF JÁ INSERIDO' on the second. */
export function checkGuestList(guests: GuestDto[]): GuestDto[] {
  const seen = new Set<string>();
  guests.forEach((g, i) => {
    if (seen.has(g.doc)) {
      throw AppException.badRequest(MSG.cpfDuplicateGuest, ErrorCode.ValidationFailed, {
        [`invitations.${i}.doc`]: MSG.cpfDuplicateGuest,
      });
    }
    seen.add(g.doc);
  });
  return guests;
}

/** Whose guests these are, and how the club prices them. */
export interface GuestPricing {
  /** The place type's invited value (cents). */
  invitedValue: number;
  /** The associate the reservation is for: their family are their own club people. */
  buyerId: string;
}

/**
 * Prices the guests by the club-people rule (`associates/club-people.ts`): a club person of the
 * buyer's family (or of any family, when the club allows) is free and named as the record
 * names them; anyone else pays the place type's invited value. Another family's person must be
 * named as on the record ('invitations.N.name'). One query, plus the setting.
 */
export async function priceGuests(
  tx: EntityManager,
  guests: GuestDto[],
  pricing: GuestPricing,
): Promise<PricedGuest[]> {
  if (!guests.length) return [];
  const cpfs = guests.map((g) => g.doc);
  await refuseBarredGuests(tx, cpfs, (i) => `invitations.${i}.doc`);
  const known = await clubPeople(tx, cpfs);
  const identified = identifyGuests(
    guests.map((g) => ({ ...g, cpf: g.doc })),
    known,
    pricing.buyerId,
    await otherFamiliesFree(tx),
  );
  if ('mismatchAt' in identified) {
    throw AppException.badRequest(CLUB_PERSON_NAME_MISMATCH, ErrorCode.ValidationFailed, {
      [`invitations.${identified.mismatchAt}.name`]: CLUB_PERSON_NAME_MISMATCH,
    });
  }
  return identified.guests.map((g) => {
    const person = identified.people.get(g.doc);
    return person
      ? {
          name: g.name,
          doc: g.doc,
          kind: person.kind,
          associateId: person.associateId,
          dependentId: person.dependentId,
          value: 0,
        }
      : {
          name: g.name,
          doc: g.doc,
          kind: 'guest',
          associateId: null,
          dependentId: null,
          value: pricing.invitedValue,
        };
  });
}

/** What the priced guests cost together. */
export const guestsTotal = (guests: readonly PricedGuest[]): number =>
  guests.reduce((sum, g) => sum + g.value, 0);

/** Adds guests (and their invitations) to a reservation. */
export async function insertGuests(
  tx: EntityManager,
  reservationId: number,
  guests: PricedGuest[],
): Promise<void> {
  if (!guests.length) return;
  await tx.getRepository(ReservationInvitation).insert(
    guests.map((g) => ({
      reservationId,
      name: g.name,
      doc: g.doc,
      kind: g.kind,
      associateId: g.associateId,
      dependentId: g.dependentId,
      value: g.value,
    })),
  );
}

/**
 * A reservation's guest list becomes `guests`: those whose CPF stays keep their invitation (id,
 * code) with the new name and price, the others are deleted, the new ones added.
 */
export async function replaceGuests(
  tx: EntityManager,
  reservationId: number,
  guests: PricedGuest[],
): Promise<void> {
  const repo = tx.getRepository(ReservationInvitation);
  const saved = await repo.findBy({ reservationId });
  const savedByDoc = new Map(saved.map((i) => [i.doc, i]));
  const wanted = new Set(guests.map((g) => g.doc));
  const removed = saved.filter((i) => i.doc === null || !wanted.has(i.doc)).map((i) => i.id);
  if (removed.length) await repo.delete({ id: In(removed) });
  for (const g of guests) {
    const kept = savedByDoc.get(g.doc);
    if (!kept) continue;
    await repo.update(
      { id: kept.id },
      {
        name: g.name,
        kind: g.kind,
        associateId: g.associateId,
        dependentId: g.dependentId,
        value: g.value,
      },
    );
  }
  await insertGuests(
    tx,
    reservationId,
    guests.filter((g) => !savedByDoc.has(g.doc)),
  );
}
