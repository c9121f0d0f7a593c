import { ValidationPipe, type ValidationError } from '@nestjs/common';
import { ErrorCode, MSG } from '@clube/shared';
import { AppException } from './app-exception.js';

/** Portuguese text for each class-validator constraint we use. */
const MESSAGES: Record<string, (c: string | undefined) => string> = {
  whitelistValidation: () => 'Campo não permitido.',
  isDefined: () => MSG.required,
  isNotEmpty: () => MSG.required,
  isString: () => 'Deve ser um texto.',
  isInt: () => 'Deve ser um número inteiro.',
  isNumber: () => 'Deve ser um número.',
  isBoolean: () => 'Deve ser verdadeiro ou falso.',
  isArray: () => 'Deve ser uma lista.',
  isUuid: () => 'Identificador inválido.',
  isUUID: () => 'Identificador inválido.',
  isEmail: () => MSG.adminRecoveryEmail,
  isHexColor: () => 'Cor inválida: use o formato #RRGGBB.',
  isUrl: () => 'Endereço (URL) inválido.',
  isURL: () => 'Endereço (URL) inválido.',
  isEnum: () => 'Valor fora da lista permitida.',
  isIn: () => 'Valor fora da lista permitida.',
  isDateString: () => 'Data inválida.',
  isIso8601: () => 'Data inválida.',
  isISO8601: () => 'Data inválida.',
  matches: () => 'Formato inválido.',
  min: (c) => `Deve ser maior ou igual a ${c}.`,
  max: (c) => `Deve ser menor ou igual a ${c}.`,
  minLength: (c) => `Mínimo ${c} caracteres!`,
  maxLength: (c) => `Máximo de ${c} caracteres!`,
  arrayMinSize: (c) => `Informe ao menos ${c} item(ns).`,
  arrayMaxSize: (c) => `Informe no máximo ${c} itens.`,
  nestedValidation: () => 'Valor inválido.',
};

/** First number found in a class-validator message ("... must not be greater than 20 ..."). */
const numberIn = (message: string | undefined) => message?.match(/-?\d+(\.\d+)?/)?.[0];

function describe(constraint: string, original: string | undefined, custom: boolean): string {
  // A message written in a DTO (`{ message: '...' }`) is already Portuguese: keep it.
  if (custom && original) return original;
  const build = MESSAGES[constraint];
  return build ? build(numberIn(original)) : 'Valor inválido.';
}

/** When a value breaks several rules, say the most basic one first (missing, then wrong type). */
const PRIORITY = [
  'whitelistValidation',
  'isDefined',
  'isNotEmpty',
  'isArray',
  'isString',
  'isInt',
  'isNumber',
  'isBoolean',
  'isUuid',
  'isUUID',
  'isEnum',
  'isIn',
];
const rank = (constraint: string) => {
  const i = PRIORITY.indexOf(constraint);
  return i === -1 ? PRIORITY.length : i;
};

export function flattenValidationErrors(
  errors: ValidationError[],
  prefix = '',
): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const err of errors) {
    const path = prefix ? `${prefix}.${err.property}` : err.property;
    if (err.constraints) {
      const [constraint, original] = Object.entries(err.constraints).sort(
        ([a], [b]) => rank(a) - rank(b),
      )[0];
      // class-validator's own (English) messages start with the property name.
      const custom = !/^(each value in )?(property )?\S+ (must|should|has|is)\b/.test(original);
      const missing =
        (err.value === undefined || err.value === null) && constraint !== 'whitelistValidation';
      fields[path] = missing ? MSG.required : describe(constraint, original, custom);
    }
    if (err.children?.length) Object.assign(fields, flattenValidationErrors(err.children, path));
  }
  return fields;
}

export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    transformOptions: { enableImplicitConversion: false },
    validationError: { target: false, value: true }, // value is read here, never sent back
    exceptionFactory: (errors) => {
      const fields = flattenValidationErrors(errors);
      const count = Object.keys(fields).length;
      return new AppException(
        400,
        ErrorCode.ValidationFailed,
        count === 1
          ? `Dados inválidos: ${Object.entries(fields)[0].join(' — ')}`
          : 'Dados inválidos: verifique os campos destacados.',
        fields,
      );
    },
  });
}
