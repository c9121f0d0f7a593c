import {
  CPF_LENGTH,
  isValidCpf,
  isValidEmail,
  MSG,
  onlyDigits,
  passwordProblem,
  passwordsMatch,
} from '../index.js';
import * as yup from 'yup';

/*
 * yup rules built on the shared library's checks and messages, so every form
 * of the back office says the same thing the API does.
 */

/** Shown for a CPF of 11 digits whose check digits are wrong (the API's text). */
export const CPF_INVALID = 'CPF inválido.';

/** A required text ('Este campo não pode estar vazio!'), trimmed when `trim`. */
export function requiredText({ trim = true }: { trim?: boolean } = {}) {
  const rule = yup.string().default('');
  return (trim ? rule.trim() : rule).required(MSG.required);
}

/** A required e-mail, trimmed, with the form's own invalid-address message. */
export function emailRule(invalidMessage: string) {
  return yup
    .string()
    .default('')
    .trim()
    .required(MSG.required)
    .test('email', invalidMessage, (value) => isValidEmail(value ?? ''));
}

/** A required CPF (masked or not): at least 11 digits, then valid check digits. */
export function cpfRule(shortMessage: string = MSG.cpfMin11) {
  return yup
    .string()
    .default('')
    .trim()
    .required(MSG.required)
    .test('cpf-length', shortMessage, (value) => onlyDigits(value).length >= CPF_LENGTH)
    .test('cpf', CPF_INVALID, (value) => isValidCpf(value ?? ''));
}

/** A new password: required, 8 to 20 characters ('Mínimo de 8 caracteres!', ...). */
export function passwordRule() {
  return yup
    .string()
    .default('')
    .test('password', function check(value) {
      const problem = passwordProblem(value ?? '');
      return problem ? this.createError({ message: problem }) : true;
    });
}

/** The confirmation of the field `other`: required and identical. */
export function confirmationRule(other: string, differMessage: string) {
  return yup
    .string()
    .default('')
    .required(MSG.required)
    .test('same', differMessage, function same(value) {
      const parent = this.parent as Record<string, unknown>;
      return passwordsMatch(value ?? '', String(parent[other] ?? ''));
    });
}
