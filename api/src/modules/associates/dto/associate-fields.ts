/**
 * The field rules of the back office's associate and dependent forms (admin spec §3 and §5):
 * masked input accepted (CPF ###.###.###-##, phone (##) # ####-####, CEP ##.###-###) and
 * turned into digits, optional texts and dates cleared by '' or null, the gender and status
 * ids, the list's integer query values.
 */
import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  MaxLength,
  MinLength,
  registerDecorator,
  type ValidationArguments,
} from 'class-validator';
import {
  API_MSG,
  CPF_LENGTH,
  GENDERS,
  isValidCep,
  isValidCpf,
  MSG,
  onlyDigits,
  RecordStatus,
  STATUS_OPTIONS,
  statusIds,
  statusLegend,
} from '@clube/shared';
import { trim } from '../../../platform/http/fields.js';
import { formInt } from '../../../platform/http/multipart.js';
import { IsIsoDate } from '../../../platform/http/validators.js';

export const required = { message: MSG.required };
/** Largest PostgreSQL `integer` (ids, version). */
export const INT_MAX = 2_147_483_647;
export const GENDER_IDS = GENDERS.map((g) => g.id);
const GENDER_LEGEND = GENDERS.map((g) => `${g.id} ${g.description}`).join(', ');

/** Masked text (digits and the mask's characters) becomes its digits; anything else is kept, to fail. */
export const maskedDigits = ({ value }: { value: unknown }): unknown =>
  typeof value === 'string' && /^[\d\s().+-]*$/.test(value) ? onlyDigits(value) : value;

/** Trimmed; '' becomes null (a cleared optional field). */
export const clearable = ({ value }: { value: unknown }): unknown => {
  if (typeof value !== 'string') return value;
  const v = value.trim();
  return v === '' ? null : v;
};

/**
 * A CPF: fewer than 11 digits is 'Este campo não pode conter menos que 11 caracteres!' (the
 * spec's text), 11 digits with wrong check digits 'CPF inválido.'.
 */
function IsCpfField() {
  return (target: object, propertyName: string | symbol) =>
    registerDecorator({
      name: 'isCpfField',
      target: target.constructor,
      propertyName: String(propertyName),
      options: {
        message: (args: ValidationArguments) =>
          typeof args.value === 'string' && onlyDigits(args.value).length < CPF_LENGTH
            ? MSG.cpfMin11
            : API_MSG.cpfInvalid,
      },
      validator: { validate: (v: unknown) => typeof v === 'string' && isValidCpf(v) },
    });
}

export const CpfField = (doc: { description?: string } = {}) =>
  applyDecorators(
    ApiProperty({
      example: '11144477735',
      description:
        doc.description ??
        'CPF: 11 dígitos, com ou sem máscara (###.###.###-##); gravado só com dígitos.',
    }),
    Transform(maskedDigits),
    IsString(),
    MinLength(1, required),
    IsCpfField(),
  );

/** A required text, trimmed, 1 to `max` characters. */
export const Text = (max: number, example: string, description?: string) =>
  applyDecorators(
    ApiProperty({ maxLength: max, example, ...(description ? { description } : {}) }),
    Transform(trim),
    IsString(),
    MinLength(1, required),
    MaxLength(max),
  );

/** An optional text; '' or null clears it. */
export const OptionalText = (max: number, example: string, description?: string) =>
  applyDecorators(
    ApiPropertyOptional({
      type: String,
      nullable: true,
      maxLength: max,
      example,
      ...(description ? { description } : {}),
    }),
    Transform(clearable),
    IsOptional(),
    IsString(),
    MaxLength(max),
  );

/** An optional date `yyyy-mm-dd`; '' or null clears it. */
export const OptionalDate = (description: string) =>
  applyDecorators(
    ApiPropertyOptional({ type: String, format: 'date', nullable: true, description }),
    Transform(clearable),
    IsOptional(),
    IsIsoDate(),
  );

export const GenderField = () =>
  applyDecorators(
    ApiPropertyOptional({ enum: GENDER_IDS, default: 0, description: `Gênero: ${GENDER_LEGEND}.` }),
    Transform(formInt),
    IsOptional(),
    IsInt(),
    IsIn(GENDER_IDS),
  );

export const StatusIdField = () =>
  applyDecorators(
    ApiPropertyOptional({
      enum: statusIds(STATUS_OPTIONS),
      default: RecordStatus.Active,
      description: `${statusLegend(STATUS_OPTIONS)}. Inativo encerra as sessões do associado e impede a entrada.`,
    }),
    Transform(formInt),
    IsOptional(),
    IsInt(),
    IsIn(statusIds(STATUS_OPTIONS)),
  );

export function IsPhoneDigits() {
  return (target: object, propertyName: string | symbol) =>
    registerDecorator({
      name: 'isPhoneDigits',
      target: target.constructor,
      propertyName: String(propertyName),
      options: { message: MSG.associatePhoneInvalid },
      validator: { validate: (v: unknown) => typeof v === 'string' && /^\d{10,11}$/.test(v) },
    });
}

export function IsCepDigits() {
  return (target: object, propertyName: string | symbol) =>
    registerDecorator({
      name: 'isCepDigits',
      target: target.constructor,
      propertyName: String(propertyName),
      options: { message: MSG.zipcodeInvalid },
      validator: { validate: (v: unknown) => typeof v === 'string' && isValidCep(v) },
    });
}

export const queryInt = ({ value }: { value: unknown }): unknown =>
  typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value.trim()) : value;
