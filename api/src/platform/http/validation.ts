import { type ArgumentMetadata, ValidationPipe, type ValidationError } from '@nestjs/common';
import { getMetadataStorage } from 'class-validator';
import { ErrorCode, MSG } from '@clube/shared';
import { AppException } from './app-exception.js';
import { readableFieldMessages } from './field-labels.js';
import { cacheValidationMetadata } from './validation-metadata-cache.js';

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
      const custom = !/^(each value in )?(nested )?(property )?\S+ (must|should|has|is)\b/.test(
        original,
      );
      const missing =
        (err.value === undefined || err.value === null) && constraint !== 'whitelistValidation';
      fields[path] = missing ? MSG.required : describe(constraint, original, custom);
    }
    if (err.children?.length) Object.assign(fields, flattenValidationErrors(err.children, path));
  }
  return fields;
}

/** Deeper bodies are refused before class-transformer (whose recursion would overflow) reads them. */
export const MAX_BODY_DEPTH = 32;

const NOT_NULL = 'Não pode ser nulo: omita o campo para mantê-lo.';
const HAS_NUL = 'Contém um caractere inválido (NUL).';

type Constructor = abstract new (...args: never[]) => unknown;
const PLAIN_TYPES = new Set<unknown>([String, Number, Boolean, Array, Object, Date, Buffer]);
const isDtoClass = (t: unknown): t is Constructor => typeof t === 'function' && !PLAIN_TYPES.has(t);

interface SwaggerProperty {
  required?: boolean;
  nullable?: boolean;
  type?: unknown;
}

/** `documentedProperties` by DTO: decorators run once, when a class is defined. */
const DOCUMENTED = new WeakMap<Constructor, Map<string, SwaggerProperty>>();

/** The properties a DTO documents (@nestjs/swagger metadata, kept by PartialType & co.). */
function documentedProperties(dto: Constructor): Map<string, SwaggerProperty> {
  let props = DOCUMENTED.get(dto);
  if (!props) {
    props = readDocumentedProperties(dto);
    DOCUMENTED.set(dto, props);
  }
  return props;
}

function readDocumentedProperties(dto: Constructor): Map<string, SwaggerProperty> {
  const proto = dto.prototype as object;
  const names = (Reflect.getMetadata('swagger/apiModelPropertiesArray', proto) ?? []) as string[];
  return new Map(
    names.map((n) => {
      const name = n.replace(/^:/, '');
      return [
        name,
        (Reflect.getMetadata('swagger/apiModelProperties', proto, name) ?? {}) as SwaggerProperty,
      ];
    }),
  );
}

const SEVERAL_FIELDS = 'Dados inválidos: verifique os campos destacados.';

/**
 * The 400 of invalid input: `fields` by path (for programs and forms), `fieldMessages` with each
 * message naming its field as a person reads it ('Convidado 1: CPF inválido.'), and as `error`
 * that sentence when one field is wrong (`message` when given).
 */
export function validationFailed(fields: Record<string, string>, message?: string): AppException {
  const fieldMessages = readableFieldMessages(fields);
  const sentences = Object.values(fieldMessages);
  const error = message ?? (sentences.length === 1 ? sentences[0] : SEVERAL_FIELDS);
  return new AppException(400, ErrorCode.ValidationFailed, error, fields, fieldMessages);
}

/**
 * What must hold of any input before class-transformer and the services see it: no NUL
 * character (PostgreSQL refuses it in text), nesting at most MAX_BODY_DEPTH levels.
 * Walks with an explicit stack, so a hostile depth cannot overflow this check either.
 */
function checkValues(value: unknown, where: string): void {
  const stack: [unknown, string, number][] = [[value, where, 0]];
  while (stack.length) {
    const [v, path, depth] = stack.pop() as [unknown, string, number];
    if (typeof v === 'string') {
      if (v.includes('\0')) throw validationFailed({ [path || 'body']: HAS_NUL });
      continue;
    }
    if (typeof v !== 'object' || v === null) continue;
    if (depth >= MAX_BODY_DEPTH) {
      throw validationFailed(
        { [path || 'body']: `Aninhamento acima de ${MAX_BODY_DEPTH} níveis.` },
        'Dados inválidos: aninhamento profundo demais.',
      );
    }
    for (const [key, child] of Object.entries(v)) {
      const childPath = path ? `${path}.${key}` : key;
      if (key.includes('\0'))
        throw validationFailed({ [path || 'body']: HAS_NUL }, `Dados inválidos: ${HAS_NUL}`);
      stack.push([child, childPath, depth + 1]);
    }
  }
}

/** A DTO's `@ArrayMaxSize` limits by property, with the message each would give. */
const MAX_ITEMS = new WeakMap<Constructor, Map<string, { max: number; message: string }>>();

function maxItems(dto: Constructor): Map<string, { max: number; message: string }> {
  let limits = MAX_ITEMS.get(dto);
  if (!limits) {
    limits = new Map();
    for (const rule of getMetadataStorage().getTargetValidationMetadatas(dto, '', true, false)) {
      // `each: true` would limit the lists inside a list: left to class-validator.
      if (rule.name !== 'arrayMaxSize' || rule.each || typeof rule.constraints?.[0] !== 'number')
        continue;
      const max = rule.constraints[0];
      const custom = typeof rule.message === 'string' ? rule.message : undefined;
      limits.set(rule.propertyName, {
        max,
        message: custom ?? describe('arrayMaxSize', String(max), false),
      });
    }
    MAX_ITEMS.set(dto, limits);
  }
  return limits;
}

/**
 * What is refused on the JSON as it came, before class-transformer copies it into DTOs:
 *  - `null` where the DTO does not document the field as nullable: in an update, null on a
 *    field that cannot be empty is a client's mistake (400), not a NOT NULL failure (500);
 *  - a list longer than its `@ArrayMaxSize`: refused at once, with the rule's own message,
 *    instead of after every item has been transformed and validated (a list of 20,000 items
 *    cost about 300 ms of the API's time before its 400).
 */
function checkBeforeTransform(
  value: unknown,
  dto: Constructor,
  prefix: string,
  fields: Record<string, string>,
) {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return;
  const props = documentedProperties(dto);
  const limits = maxItems(dto);
  for (const [key, child] of Object.entries(value)) {
    const prop = props.get(key);
    if (!prop) continue; // unknown fields are refused by the whitelist
    const path = prefix ? `${prefix}.${key}` : key;
    const limit = limits.get(key);
    if (limit && Array.isArray(child) && child.length > limit.max) {
      fields[path] = limit.message;
      continue;
    }
    if (child === null) {
      // A required field sent as null gets the required-field message from class-validator.
      if (prop.required === false && !prop.nullable) fields[path] = NOT_NULL;
      continue;
    }
    const type = Array.isArray(prop.type) ? (prop.type as unknown[])[0] : prop.type;
    if (
      !isDtoClass(type) ||
      !Reflect.hasMetadata('swagger/apiModelPropertiesArray', type.prototype as object)
    )
      continue;
    if (Array.isArray(child))
      child.forEach((c, i) => checkBeforeTransform(c, type, `${path}.${i}`, fields));
    else checkBeforeTransform(child, type, path, fields);
  }
}

/**
 * The global pipe: the checks above, a body that is a JSON object where a DTO is expected
 * (a top-level array or nothing is refused, not read as an empty update), then
 * class-validator with the whitelist.
 */
class ApiValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (metadata.type === 'custom') return super.transform(value, metadata);
    const where = metadata.type === 'body' ? '' : (metadata.data ?? '');
    checkValues(value, where);
    if (metadata.type === 'body' && isDtoClass(metadata.metatype)) {
      if (value === undefined) value = {};
      if (typeof value !== 'object' || value === null || Array.isArray(value)) {
        throw new AppException(
          400,
          ErrorCode.BadRequest,
          'O corpo da requisição deve ser um objeto JSON.',
        );
      }
      const fields: Record<string, string> = {};
      checkBeforeTransform(value, metadata.metatype, '', fields);
      if (Object.keys(fields).length) throw validationFailed(fields);
    }
    return super.transform(value, metadata);
  }
}

export function createValidationPipe(): ValidationPipe {
  cacheValidationMetadata();
  return new ApiValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    transformOptions: { enableImplicitConversion: false },
    validationError: { target: false, value: true }, // value is read here, never sent back
    exceptionFactory: (errors) => validationFailed(flattenValidationErrors(errors)),
  });
}
