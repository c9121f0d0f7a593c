/**
 * What a refusal of the associates' named constraints means (composed in api/src/constraints.ts):
 * a CPF is one person's across associates and dependents (`person_cpf`), an e-mail and a
 * registration one associate's. Also the same answers for the service's checks before it
 * writes, and the form field a CPF refusal is about.
 */
import { API_MSG, type ApiErrorBody, ErrorCode } from '@clube/shared';
import {
  type ConstraintMeaning,
  type ConstraintMeanings,
  pgRefusal,
  translateDbError,
} from '../../platform/database/database-errors.js';
import { AppException } from '../../platform/http/app-exception.js';

const CPF_TAKEN = {
  code: ErrorCode.DuplicateCpf,
  message: API_MSG.associateCpfTaken,
  field: 'cpf',
} as const satisfies ConstraintMeaning;

const EMAIL_TAKEN = {
  code: ErrorCode.DuplicateEmail,
  message: API_MSG.associateEmailTaken,
  field: 'email',
} as const satisfies ConstraintMeaning;

const REGISTRATION_TAKEN = {
  code: ErrorCode.DuplicateRegistration,
  message: API_MSG.associateRegistrationTaken,
  field: 'registration',
} as const satisfies ConstraintMeaning;

export const ASSOCIATES_CONSTRAINTS: ConstraintMeanings = {
  UQ_associate_cpf: CPF_TAKEN,
  /** The CPF registry of associates and dependents (filled by triggers). */
  PK_person_cpf: CPF_TAKEN,
  UQ_associate_email: EMAIL_TAKEN,
  UQ_associate_registration: REGISTRATION_TAKEN,
};

/** A CPF held by another person, answered on the form's field (`cpf`, `dependents.N.cpf`). */
export const cpfTaken = (field: string = CPF_TAKEN.field) =>
  AppException.conflict(CPF_TAKEN.message, CPF_TAKEN.code, { [field]: CPF_TAKEN.message });
export const emailTaken = () =>
  AppException.conflict(EMAIL_TAKEN.message, EMAIL_TAKEN.code, {
    [EMAIL_TAKEN.field]: EMAIL_TAKEN.message,
  });
export const registrationTaken = () =>
  AppException.conflict(REGISTRATION_TAKEN.message, REGISTRATION_TAKEN.code, {
    [REGISTRATION_TAKEN.field]: REGISTRATION_TAKEN.message,
  });

/** The CPFs a form sends: the person's own and its dependents'. */
export interface CpfsOfForm {
  cpf?: string;
  dependents?: readonly { cpf?: string | null }[];
}

/**
 * A write refused by the database (two saves at the same moment) as the API answers it: the
 * constraint's meaning, with a CPF refusal put on the field of the person whose CPF it is (the
 * associate's, or the N-th dependent's of the form). Anything else is returned as it came.
 */
export function onFormField(err: unknown, form: CpfsOfForm): unknown {
  const known = translateDbError(err);
  if (!known || (known.getResponse() as ApiErrorBody).code !== CPF_TAKEN.code) return known ?? err;
  const cpf = /\(cpf\)=\((\d+)\)/.exec(pgRefusal(err)?.detail ?? '')?.[1];
  const i = (form.dependents ?? []).findIndex((d) => d.cpf === cpf);
  return cpf === form.cpf || i < 0 ? known : cpfTaken(`dependents.${i}.cpf`);
}
