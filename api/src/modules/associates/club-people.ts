import type { EntityManager } from 'typeorm';
import { queryRows, statement } from '../../platform/database/sql.js';
import { AssociateStatus } from './entities/associate.entity.js';

/** Who a CPF is for the club: an active associate, or an active dependent of an active one. */
export interface ClubPerson {
  cpf: string;
  kind: 'associate' | 'dependent';
  associateId: string | null;
  dependentId: string | null;
}

/** A row of `clubPeopleSql`. */
export interface ClubPersonRow {
  cpf: string;
  kind: 'associate' | 'dependent';
  associate_id: string | null;
  dependent_id: string | null;
}

// ── Standing: who counts as a club person (the free guests, the gate, the blocked report) ──

const ACTIVE = AssociateStatus.Active;

/** An associate in good standing (alias `a`): Ativo. */
export const activeAssociateSql = (a = 'a'): string => `(${a}.status = ${ACTIVE})`;

/** A dependent in good standing (alias `d`, its associate `a`): Ativo, and so is its associate. */
export const activeDependentSql = (d = 'd', a = 'a'): string =>
  `(${d}.status = ${ACTIVE} AND ${activeAssociateSql(a)})`;

/** Why an associate (alias `a`) is not in good standing, as SQL conditions by reason. */
export const associateBlockedSql = (a = 'a') => ({
  associateInactive: `NOT ${activeAssociateSql(a)}`,
});

/** Why a dependent (alias `d`, its associate `a`) is not in good standing, by reason. */
export const dependentBlockedSql = (d = 'd', a = 'a') => ({
  dependentInactive: `NOT (${d}.status = ${ACTIVE})`,
  holderInactive: `NOT ${activeAssociateSql(a)}`,
});

/**
 * The club people holding some of the CPFs of `cpfs` (a text[] parameter such as '$1'): the
 * associates and dependents in good standing, one row each.
 */
export const clubPeopleSql = (cpfs: string): string =>
  `SELECT a.cpf, 'associate' AS kind, a.id AS associate_id, NULL::uuid AS dependent_id
     FROM associate a WHERE a.cpf = ANY(${cpfs}) AND ${activeAssociateSql('a')}
   UNION ALL
   SELECT d.cpf, 'dependent', NULL::uuid, d.id
     FROM dependent d JOIN associate a ON a.id = d.associate_id
    WHERE d.cpf = ANY(${cpfs}) AND ${activeDependentSql('d', 'a')}`;

/**
 * Whoever holds the CPF `cpf` (a parameter such as '$1') in the club's register, whatever their
 * standing: who a person is, not whether they are free or may come in (the gate shows their
 * name and photo). Columns kind, id, name, cpf, image_id; an associate and a dependent may
 * both hold it (the callers read the dependent first, as `toClubPeople` does).
 */
export const clubRecordSql = (cpf: string): string =>
  `SELECT 'associate' AS kind, a.id, a.name, a.cpf, a.image_id FROM associate a WHERE a.cpf = ${cpf}
   UNION ALL
   SELECT 'dependent', d.id, d.name, d.cpf, d.image_id FROM dependent d WHERE d.cpf = ${cpf}`;

const CLUB_PEOPLE = statement<ClubPersonRow, [cpfs: string[]]>('club-people', clubPeopleSql('$1'));

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
  return toClubPeople(await queryRows(manager, CLUB_PEOPLE, [[...cpfs]]));
}
