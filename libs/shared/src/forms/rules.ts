import {
  CPF_LENGTH,
  isHexColor,
  isValidCnpj,
  isValidCpf,
  isValidEmail,
  MSG,
  nationalPhoneDigits,
  onlyDigits,
  parseMoneyToCents,
  passwordProblem,
  passwordsMatch,
  RecordStatus,
  REPORT_MAX_DAYS,
} from '../index.js';
import * as yup from 'yup';

/*
 * yup rules built on the shared library's checks and messages, so every form
 * of the back office says the same thing the API does.
 */

/** Shown for a CPF of 11 digits whose check digits are wrong (the API's text). */
export const CPF_INVALID = MSG.cpfInvalid;

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

/*
 * Rules the back office's forms share, on the same checks and messages (appended: the rules
 * above are used as they are by both apps).
 */

/** A record's status (Ativo / Inativo): new records start Ativo. */
export function recordStatusRule() {
  return yup.number<RecordStatus>().default(RecordStatus.Active).required(MSG.required);
}

/** A required choice of a select holding ids: null until one is chosen. */
export function requiredChoiceRule() {
  return yup.number().nullable().default(null).required(MSG.required);
}

/** A required day or instant, as the date pickers give it ('' until one is chosen). */
export function requiredDateRule() {
  return yup.string().default('').required(MSG.required);
}

const dayNumber = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / 86_400_000;

/**
 * The last day of a period (yyyy-mm-dd): not before the day in `startField`
 * ('A data final não pode ser anterior à data inicial.'); required unless told otherwise.
 */
export function periodEndRule(
  startField: string,
  { required = true }: { required?: boolean } = {},
) {
  const day = yup.string().default('');
  return (required ? day.required(MSG.required) : day).test(
    'after-start',
    MSG.endBeforeStart,
    function after(value) {
      const start = (this.parent as Record<string, string | undefined>)[startField];
      return !value || !start || value >= start;
    },
  );
}

/**
 * A report's period, as the reports' APIs check it: both days required, the end not before
 * the start and at most REPORT_MAX_DAYS (366) days after it, both ends counted.
 */
export function reportPeriodRules() {
  return {
    startsAt: requiredDateRule(),
    endsAt: periodEndRule('startsAt').test(
      'max-period',
      MSG.reportPeriodTooLong,
      function within(value) {
        const start = (this.parent as { startsAt?: string }).startsAt;
        return !value || !start || dayNumber(value) - dayNumber(start) + 1 <= REPORT_MAX_DAYS;
      },
    ),
  };
}

/** A required instant later than the one in `startField` (`message` otherwise). */
export function instantAfterRule(startField: string, message: string) {
  return requiredDateRule().test('after-start', message, function after(end) {
    const start = (this.parent as Record<string, string | undefined>)[startField];
    return !start || !end || Date.parse(end) > Date.parse(start);
  });
}

const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A required time of day HH:mm ('Hora inválida: use HH:mm.'). */
export function timeOfDayRule() {
  return yup.string().default('').required(MSG.required).matches(TIME_OF_DAY, MSG.timeOfDayInvalid);
}

/** A time of day before the one in `endField` (when both are times): `message` otherwise. */
export function timeBeforeRule(endField: string, message: string) {
  return timeOfDayRule().test('before-end', message, function before(start) {
    const end = (this.parent as Record<string, string | undefined>)[endField] ?? '';
    return !TIME_OF_DAY.test(start ?? '') || !TIME_OF_DAY.test(end) || (start ?? '') < end;
  });
}

/** A required whole number from `min` to `max` typed in a number field (null until typed). */
export function wholeNumberRule(min: number, max: number, message: string) {
  return yup
    .number()
    .nullable()
    .default(null)
    .typeError(message)
    .required(MSG.required)
    .integer(message)
    .min(min, message)
    .max(max, message);
}

/** An amount in reais typed as text, 0 to `maxCents`; `message` when it is not one (empty allowed unless required). */
export function moneyRule(message: string, maxCents: number, { required = true } = {}) {
  const text = yup.string().default('').trim();
  return (required ? text.required(MSG.required) : text).test('money', message, (value) => {
    if (!value && !required) return true;
    const cents = parseMoneyToCents(value ?? '');
    return cents !== null && cents >= 0 && cents <= maxCents;
  });
}

/** An optional CPF (masked or not): empty, or 11 digits with valid check digits. */
export function optionalCpfRule(shortMessage: string = MSG.cpfMin11) {
  return yup
    .string()
    .default('')
    .trim()
    .test('cpf-length', shortMessage, (value) => !value || onlyDigits(value).length >= CPF_LENGTH)
    .test('cpf', CPF_INVALID, (value) => !value || isValidCpf(value));
}

/** The rich text holds no words (the editor's empty HTML, or bare tags). */
export function isBlankHtml(html: string | null | undefined): boolean {
  return !html || !html.replace(/<[^>]*>/g, '').trim();
}

/** Rich text that must hold words ('Este campo não pode estar vazio!' unless told otherwise). */
export function requiredRichTextRule(message: string = MSG.required) {
  return yup
    .string()
    .default('')
    .test('required', message, (html) => !isBlankHtml(html));
}

/** A file chosen in the form (a picture, a document): null until one is. */
export function fileRule({ required = false }: { required?: boolean } = {}) {
  const file = yup.mixed<File>().nullable().default(null);
  return required ? file.test('required', MSG.required, (value) => Boolean(value)) : file;
}

/**
 * Files picked in the form, added to the `existingField` ones already saved: at least one
 * between them (`message`).
 */
export function atLeastOneFileRule(existingField: string, message: string) {
  return yup
    .array(yup.mixed<File>().required())
    .default([])
    .test('at-least-one', message, function some(value) {
      const existing = Number((this.parent as Record<string, unknown>)[existingField] ?? 0);
      return existing + (value?.length ?? 0) > 0;
    });
}

/** A colour #RRGGBB, required ('Cor inválida.'). */
export function colorRule() {
  return yup
    .string()
    .default('')
    .required(MSG.required)
    .test('color', 'Cor inválida.', (value) => isHexColor(value ?? ''));
}

/** An optional e-mail, trimmed: empty, or an address (`message` otherwise). */
export function optionalEmailRule(message: string) {
  return yup
    .string()
    .default('')
    .trim()
    .test('email', message, (value) => !value || isValidEmail(value));
}

/** An optional Brazilian phone: empty, or 10 or 11 digits ('Telefone inválido.'). */
export function optionalPhoneRule() {
  return yup
    .string()
    .default('')
    .test('phone', 'Telefone inválido.', (value) => {
      const digits = nationalPhoneDigits(value ?? '');
      return digits.length === 0 || digits.length === 10 || digits.length === 11;
    });
}

/** An optional http(s) address ('Endereço inválido.'). */
export function optionalUrlRule() {
  return yup
    .string()
    .default('')
    .trim()
    .test('url', 'Endereço inválido.', (value) => !value || /^https?:\/\/\S+$/i.test(value));
}

/** An optional CNPJ: empty, or 14 digits with right check digits ('CNPJ inválido.'). */
export function optionalCnpjRule() {
  return yup
    .string()
    .default('')
    .test('cnpj', 'CNPJ inválido.', (value) => !onlyDigits(value) || isValidCnpj(value ?? ''));
}

/** An optional text of at most `max` characters, trimmed ('Máximo de 150 caracteres!'). */
export function optionalTextRule(max: number) {
  return yup.string().trim().max(max, `Máximo de ${max} caracteres!`).optional();
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
