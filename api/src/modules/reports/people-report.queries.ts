import type { ReportSql } from '../../platform/reports/report-query.js';
import { associateFilter, likeEscape } from '../associates/associate-filter.js';
import { associateFilterSql } from '../associates/associates.queries.js';
import { associateBlockedSql, dependentBlockedSql } from '../associates/club-people.js';
import type { BlockedUserType, PeopleReportQueryDto } from './dto/reports.dto.js';

/**
 * The people reports' SQL: the associates by the list's own filters (`associateFilterSql` of
 * the associates), and the people who are not in good standing by the associates' own rule
 * (`club-people.ts`), each with its reasons.
 */

/** A row of the people report. */
export interface PersonRaw {
  id: string;
  name: string;
  company: string | null;
  phone: string | null;
  email: string;
  admission_date: string | null;
  birth_date: string | null;
  marital_status: string | null;
}

/** A row of the blocked people report. */
export interface BlockedRaw {
  id: string;
  user_type: BlockedUserType;
  name: string;
  cpf: string | null;
  birth_date: string | null;
  reasons: string[] | string;
}

/** The associates by the list's filters (`GET v1/associate`), by name, on the club's `today`. */
export function peopleReportSql(f: PeopleReportQueryDto, today: string): ReportSql {
  const params: unknown[] = [];
  const where = associateFilterSql(associateFilter(f, today), (v) => {
    params.push(v);
    return `$${params.length}`;
  });
  return {
    sql: `
      SELECT a.id, a.name, c.description AS company, a.phone, a.email,
        a.admission_date::text AS admission_date, a.birth_date::text AS birth_date,
        a.marital_status
      FROM associate a LEFT JOIN company c ON c.id = a.company_id
      ${where.length ? `WHERE ${where.join(' AND ')}` : ''}`,
    params,
    key: 'name',
    keyType: 'text',
    id: 'id',
    idType: 'uuid',
  };
}

/** The blocked people's filter: a kind, a search (CPF digits or name), or one person. */
export interface BlockedFilter {
  userType?: BlockedUserType;
  search?: string;
  id?: string;
  /** Also people in good standing (`reasons` empty): one person shown whatever they are. */
  withUnblocked?: boolean;
}

/**
 * The people not in good standing, and why, from the data (no table of its own): an associate
 * or dependent is blocked for each reason its standing fails (`club-people.ts`). By name; $1-$3
 * the reasons' texts.
 */
export function blockedReportSql(
  f: BlockedFilter,
  reasons: { associateInactive: string; dependentInactive: string; holderInactive: string },
): ReportSql {
  const params: unknown[] = [
    reasons.associateInactive,
    reasons.dependentInactive,
    reasons.holderInactive,
  ];
  const param = (v: unknown) => {
    params.push(v);
    return `$${params.length}`;
  };
  const where: string[] = f.withUnblocked ? [] : ['cardinality(b.reasons) > 0'];
  if (f.userType) where.push(`b.user_type = ${param(f.userType)}`);
  if (f.id) where.push(`b.id = CAST(${param(f.id)} AS uuid)`);
  const search = f.search?.trim();
  if (search) {
    const digits = search.replace(/\D/g, '');
    if (/^[\d\s.\-/]+$/.test(search) && digits.length > 0) {
      where.push(`b.cpf LIKE ${param(`${likeEscape(digits)}%`)}`);
    } else {
      where.push(
        `f_unaccent(lower(b.name)) LIKE f_unaccent(${param(`%${likeEscape(search.toLowerCase())}%`)})`,
      );
    }
  }
  const associate = associateBlockedSql('a');
  const dependent = dependentBlockedSql('d', 'a');
  return {
    sql: `
      SELECT b.* FROM (
        SELECT a.id, 'Associate'::text AS user_type, a.name, a.cpf::text AS cpf,
          a.birth_date::text AS birth_date,
          array_remove(ARRAY[CASE WHEN ${associate.associateInactive} THEN $1::text END], NULL) AS reasons
        FROM associate a
        UNION ALL
        SELECT d.id, 'Dependent'::text, d.name, d.cpf::text, d.birth_date::text,
          array_remove(ARRAY[CASE WHEN ${dependent.dependentInactive} THEN $2::text END,
                             CASE WHEN ${dependent.holderInactive} THEN $3::text END], NULL)
        FROM dependent d JOIN associate a ON a.id = d.associate_id
      ) b
      ${where.length ? `WHERE ${where.join(' AND ')}` : ''}`,
    params,
    key: 'name',
    keyType: 'text',
    id: 'id',
    idType: 'uuid',
  };
}
