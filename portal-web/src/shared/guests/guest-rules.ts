import { applyMask, isValidCpf, MSG, onlyDigits } from '@clube/shared';

/** One row of the guest list as typed: the name and the CPF with its mask. */
export interface GuestRow {
  /** Stable React key of the row (not sent). */
  key: number;
  name: string;
  doc: string;
}

/** What the API takes for a guest (GuestDto): the name trimmed, the CPF as 11 digits. */
export interface Guest {
  name: string;
  doc: string;
}

/** The guest CPF's mask (spec §5). */
export const CPF_MASK = '###.###.###-##';
const CPF_LENGTH = 11;

/** A CPF as typed, with the mask applied progressively (extra digits dropped). */
export function maskGuestDoc(value: string): string {
  return applyMask(onlyDigits(value).slice(0, CPF_LENGTH), CPF_MASK);
}

/**
 * The spec's incomplete entry: the name empty, the doc empty, or the doc's length 10 or less
 * (counted in digits, so the mask's dots do not make a short CPF look complete).
 */
export function isIncomplete(row: Pick<GuestRow, 'name' | 'doc'>): boolean {
  return row.name.trim() === '' || row.doc === '' || onlyDigits(row.doc).length <= 10;
}

/**
 * The rows whose CPF an earlier row already holds ('CPF JÁ INSERIDO' shows at those): the first
 * of a pair stays clean, so removing the later one clears the message.
 */
export function duplicateRows(rows: readonly Pick<GuestRow, 'doc'>[]): Set<number> {
  const seen = new Set<string>();
  const duplicates = new Set<number>();
  rows.forEach((row, index) => {
    const digits = onlyDigits(row.doc);
    if (digits.length !== CPF_LENGTH) return;
    if (seen.has(digits)) duplicates.add(index);
    else seen.add(digits);
  });
  return duplicates;
}

/**
 * The rows whose CPF is complete (11 digits) but not a CPF (wrong check digits, all one digit):
 * 'CPF inválido.' shows under them as soon as the last digit is typed, the API's own check.
 */
export function invalidCpfRows(rows: readonly Pick<GuestRow, 'doc'>[]): Set<number> {
  const invalid = new Set<number>();
  rows.forEach((row, index) => {
    const digits = onlyDigits(row.doc);
    if (digits.length === CPF_LENGTH && !isValidCpf(digits)) invalid.add(index);
  });
  return invalid;
}

export interface GuestListState {
  /** Index of a row → its message ('CPF JÁ INSERIDO'). */
  duplicates: Set<number>;
  /** Rows whose 11 digits are not a CPF ('CPF inválido.'). */
  invalid: Set<number>;
  /** A row holds an invalid CPF (blocks adding and the submit). */
  hasInvalid: boolean;
  /** A row is incomplete (spec: blocks adding and the submit). */
  hasIncomplete: boolean;
  hasDuplicate: boolean;
  /** 'Adicionar convidado' is enabled: below capacity, every row complete, no duplicate. */
  canAdd: boolean;
  /** The list may be sent: every row complete, no duplicate. */
  valid: boolean;
}

/** The spec's guest rules (§5) over the whole list. */
export function guestListState(rows: readonly GuestRow[], capacity: number): GuestListState {
  const duplicates = duplicateRows(rows);
  const invalid = invalidCpfRows(rows);
  const hasIncomplete = rows.some(isIncomplete);
  const hasDuplicate = duplicates.size > 0;
  const hasInvalid = invalid.size > 0;
  const clean = !hasIncomplete && !hasDuplicate && !hasInvalid;
  return {
    duplicates,
    invalid,
    hasInvalid,
    hasIncomplete,
    hasDuplicate,
    canAdd: rows.length < capacity && clean,
    valid: clean,
  };
}

/** The message of a row's CPF, if any: 'CPF inválido.' first, then 'CPF JÁ INSERIDO'. */
export function rowMessage(state: GuestListState, index: number): string | undefined {
  if (state.invalid.has(index)) return MSG.cpfInvalid;
  return state.duplicates.has(index) ? MSG.cpfDuplicateGuest : undefined;
}

let nextKey = 1;
/** A new row (empty, or from a guest the API holds). */
export function guestRow(guest: Partial<Guest> = {}): GuestRow {
  return { key: nextKey++, name: guest.name ?? '', doc: maskGuestDoc(guest.doc ?? '') };
}

/** What is sent: name trimmed, CPF digits. */
export function toGuests(rows: readonly GuestRow[]): Guest[] {
  return rows.map((row) => ({ name: row.name.trim(), doc: onlyDigits(row.doc) }));
}
