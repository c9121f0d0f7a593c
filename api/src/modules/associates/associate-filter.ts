import { onlyDigits } from '@clube/shared';
import type { AssociateListFilter } from './associates.queries.js';

/**
 * The associates' filters as staff give them (the list `GET v1/associate`, the people report):
 * read once into the filter the list's SQL takes (`associateFilterSql`).
 */
export interface AssociateFilterQuery {
  search?: string;
  company?: number;
  status?: number;
  hasDependents?: boolean;
  ageMin?: number;
  ageMax?: number;
  admissionFrom?: string;
  admissionTo?: string;
}

/** LIKE pattern text with its wildcards escaped. */
export const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** `yyyy-mm-dd` minus whole years (29 February becomes 28 February). */
export function yearsBefore(iso: string, years: number): string {
  const [y, m, d] = iso.split('-').map(Number);
  const year = y - years;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const day = m === 2 && d === 29 && !leap ? 28 : d;
  return `${String(year).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * The filter of a query, on the club's day `today`: digits typed (masked or not) search a CPF
 * or a registration by prefix, any other text the name and e-mail (accents ignored) or the exact
 * registration; an age range becomes a range of birth dates.
 */
export function associateFilter(query: AssociateFilterQuery, today: string): AssociateListFilter {
  const filter: AssociateListFilter = {
    company: query.company,
    status: query.status,
    hasDependents: query.hasDependents,
    admissionFrom: query.admissionFrom,
    admissionTo: query.admissionTo,
  };
  const search = query.search?.trim();
  if (search) {
    const digits = onlyDigits(search);
    if (/^[\d\s.\-/]+$/.test(search) && digits.length > 0) {
      filter.digitsPattern = `${likeEscape(digits)}%`;
    } else {
      filter.text = { pattern: `%${likeEscape(search.toLowerCase())}%`, exact: search };
    }
  }
  if (query.ageMin !== undefined) filter.bornOnOrBefore = yearsBefore(today, query.ageMin);
  if (query.ageMax !== undefined) filter.bornAfter = yearsBefore(today, query.ageMax + 1);
  return filter;
}
