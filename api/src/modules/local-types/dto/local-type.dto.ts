import { ApiProperty, ApiPropertyOptional, OmitType, PartialType } from '@nestjs/swagger';
import { IsBoolean, IsInt, IsOptional, Max, Min } from 'class-validator';
import {
  API_MSG,
  BOOKING_HOUR_MAX,
  BOOKING_HOUR_RANGE_MSG,
  BOOKING_LIMIT_DEFAULTS,
  BOOKING_LIMIT_MAX,
  BOOKING_LIMIT_RANGE_MSG,
  PLACE_PRICE_MAX_CENTS,
  RESCHEDULE_INTERVAL_DEFAULT_DAYS,
  RESCHEDULE_INTERVAL_MAX_DAYS,
  RESCHEDULE_INTERVAL_MIN_DAYS,
} from '@clube/shared';
import { applyDecorators } from '@nestjs/common';
import { RequiredText, RichText, StatusField } from '../../../platform/http/fields.js';
import { PageOf } from '../../../platform/http/pagination.js';
import { ContentStatusDto } from '../../content/content.js';

const price = { message: API_MSG.placePriceRange };
const days = { message: API_MSG.rescheduleDaysRange };
const limitMessage = { message: BOOKING_LIMIT_RANGE_MSG };
const hourMessage = { message: BOOKING_HOUR_RANGE_MSG };

/** Integer cents, 0 to R$ 1.000.000,00 (the back office types reais and sends cents). */
const Cents = (description: string, required: boolean) =>
  applyDecorators(
    (required ? ApiProperty : ApiPropertyOptional)({
      type: 'integer',
      minimum: 0,
      maximum: PLACE_PRICE_MAX_CENTS,
      example: 5000,
      description,
    }),
    ...(required ? [] : [IsOptional()]),
    IsInt(price),
    Min(0, price),
    Max(PLACE_PRICE_MAX_CENTS, price),
  );

/**
 * The place type form (admin spec §5: description, external and invited values, reschedule
 * days and status required). Money in integer cents.
 */
export class CreateLocalTypeDto {
  @RequiredText(150, { example: 'Churrasqueira' })
  description: string;

  @Cents('Valor para associados e dependentes, em centavos (padrão 0).', false)
  associatedValue?: number;

  @Cents('Valor para pessoas de fora, em centavos.', true)
  externalValue: number;

  @Cents('Valor por convidado, em centavos.', true)
  invitedValue: number;

  @ApiPropertyOptional({
    type: 'integer',
    minimum: RESCHEDULE_INTERVAL_MIN_DAYS,
    maximum: RESCHEDULE_INTERVAL_MAX_DAYS,
    default: RESCHEDULE_INTERVAL_DEFAULT_DAYS,
    description: 'Dias para remarcar uma reserva.',
  })
  @IsOptional()
  @IsInt(days)
  @Min(RESCHEDULE_INTERVAL_MIN_DAYS, days)
  @Max(RESCHEDULE_INTERVAL_MAX_DAYS, days)
  rescheduleInterval?: number;

  @ApiPropertyOptional({
    type: 'integer',
    nullable: true,
    minimum: 1,
    maximum: BOOKING_LIMIT_MAX,
    default: BOOKING_LIMIT_DEFAULTS.activePerFamily,
    description:
      'Reservas futuras ativas (pendentes ou confirmadas) por família; null: sem limite.',
  })
  @IsOptional()
  @IsInt(limitMessage)
  @Min(1, limitMessage)
  @Max(BOOKING_LIMIT_MAX, limitMessage)
  maxActivePerFamily?: number | null;

  @ApiPropertyOptional({
    type: 'integer',
    nullable: true,
    minimum: 1,
    maximum: BOOKING_LIMIT_MAX,
    default: BOOKING_LIMIT_DEFAULTS.perFamilyPerDay,
    description: 'Reservas por família na mesma data; null: sem limite.',
  })
  @IsOptional()
  @IsInt(limitMessage)
  @Min(1, limitMessage)
  @Max(BOOKING_LIMIT_MAX, limitMessage)
  maxPerFamilyPerDay?: number | null;

  @ApiPropertyOptional({
    type: 'integer',
    nullable: true,
    minimum: 0,
    maximum: BOOKING_HOUR_MAX,
    default: BOOKING_LIMIT_DEFAULTS.opensAtHour,
    description:
      'Hora (0 a 23, horário do clube) em que a data mais distante abre para reserva; null: meia-noite.',
  })
  @IsOptional()
  @IsInt(hourMessage)
  @Min(0, hourMessage)
  @Max(BOOKING_HOUR_MAX, hourMessage)
  bookingOpensHour?: number | null;

  @ApiPropertyOptional({ default: false, description: 'A reserva exige assinar o contrato.' })
  @IsOptional()
  @IsBoolean()
  signContract?: boolean;

  @RichText('Texto do contrato (HTML, sanitizado); obrigatório com signContract.')
  contract?: string | null;

  @StatusField({ isDefault: true, form: false })
  status?: number;
}

/** An edit: every field optional; the description is locked (not accepted). */
export class UpdateLocalTypeDto extends PartialType(
  OmitType(CreateLocalTypeDto, ['description', 'status'] as const),
) {
  @StatusField({ form: false })
  status?: number;
}

/** A place type as the back office sees it (money in cents). */
export class LocalTypeDto {
  @ApiProperty()
  id: number;

  @ApiProperty({ example: 'Churrasqueira' })
  description: string;

  @ApiProperty({ type: 'integer', example: 0, description: 'Centavos.' })
  associatedValue: number;

  @ApiProperty({ type: 'integer', example: 15000, description: 'Centavos.' })
  externalValue: number;

  @ApiProperty({ type: 'integer', example: 2500, description: 'Centavos.' })
  invitedValue: number;

  @ApiProperty({ type: 'integer', example: 90, description: 'Dias.' })
  rescheduleInterval: number;

  @ApiProperty({ type: 'integer', nullable: true, example: 2 })
  maxActivePerFamily: number | null;

  @ApiProperty({ type: 'integer', nullable: true, example: 1 })
  maxPerFamilyPerDay: number | null;

  @ApiProperty({ type: 'integer', nullable: true, example: 8 })
  bookingOpensHour: number | null;

  @ApiProperty()
  signContract: boolean;

  @ApiProperty({ type: String, nullable: true, description: 'HTML sanitizado.' })
  contract: string | null;

  @ApiProperty({ type: ContentStatusDto })
  status: ContentStatusDto;
}

export class LocalTypePageDto extends PageOf(LocalTypeDto) {}
