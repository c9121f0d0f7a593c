import { registerDecorator, type ValidationOptions } from 'class-validator';
import {
  EMAIL_MAX_LENGTH,
  isValidCpf,
  isValidEmail,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
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
