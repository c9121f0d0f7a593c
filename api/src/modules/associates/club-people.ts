import type { EntityManager } from 'typeorm';
import { formatDateTime } from '@clube/shared';
import type { RateLimiterService } from '../../platform/rate-limit/rate-limiter.service.js';
import { type Queryable, queryRows, readRows, statement } from '../../platform/database/sql.js';
import { AssociateStatus } from './entities/associate.entity.js';

/** Who a CPF is for the club: an active associate, or an active dependent of an active one. */
export interface ClubPerson {
  cpf: string;
  kind: 'associate' | 'dependent';
  associateId: string | null;
  dependentId: string | null;
  /** The family: the associate's own id, or a dependent's associate. */
  familyId: string;
  /** The name on the club's record. */
  name: string;
}

/** A row of `clubPeopleSql`. */
export interface ClubPersonRow {
  cpf: string;
  kind: 'associate' | 'dependent';
  associate_id: string | null;
  dependent_id: string | null;
  family_id: string;
  name: string;
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
  `SELECT a.cpf, 'associate' AS kind, a.id AS associate_id, NULL::uuid AS dependent_id,
          a.id AS family_id, a.name
     FROM associate a WHERE a.cpf = ANY(${cpfs}) AND ${activeAssociateSql('a')}
   UNION ALL
   SELECT d.cpf, 'dependent', NULL::uuid, d.id, d.associate_id, d.name
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
      familyId: r.family_id,
      name: r.name,
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

// ── A club person's place is that person's (issue 25) ──

/** Words of a name compared without case, accents or punctuation. */
const nameWords = (name: string): string[] =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z\s]/g, ' ')
    .split(/\s+/)
    .filter(Boolean);

/**
 * A typed name names the person on record: same first name, and every other typed word is a
 * word of the record ('Pedro Souza' names 'Pedro Henrique Souza'; 'Penetra Dois' does not).
 */
export function namesMatch(typed: string, recorded: string): boolean {
  const t = nameWords(typed);
  const r = nameWords(recorded);
  return t.length > 0 && t[0] === r[0] && t.every((w) => r.includes(w));
}

/** The guests as the club records them, and the club people among them this buyer may seat free. */
export interface IdentifiedGuests<G extends { name: string; cpf: string }> {
  /** The guests in order, a club person's name taken from the record. */
  guests: G[];
  /**
   * The club people who count as such for this buyer: the buyer's own family, and other
   * families' people only when the club lets them go free (`otherFamiliesFree`). A club person of
   * another family otherwise goes as a paying guest, and the answer does not say who they are.
   */
  people: Map<string, ClubPerson>;
}

/**
 * Who the guests are for this buyer (family `buyerFamilyId`): a club person's CPF carries that
 * person's name from the record. For the buyer's family the typed name is ignored; for another
 * family's person it must name them (`namesMatch`): else `{ mismatchAt }`, the guest's index.
 */
export function identifyGuests<G extends { name: string; cpf: string }>(
  guests: readonly G[],
  people: ReadonlyMap<string, ClubPerson>,
  buyerFamilyId: string,
  otherFamiliesFree: boolean,
): IdentifiedGuests<G> | { mismatchAt: number } {
  const counted = new Map<string, ClubPerson>();
  const out: G[] = [];
  for (const [i, g] of guests.entries()) {
    const person = people.get(g.cpf);
    if (!person) {
      out.push(g);
      continue;
    }
    const own = person.familyId === buyerFamilyId;
    if (!own && !namesMatch(g.name, person.name)) return { mismatchAt: i };
    out.push({ ...g, name: person.name });
    if (own || otherFamiliesFree) counted.set(g.cpf, person);
  }
  return { guests: out, people: counted };
}

/** Said when a typed name does not name the club person holding the CPF. */
export const CLUB_PERSON_NAME_MISMATCH =
  'O nome não confere com o cadastro do clube para este CPF. Informe o nome completo da pessoa.';

/**
 * How many different CPFs outside their own family a member may give as guests in 24 hours
 * (reservations and tickets together): a party's worth, not a directory's. A CPF given again
 * costs nothing; staff booking for a member are not counted.
 */
export const FOREIGN_CPFS_PER_DAY = 60;

/** Counts the buyer's guest CPFs outside the family; 429 past `FOREIGN_CPFS_PER_DAY`. */
export function limitForeignCpfs(
  limiter: RateLimiterService,
  buyerId: string,
  cpfs: readonly string[],
  timeZone: string,
): Promise<void> {
  return limiter.hitDistinct(
    `guest-cpfs:${buyerId}`,
    cpfs,
    FOREIGN_CPFS_PER_DAY,
    24 * 60 * 60,
    (freesAt) =>
      `Limite de ${FOREIGN_CPFS_PER_DAY} CPFs de convidados de fora da sua família em 24 horas atingido. Novos CPFs a partir de ${formatDateTime(freesAt, timeZone).slice(0, 16)}.`,
  );
}

const FAMILY_CPFS = statement<{ cpf: string }, [associateId: string]>(
  'family-cpfs',
  `SELECT a.cpf FROM associate a WHERE a.id = $1
   UNION ALL
   SELECT d.cpf FROM dependent d WHERE d.associate_id = $1 AND d.cpf IS NOT NULL`,
);

/**
 * `limitForeignCpfs` for a purchase that has not read the club people yet: the buyer's family
 * CPFs are read first (one query) and only the others are counted.
 */
export async function limitBuyersForeignCpfs(
  on: Queryable,
  limiter: RateLimiterService,
  buyerId: string,
  cpfs: readonly string[],
  timeZone: string,
): Promise<void> {
  const family = new Set((await readRows(on, FAMILY_CPFS, [buyerId])).map((r) => r.cpf));
  const foreign = cpfs.filter((cpf) => !family.has(cpf));
  if (foreign.length) await limitForeignCpfs(limiter, buyerId, foreign, timeZone);
}
