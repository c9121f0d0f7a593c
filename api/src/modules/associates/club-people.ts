import type { EntityManager } from 'typeorm';
import { AssociateStatus } from './entities/associate.entity.js';

/** Who a CPF is for the club: an active associate, or an active dependent of an active one. */
export interface ClubPerson {
  cpf: string;
  kind: 'associate' | 'dependent';
  associateId: string | null;
  dependentId: string | null;
}

/** A row of `CLUB_PEOPLE_SQL`. */
export interface ClubPersonRow {
  cpf: string;
  kind: 'associate' | 'dependent';
  associate_id: string | null;
  dependent_id: string | null;
}

/**
 * The active associates and active dependents (of an active associate) holding some of the
 * CPFs of `cpfs` (a text[] parameter), one row each; `active` names the active status parameter.
 */
export const clubPeopleSql = (cpfs: string, active: string): string =>
  `SELECT a.cpf, 'associate' AS kind, a.id AS associate_id, NULL::uuid AS dependent_id
     FROM associate a WHERE a.cpf = ANY(${cpfs}) AND a.status = ${active}
   UNION ALL
   SELECT d.cpf, 'dependent', NULL::uuid, d.id
     FROM dependent d JOIN associate a ON a.id = d.associate_id
    WHERE d.cpf = ANY(${cpfs}) AND d.status = ${active} AND a.status = ${active}`;

/** The rows of `clubPeopleSql` by CPF. */
export function toClubPeople(rows: readonly ClubPersonRow[]): Map<string, ClubPerson> {
  const people = new Map<string, ClubPerson>();
  // A CPF both an associate's and a dependent's reads as the dependent (the last row).
  for (const r of rows) {
    people.set(r.cpf, {
      cpf: r.cpf,
      kind: r.kind,
      associateId: r.associate_id,
      dependentId: r.dependent_id,
    });
  }
  return people;
}

/**
 * The active associates and active dependents (of an active associate) holding some of these
 * CPFs, by CPF: the people who are free guests of a reservation or an event (one query). Shared
 * by the reservations' and the tickets' pricing.
 */
export async function clubPeople(
  manager: EntityManager,
  cpfs: readonly string[],
): Promise<Map<string, ClubPerson>> {
  if (!cpfs.length) return new Map();
  const rows: ClubPersonRow[] = await manager.query(clubPeopleSql('$1', '$2'), [
    [...cpfs],
    AssociateStatus.Active,
  ]);
  return toClubPeople(rows);
}
