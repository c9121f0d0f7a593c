import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional, type ApiPropertyOptions } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import {
  MSG,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  STATUS_OPTIONS,
  type StatusOption,
  statusIds,
  statusLegend,
} from '@clube/shared';
import { formInt, formText } from './multipart.js';
import {
  IsEmailAddress,
  IsIsoDate,
  IsNotCommonPassword,
  IsPassword,
  Matches,
} from './validators.js';

/**
 * Field decorators that carry a field's whole rule (conversion, validation with the
 * Portuguese messages, Swagger) in one line, for the stacks the DTOs repeat. Derived DTOs
 * (`PartialType`, `PickType`, `OmitType` of @nestjs/swagger) inherit all of it.
 */

/** Rich text (HTML, sanitized by the service) may be long. */
export const RICH_TEXT_MAX = 200_000;

/** Surrounding spaces dropped from text; other values untouched. */
export const trim = ({ value }: { value: unknown }): unknown =>
  typeof value === 'string' ? value.trim() : value;

type Doc = Omit<ApiPropertyOptions, 'required' | 'maxLength'>;

const required = { message: MSG.required };

/** A required text, trimmed, 1 to `max` characters ('Este campo não pode estar vazio!'). */
export const RequiredText = (max: number, doc: Doc = {}) =>
  applyDecorators(
    ApiProperty({ maxLength: max, ...doc } as ApiPropertyOptions),
    Transform(trim),
    IsString(),
    MinLength(1, required),
    MaxLength(max),
  );

/** An optional text, trimmed, up to `max` characters. */
export const OptionalText = (max: number, doc: Doc = {}) =>
  applyDecorators(
    ApiPropertyOptional({ type: String, maxLength: max, ...doc } as ApiPropertyOptions),
    Transform(trim),
    IsOptional(),
    IsString(),
    MaxLength(max),
  );

/** An optional text of a form, up to `max` characters; sent empty, it clears the value (null). */
export const ClearableText = (max: number, doc: Doc = {}) =>
  applyDecorators(
    ApiPropertyOptional({
      type: String,
      nullable: true,
      maxLength: max,
      ...doc,
    } as ApiPropertyOptions),
    Transform(formText),
    IsOptional(),
    IsString(),
    MaxLength(max),
  );

/** HTML from the back office's editor: required (not empty) or optional and clearable. */
export const RichText = (description: string, options: { required?: boolean } = {}) =>
  options.required
    ? applyDecorators(
        ApiProperty({ description }),
        IsString(),
        MinLength(1, required),
        MaxLength(RICH_TEXT_MAX),
      )
    : applyDecorators(
        ApiPropertyOptional({ type: String, nullable: true, description }),
        IsOptional(),
        IsString(),
        MaxLength(RICH_TEXT_MAX),
      );

/** A calendar date `yyyy-mm-dd` that exists. */
export const IsoDateField = (doc: Doc = {}) =>
  applyDecorators(ApiProperty(doc as ApiPropertyOptions), Transform(trim), IsIsoDate());

export interface StatusFieldOptions {
  /** The allowed options (default: 1 Ativo, 2 Inativo). */
  options?: readonly StatusOption[];
  /** Documents the default of a new record (1 Ativo). */
  isDefault?: boolean;
  /** Multipart forms send text: '1' is read as 1 (default true). */
  form?: boolean;
}

/** An optional status id among the options. */
export function StatusField({
  options = STATUS_OPTIONS,
  isDefault = false,
  form = true,
}: StatusFieldOptions = {}) {
  const ids = statusIds(options);
  return applyDecorators(
    ApiPropertyOptional({
      enum: ids,
      ...(isDefault ? { default: ids[0] } : {}),
      description: statusLegend(options),
    }),
    ...(form ? [Transform(formInt)] : []),
    IsOptional(),
    IsInt(),
    IsIn(ids),
  );
}

/** An e-mail address by the shared rule, trimmed; `message` when invalid. */
export const EmailField = (message?: string, doc: Doc = {}) =>
  applyDecorators(
    ApiProperty(doc as ApiPropertyOptions),
    Transform(trim),
    IsString(),
    IsEmailAddress(message ? { message } : undefined),
  );

/** A new password: 8 to 20 characters, not a common one. */
export const PasswordField = (options: { optional?: boolean } = {}) =>
  applyDecorators(
    (options.optional ? ApiPropertyOptional : ApiProperty)({
      minLength: PASSWORD_MIN_LENGTH,
      maxLength: PASSWORD_MAX_LENGTH,
    }),
    ...(options.optional ? [IsOptional()] : []),
    IsString(),
    IsPassword(),
    IsNotCommonPassword(),
  );

/** The new password typed again; `message` when it differs (default 'As senhas não são iguais'). */
export const PasswordConfirmationField = (options: { optional?: boolean; message?: string } = {}) =>
  applyDecorators(
    (options.optional ? ApiPropertyOptional : ApiProperty)(),
    ...(options.optional ? [IsOptional()] : []),
    IsString(),
    Matches('password', options.message ? { message: options.message } : undefined),
  );
