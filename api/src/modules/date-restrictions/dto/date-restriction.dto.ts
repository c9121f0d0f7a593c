import { ApiProperty, ApiPropertyOptional, OmitType, PartialType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  ArrayUnique,
  IsArray,
  IsIn,
  IsInt,
  IsOptional,
  Max,
  Min,
} from 'class-validator';
import { MSG, STATUS_OPTIONS, statusIds, statusLegend } from '@clube/shared';
import { IsoDateField, RequiredText, StatusField } from '../../../platform/http/fields.js';
import { ListQueryDto, PageOf } from '../../../platform/http/pagination.js';
import { IsIsoDate, IsNotBefore } from '../../../platform/http/validators.js';
import { ContentStatusDto } from '../../content/content.js';
import { RegisterOptionDto } from '../../registers/registers.js';

/** Largest PostgreSQL `integer` (serial ids). */
const INT_MAX = 2_147_483_647;
/** More places than a club has; keeps a body small. */
export const DATE_RESTRICTION_MAX_LOCALS = 200;

const required = { message: MSG.required };
const badId = { each: true, message: 'Identificador inválido.' };

/**
 * The date restriction form (admin spec §3 and §5: description, dates, status and places
 * required). Dates are whole days `yyyy-mm-dd` of the club's time zone, both included.
 */
export class CreateDateRestrictionDto {
  @RequiredText(150, { example: 'Manutenção da piscina' })
  description: string;

  @IsoDateField({
    format: 'date',
    example: '2026-12-24',
    description: 'Primeiro dia (aaaa-mm-dd).',
  })
  startsAt: string;

  @IsoDateField({
    format: 'date',
    example: '2026-12-26',
    description: 'Último dia, incluído (aaaa-mm-dd); não antes de startsAt.',
  })
  @IsNotBefore('startsAt')
  endsAt: string;

  @ApiProperty({
    type: [Number],
    example: [1, 2],
    minItems: 1,
    maxItems: DATE_RESTRICTION_MAX_LOCALS,
    description: 'Ids dos locais (lookup `locals/options`); ao menos um.',
  })
  @IsArray()
  @ArrayMinSize(1, required)
  @ArrayMaxSize(DATE_RESTRICTION_MAX_LOCALS)
  @ArrayUnique({ message: 'Local repetido.' })
  @IsInt(badId)
  @Min(1, badId)
  @Max(INT_MAX, badId)
  locals: number[];

  @StatusField({ isDefault: true, form: false })
  status?: number;
}

/** An edit: every field optional; the description is locked (sent anyway: 400). */
export class UpdateDateRestrictionDto extends PartialType(
  OmitType(CreateDateRestrictionDto, ['description'] as const),
) {}

/** A date restriction as the back office sees it. */
export class DateRestrictionDto {
  @ApiProperty()
  id: number;

  @ApiProperty({ example: 'Manutenção da piscina' })
  description: string;

  @ApiProperty({ format: 'date', example: '2026-12-24' })
  startsAt: string;

  @ApiProperty({ format: 'date', example: '2026-12-26' })
  endsAt: string;

  @ApiProperty({ type: ContentStatusDto })
  status: ContentStatusDto;

  @ApiProperty({ type: [RegisterOptionDto], description: 'Locais, por descrição.' })
  locals: RegisterOptionDto[];
}

export class DateRestrictionPageDto extends PageOf(DateRestrictionDto) {}

const queryInt = ({ value }: { value: unknown }): unknown =>
  typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value.trim()) : value;

/**
 * `GET date-restrictions`: search in the description, status, place, and a period: with
 * `from` and/or `to`, only restrictions with a day in `[from, to]`. Sort: startsAt (default,
 * newest first with '-'), endsAt, description, status, id.
 */
export class DateRestrictionListQueryDto extends ListQueryDto {
  @ApiPropertyOptional({
    enum: statusIds(STATUS_OPTIONS),
    description: statusLegend(STATUS_OPTIONS),
  })
  @IsOptional()
  @Transform(queryInt)
  @IsInt()
  @IsIn(statusIds(STATUS_OPTIONS))
  status?: number;

  @ApiPropertyOptional({ description: 'Só restrições deste local (id).' })
  @IsOptional()
  @Transform(queryInt)
  @IsInt()
  @Min(1)
  @Max(INT_MAX)
  localId?: number;

  @ApiPropertyOptional({ format: 'date', description: 'Período: a partir de (aaaa-mm-dd).' })
  @IsOptional()
  @IsIsoDate()
  from?: string;

  @ApiPropertyOptional({ format: 'date', description: 'Período: até (aaaa-mm-dd).' })
  @IsOptional()
  @IsIsoDate()
  @IsNotBefore('from')
  to?: string;
}
