/**
 * The associates module's SQL: the back office's list (built from its filters; the text is
 * made here only), the associate row lock, the CPF registry (`person_cpf`) and what keeps an
 * associate from being deleted.
 */
import { type Statement, statement } from '../../platform/database/sql.js';

/** A row of the associates list. */
export interface AssociateListRow {
  id: string;
  name: string;
  cpf: string;
  email: string;
  phone: string | null;
  registration: string | null;
  marital_status: string | null;
  admission_date: string | null;
  birth_date: string | null;
  status: number;
  company_id: number | null;
  company_description: string | null;
  dependents_count: number;
}

/** The list's filters, as the service read them from the query. */
export interface AssociateListFilter {
  /** Digits typed (masked or not): a CPF or a registration by prefix — a LIKE pattern. */
  digitsPattern?: string;
  /** Any other text: `%text%` (lower case, wildcards escaped) and the text as typed. */
  text?: { pattern: string; exact: string };
  company?: number;
  status?: number;
  hasDependents?: boolean;
  /** Born on or before this day (the minimum age). */
  bornOnOrBefore?: string;
  /** Born after this day (the maximum age). */
  bornAfter?: string;
  admissionFrom?: string;
  admissionTo?: string;
}

/** The list's sort columns, by the API's names. */
export const ASSOCIATE_SORTS: Record<string, string> = {
  name: 'a.name',
  cpf: 'a.cpf',
  email: 'a.email',
  registration: 'a.registration',
  admissionDate: 'a.admission_date',
  birthDate: 'a.birth_date',
  createdAt: 'a.created_at',
};

const TEXT_SORTS = new Set(['a.name', 'a.cpf', 'a.email', 'a.registration']);

/** A page of the list and its total, with their parameters. */
export interface AssociateListStatements {
  page: Statement<AssociateListRow, unknown[]>;
  pageParams: unknown[];
  total: Statement<{ total: number }, unknown[]>;
  totalParams: unknown[];
}

/**
 * The conditions of a filter on the associate `a`, each value passed through `param` (which
 * answers its placeholder): the list's and the people report's one WHERE.
 */
export function associateFilterSql(
  f: AssociateListFilter,
  param: (v: unknown) => string,
): string[] {
  const where: string[] = [];
  if (f.digitsPattern !== undefined) {
    const p = param(f.digitsPattern);
    where.push(`(a.cpf LIKE ${p} OR a.registration LIKE ${p})`);
  }
  if (f.text) {
    const p = param(f.text.pattern);
    const exact = param(f.text.exact);
    where.push(
      `(f_unaccent(lower(a.name)) LIKE f_unaccent(${p}) OR f_unaccent(lower(a.email)) LIKE f_unaccent(${p}) OR a.registration = ${exact})`,
    );
  }
  if (f.company !== undefined) where.push(`a.company_id = ${param(f.company)}`);
  if (f.status !== undefined) where.push(`a.status = ${param(f.status)}`);
  if (f.hasDependents !== undefined) {
    where.push(
      `${f.hasDependents ? '' : 'NOT '}EXISTS (SELECT 1 FROM dependent d WHERE d.associate_id = a.id)`,
    );
  }
  if (f.bornOnOrBefore !== undefined) where.push(`a.birth_date <= ${param(f.bornOnOrBefore)}`);
  if (f.bornAfter !== undefined) where.push(`a.birth_date > ${param(f.bornAfter)}`);
  if (f.admissionFrom) where.push(`a.admission_date >= ${param(f.admissionFrom)}`);
  if (f.admissionTo) where.push(`a.admission_date <= ${param(f.admissionTo)}`);
  return where;
}

/**
 * The list's statements for a filter, a sort column of ASSOCIATE_SORTS and a page. With a
 * search, the matches come from the trigram indexes: they are sorted (top-N) rather than the
 * name index walked filtering row by row (slow when few rows match); `|| ''` keeps the planner
 * off the btree index of a text column. Without a search it is the fast path.
 */
export function associateListSql(
  f: AssociateListFilter,
  sort: { column: string; desc: boolean },
  page: { take: number; skip: number },
): AssociateListStatements {
  const params: unknown[] = [];
  const param = (v: unknown) => {
    params.push(v);
    return `$${params.length}`;
  };
  const where = associateFilterSql(f, param);
  const searching = f.digitsPattern !== undefined || f.text !== undefined;
  const orderBy = searching && TEXT_SORTS.has(sort.column) ? `(${sort.column} || '')` : sort.column;
  const whereSql = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const totalParams = [...params];
  const take = param(page.take);
  const skip = param(page.skip);
  return {
    page: statement<AssociateListRow, unknown[]>(
      'associates-page',
      `SELECT a.id, a.name, a.cpf, a.email, a.phone, a.registration, a.marital_status,
                a.admission_date::text AS admission_date, a.birth_date::text AS birth_date, a.status,
                c.id AS company_id, c.description AS company_description,
                (SELECT count(*) FROM dependent d WHERE d.associate_id = a.id)::int AS dependents_count
           FROM associate a LEFT JOIN company c ON c.id = a.company_id
           ${whereSql}
          ORDER BY ${orderBy} ${sort.desc ? 'DESC' : 'ASC'} NULLS LAST, a.id
          LIMIT ${take} OFFSET ${skip}`,
    ),
    pageParams: params,
    total: statement<{ total: number }, unknown[]>(
      'associates-total',
      `SELECT count(*)::int AS total FROM associate a ${whereSql}`,
    ),
    totalParams,
  };
}

export const ASSOCIATES_SQL = {
  /** Locks associate $1 (its dependents are counted and written under this lock). */
  lock: statement<{ id: string }, [id: string]>(
    'associate-lock',
    'SELECT id FROM associate WHERE id = $1 FOR UPDATE',
  ),
  /** The people associate $1 may keep CPFs of: itself and its own dependents. */
  ownPeople: statement<{ id: string }, [associateId: string]>(
    'associate-own-people',
    'SELECT $1::uuid AS id UNION ALL SELECT id FROM dependent WHERE associate_id = $1',
  ),
  /** Who holds the CPFs $1 (associates and dependents: the `person_cpf` registry). */
  cpfHolders: statement<{ cpf: string; person_id: string }, [cpfs: string[]]>(
    'person-cpf-holders',
    'SELECT cpf, person_id FROM person_cpf WHERE cpf = ANY($1)',
  ),
  /** Whether associate $1 has orders or reservations (kept for the club's records). */
  hasOrders: statement<{ used: boolean }, [associateId: string]>(
    'associate-has-orders',
    'SELECT EXISTS (SELECT 1 FROM purchase_order WHERE associate_id = $1) OR EXISTS (SELECT 1 FROM local_reservation WHERE associate_id = $1) AS used',
  ),
};
