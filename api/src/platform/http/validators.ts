import { registerDecorator, type ValidationOptions } from 'class-validator';
import {
  EMAIL_MAX_LENGTH,
  isValidCnpj,
  isValidCpf,
  isValidEmail,
  isValidIsoDate,
  nationalPhoneDigits,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  MSG,
} from '@clube/shared';

/** CPF with valid check digits, masked or not (rule from libs/shared). */
export function IsCpf(options?: ValidationOptions) {
  return (target: object, propertyName: string) =>
    registerDecorator({
      name: 'isCpf',
      target: target.constructor,
      propertyName,
      options: { message: 'CPF inválido.', ...options },
      validator: { validate: (v: unknown) => typeof v === 'string' && isValidCpf(v) },
    });
}

/** E-mail by the shared rule: pattern, 6 to 254 long, local part up to 64. */
export function IsEmailAddress(options?: ValidationOptions) {
  return (target: object, propertyName: string) =>
    registerDecorator({
      name: 'isEmailAddress',
      target: target.constructor,
      propertyName,
      options: { message: 'Este e-mail não é válido!', ...options },
      validator: {
        validate: (v: unknown) =>
          typeof v === 'string' && v.length <= EMAIL_MAX_LENGTH && isValidEmail(v.trim()),
      },
    });
}

/** Password of 8 to 20 characters (the spec's set-password rule). */
export function IsPassword(options?: ValidationOptions) {
  return (target: object, propertyName: string) =>
    registerDecorator({
      name: 'isPassword',
      target: target.constructor,
      propertyName,
      options: {
        message: `A senha deve ter de ${PASSWORD_MIN_LENGTH} a ${PASSWORD_MAX_LENGTH} caracteres.`,
        ...options,
      },
      validator: {
        validate: (v: unknown) =>
          typeof v === 'string' &&
          [...v].length >= PASSWORD_MIN_LENGTH &&
          [...v].length <= PASSWORD_MAX_LENGTH,
      },
    });
}

/** The field must equal another field of the same object (password confirmation). */
export function Matches(property: string, options?: ValidationOptions) {
  return (target: object, propertyName: string) =>
    registerDecorator({
      name: 'matchesField',
      target: target.constructor,
      propertyName,
      constraints: [property],
      options: { message: 'As senhas não são iguais', ...options },
      validator: {
        validate: (v: unknown, args) => v === (args?.object as Record<string, unknown>)[property],
      },
    });
}

/** A calendar date written `yyyy-mm-dd` that exists (2026-02-30 does not). */
export function IsIsoDate(options?: ValidationOptions) {
  return (target: object, propertyName: string) =>
    registerDecorator({
      name: 'isIsoDate',
      target: target.constructor,
      propertyName,
      options: { message: 'Data inválida: use o formato aaaa-mm-dd.', ...options },
      validator: { validate: (v: unknown) => typeof v === 'string' && isValidIsoDate(v) },
    });
}

/** The date (`yyyy-mm-dd`) is on or after another date field of the same object. */
export function IsNotBefore(property: string, options?: ValidationOptions) {
  return (target: object, propertyName: string) =>
    registerDecorator({
      name: 'isNotBefore',
      target: target.constructor,
      propertyName,
      constraints: [property],
      options: { message: MSG.endBeforeStart, ...options },
      validator: {
        validate: (v: unknown, args) => {
          const other = (args?.object as Record<string, unknown>)[property];
          return typeof v !== 'string' || typeof other !== 'string' || v >= other;
        },
      },
    });
}

/** `#RRGGBB`. */
export function IsColor(options?: ValidationOptions) {
  return (target: object, propertyName: string) =>
    registerDecorator({
      name: 'isColor',
      target: target.constructor,
      propertyName,
      options: { message: 'Cor inválida: use o formato #RRGGBB.', ...options },
      validator: { validate: (v: unknown) => typeof v === 'string' && /^#[0-9a-fA-F]{6}$/.test(v) },
    });
}

/** CNPJ with valid check digits, masked or not. */
export function IsCnpj(options?: ValidationOptions) {
  return (target: object, propertyName: string) =>
    registerDecorator({
      name: 'isCnpj',
      target: target.constructor,
      propertyName,
      options: { message: 'CNPJ inválido.', ...options },
      validator: { validate: (v: unknown) => typeof v === 'string' && isValidCnpj(v) },
    });
}

/** A phone number: 10 or 11 digits (area code included), masked or not, +55 allowed. */
export function IsPhone(options?: ValidationOptions) {
  return (target: object, propertyName: string) =>
    registerDecorator({
      name: 'isPhone',
      target: target.constructor,
      propertyName,
      options: { message: 'Telefone inválido: informe DDD e número.', ...options },
      validator: {
        validate: (v: unknown) =>
          typeof v === 'string' &&
          /^[\d\s()+.-]+$/.test(v) &&
          /^\d{10,11}$/.test(nationalPhoneDigits(v)),
      },
    });
}
