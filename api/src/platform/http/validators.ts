import {
  registerDecorator,
  type ValidationArguments,
  type ValidationOptions,
} from 'class-validator';
import {
  EMAIL_MAX_LENGTH,
  isValidCnpj,
  isValidCpf,
  isValidEmail,
  isValidIsoDate,
  MSG,
  nationalPhoneDigits,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '@clube/shared';
import { isCommonPassword } from '../auth/password-strength.js';

/**
 * A property validator of class-validator: `name`, a default Portuguese message (a DTO may
 * give its own) and the test. `constraints` are read back by the test through `args`.
 */
export function propertyRule(
  name: string,
  message: string,
  validate: (value: unknown, args?: ValidationArguments) => boolean,
  constraints: unknown[] = [],
) {
  return (options?: ValidationOptions): PropertyDecorator =>
    (target: object, propertyName: string | symbol) =>
      registerDecorator({
        name,
        target: target.constructor,
        propertyName: String(propertyName),
        constraints,
        options: { message, ...options },
        validator: { validate },
      });
}

/** The value of another property of the same object. */
const other = (args: ValidationArguments | undefined, property: string): unknown =>
  (args?.object as Record<string, unknown> | undefined)?.[property];

/** CPF with valid check digits, masked or not (rule from libs/shared). */
export const IsCpf = propertyRule(
  'isCpf',
  'CPF inválido.',
  (v) => typeof v === 'string' && isValidCpf(v),
);

/** E-mail by the shared rule: pattern, 6 to 254 long, local part up to 64. */
export const IsEmailAddress = propertyRule(
  'isEmailAddress',
  MSG.adminRecoveryEmail,
  (v) => typeof v === 'string' && v.length <= EMAIL_MAX_LENGTH && isValidEmail(v.trim()),
);

/** Password of 8 to 20 characters (the spec's set-password rule). */
export const IsPassword = propertyRule(
  'isPassword',
  `A senha deve ter de ${PASSWORD_MIN_LENGTH} a ${PASSWORD_MAX_LENGTH} caracteres.`,
  (v) =>
    typeof v === 'string' &&
    [...v].length >= PASSWORD_MIN_LENGTH &&
    [...v].length <= PASSWORD_MAX_LENGTH,
);

/** Not on the lists of common passwords nor easy to guess (zxcvbn-ts, score 2 or more). */
export const IsNotCommonPassword = propertyRule(
  'isNotCommonPassword',
  MSG.passwordCommon,
  (v) => typeof v === 'string' && !isCommonPassword(v),
);

/** The field must equal another field of the same object (password confirmation). */
export const Matches = (property: string, options?: ValidationOptions) =>
  propertyRule('matchesField', MSG.passwordsDiffer, (v, args) => v === other(args, property), [
    property,
  ])(options);

/** A calendar date written `yyyy-mm-dd` that exists (2026-02-30 does not). */
export const IsIsoDate = propertyRule(
  'isIsoDate',
  'Data inválida: use o formato aaaa-mm-dd.',
  (v) => typeof v === 'string' && isValidIsoDate(v),
);

/** The date (`yyyy-mm-dd`) is on or after another date field of the same object. */
export const IsNotBefore = (property: string, options?: ValidationOptions) =>
  propertyRule(
    'isNotBefore',
    MSG.endBeforeStart,
    (v, args) => {
      const start = other(args, property);
      return typeof v !== 'string' || typeof start !== 'string' || v >= start;
    },
    [property],
  )(options);

/** `#RRGGBB`. */
export const IsColor = propertyRule(
  'isColor',
  'Cor inválida: use o formato #RRGGBB.',
  (v) => typeof v === 'string' && /^#[0-9a-fA-F]{6}$/.test(v),
);

/** CNPJ with valid check digits, masked or not. */
export const IsCnpj = propertyRule(
  'isCnpj',
  'CNPJ inválido.',
  (v) => typeof v === 'string' && isValidCnpj(v),
);

/** A phone number: 10 or 11 digits (area code included), masked or not, +55 allowed. */
export const IsPhone = propertyRule(
  'isPhone',
  'Telefone inválido: informe DDD e número.',
  (v) =>
    typeof v === 'string' && /^[\d\s()+.-]+$/.test(v) && /^\d{10,11}$/.test(nationalPhoneDigits(v)),
);
