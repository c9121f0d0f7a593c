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

// ── The portal's member forms ─────────────────────────────────────────────────
// (member login, recovery, password reset, first access, profile, checkout)

/**
 * A required text with the form's own message ('Nome obrigatório', 'Campo obrigatório'...),
 * trimmed: spaces alone are empty.
 */
export function requiredWith(message: string) {
  return yup.string().default('').trim().required(message);
}

/**
 * A text whose rule is a function giving the message of its first problem, or null (or
 * undefined) when it passes; `values` are the form's other fields.
 */
export function checkRule(
  problem: (value: string, values: Record<string, unknown>) => string | null | undefined,
) {
  return yup
    .string()
    .default('')
    .test('check', function check(value) {
      const message = problem(value ?? '', (this.parent ?? {}) as Record<string, unknown>);
      return message ? this.createError({ message }) : true;
    });
}

/**
 * A new password (member password reset, first access): empty, 'Ambas as senhas precisam ser
 * preenchidas'; then 8 to 20 characters.
 */
export function newPasswordRule() {
  return checkRule((password) => (password === '' ? MSG.passwordsBoth : passwordProblem(password)));
}

/** Its confirmation: empty, 'Ambas as senhas precisam ser preenchidas'; then identical. */
export function newPasswordConfirmationRule(other: string) {
  return checkRule((confirmation, values) => {
    if (confirmation === '') return MSG.passwordsBoth;
    return passwordsMatch(confirmation, String(values[other] ?? '')) ? null : MSG.passwordsDiffer;
  });
}

/**
 * The new password of a change (member profile): both fields first, 'Ambas as senhas precisam
 * ser preenchidas' on the empty one; once both are filled, 8 to 20 characters.
 */
export function changedPasswordRule(confirmation: string) {
  return checkRule((password, values) => {
    if (password === '') return MSG.passwordsBoth;
    return String(values[confirmation] ?? '') === '' ? null : passwordProblem(password);
  });
}

/** Its confirmation: both fields first, as above; once both are filled, identical. */
export function changedPasswordConfirmationRule(password: string) {
  return checkRule((confirmation, values) => {
    if (confirmation === '') return MSG.passwordsBoth;
    const typed = String(values[password] ?? '');
    if (typed === '') return null;
    return passwordsMatch(confirmation, typed) ? null : MSG.passwordsDiffer;
  });
}
