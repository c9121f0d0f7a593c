/**
 * What a refusal of the staff accounts' named constraints means (composed in
 * api/src/constraints.ts): the sign-up's texts, a 400 on the field as the spec answers them.
 */
import { API_MSG, ErrorCode, MSG } from '@clube/shared';
import type {
  ConstraintMeaning,
  ConstraintMeanings,
} from '../../platform/database/database-errors.js';
import { AppException } from '../../platform/http/app-exception.js';

const CPF_TAKEN = {
  code: ErrorCode.DuplicateCpf,
  message: API_MSG.signupCpfTaken,
  field: 'cpf',
  status: 400,
} as const satisfies ConstraintMeaning;

const EMAIL_TAKEN = {
  code: ErrorCode.DuplicateEmail,
  message: MSG.signupEmailTaken,
  field: 'email',
  status: 400,
} as const satisfies ConstraintMeaning;

export const USERS_CONSTRAINTS: ConstraintMeanings = {
  UQ_staff_user_cpf: CPF_TAKEN,
  UQ_staff_user_email: EMAIL_TAKEN,
};

const answer = (m: typeof CPF_TAKEN | typeof EMAIL_TAKEN) =>
  AppException.badRequest(m.message, m.code, { [m.field]: m.message });

/** The same answers, given by the service's check before it writes. */
export const staffCpfTaken = () => answer(CPF_TAKEN);
export const staffEmailTaken = () => answer(EMAIL_TAKEN);
