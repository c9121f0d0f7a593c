import type { EntityManager } from 'typeorm';
import { AssociateStatus } from '../associates/entities/associate.entity.js';

/** Who a CPF is for the club: an active associate, or an active dependent of an active one. */
export interface ClubPerson {
  cpf: string;
  kind: 'associate' | 'dependent';
  associateId: string | null;
  dependentId: string | null;
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
  const rows: {
    cpf: string;
    kind: 'associate' | 'dependent';
    associate_id: string | null;
    dependent_id: string | null;
  }[] = await manager.query(
    `SELECT a.cpf, 'associate' AS kind, a.id AS associate_id, NULL::uuid AS dependent_id
       FROM associate a WHERE a.cpf = ANY($1) AND a.status = $2
     UNION ALL
     SELECT d.cpf, 'dependent', NULL::uuid, d.id
       FROM dependent d JOIN associate a ON a.id = d.associate_id
      WHERE d.cpf = ANY($1) AND d.status = $2 AND a.status = $2`,
    [[...cpfs], AssociateStatus.Active],
  );
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
