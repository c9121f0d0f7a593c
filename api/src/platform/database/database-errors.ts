import { type ErrorCode, ErrorCode as Codes } from '@clube/shared';
import { QueryFailedError } from 'typeorm';
import { AppException } from '../http/app-exception.js';

/** The SQLSTATEs of the refusals a request can cause (PostgreSQL's class 23). */
export const PgState = {
  RestrictViolation: '23001',
  NotNullViolation: '23502',
  ForeignKeyViolation: '23503',
  UniqueViolation: '23505',
  CheckViolation: '23514',
  ExclusionViolation: '23P01',
} as const;

/** What PostgreSQL said of a refused statement. */
export interface PgRefusal {
  /** SQLSTATE, e.g. '23505'. */
  code: string;
  constraint?: string;
  /** e.g. 'Key (event_id, cpf)=(7, 11144477735) already exists.' */
  detail?: string;
  message: string;
}

/** The PostgreSQL error behind a failed statement, or null for any other error. */
export function pgRefusal(err: unknown): PgRefusal | null {
  if (!(err instanceof QueryFailedError)) return null;
  const driver = err.driverError as Partial<PgRefusal> | undefined;
  if (typeof driver?.code !== 'string') return null;
  return {
    code: driver.code,
    constraint: driver.constraint,
    detail: driver.detail,
    message: driver.message ?? err.message,
  };
}

/** What a violation of one named constraint means to a person and to a program. */
export interface ConstraintMeaning {
  code: ErrorCode;
  /** The Portuguese message; a function reads the refusal (e.g. the CPF in its detail). */
  message: string | ((refusal: PgRefusal) => string);
  /** The request field the refusal is about, if one. */
  field?: string;
  /** 409 unless said otherwise (a check constraint on input may be a 400). */
  status?: 400 | 409;
}

/** Each module's constraints by name (`<module>.constraints.ts`), composed in `constraints.ts`. */
export type ConstraintMeanings = Readonly<Record<string, ConstraintMeaning>>;

let meanings: ConstraintMeanings = {};

/** Sets what every named constraint means (once, at start: `api/src/constraints.ts`). */
export function useConstraintMeanings(all: ConstraintMeanings): void {
  meanings = all;
}

/** The constraint names whose meaning is known (for the test that every one is). */
export const knownConstraints = (): string[] => Object.keys(meanings);

/** A foreign key refused the write: a row still referenced, or a referenced row gone. */
export const LINKED_RECORD = 'O registro está ligado a outros e não pode ser alterado assim.';

/**
 * The one translation of database refusals into the API's answers: a named constraint's
 * meaning (its ErrorCode and Portuguese text), a foreign key's "still in use" or "gone". Null
 * for anything else (the caller rethrows it). Used by the exception filter for every request,
 * and by the code that must answer one refusal among several writes (a purchase group).
 */
export function translateDbError(err: unknown): AppException | null {
  const refusal = pgRefusal(err);
  if (!refusal) return null;
  const meaning = refusal.constraint ? meanings[refusal.constraint] : undefined;
  if (meaning) {
    const message =
      typeof meaning.message === 'function' ? meaning.message(refusal) : meaning.message;
    return new AppException(
      meaning.status ?? 409,
      meaning.code,
      message,
      meaning.field ? { [meaning.field]: message } : undefined,
    );
  }
  if (refusal.code === PgState.RestrictViolation) {
    return AppException.conflict(LINKED_RECORD, Codes.RecordInUse);
  }
  if (refusal.code === PgState.ForeignKeyViolation) {
    // "update or delete on table … violates foreign key" (a row still referenced) or
    // "insert or update on table … violates foreign key" (a referenced row is gone).
    return /^update or delete on/.test(refusal.message)
      ? AppException.conflict(LINKED_RECORD, Codes.RecordInUse)
      : AppException.conflict(LINKED_RECORD, Codes.ReferenceGone);
  }
  return null;
}
