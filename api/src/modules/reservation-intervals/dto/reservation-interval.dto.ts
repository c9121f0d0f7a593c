import { ApiProperty, PartialType } from '@nestjs/swagger';
import { IsInt, Max, Min } from 'class-validator';
import {
  API_MSG,
  RESERVATION_INTERVAL_MAX_MINUTES,
  RESERVATION_INTERVAL_MIN_MINUTES,
} from '@clube/shared';
import { RequiredText } from '../../../platform/http/fields.js';
import { PageOf } from '../../../platform/http/pagination.js';

const range = { message: API_MSG.intervalMinutesRange };

/** The interval form (admin spec: description and interval required). */
export class CreateReservationIntervalDto {
  @RequiredText(150, { example: '1 hora' })
  description: string;

  @ApiProperty({
    minimum: RESERVATION_INTERVAL_MIN_MINUTES,
    maximum: RESERVATION_INTERVAL_MAX_MINUTES,
    example: 60,
    description: 'Duração de um horário de reserva, em minutos.',
  })
  @IsInt(range)
  @Min(RESERVATION_INTERVAL_MIN_MINUTES, range)
  @Max(RESERVATION_INTERVAL_MAX_MINUTES, range)
  interval: number;
}

/** An edit: every field optional. */
export class UpdateReservationIntervalDto extends PartialType(CreateReservationIntervalDto) {}

/** A reservation interval as the back office sees it. */
export class ReservationIntervalDto {
  @ApiProperty()
  id: number;

  @ApiProperty({ example: '1 hora' })
  description: string;

  @ApiProperty({ example: 60, description: 'Minutos.' })
  interval: number;
}

export class ReservationIntervalPageDto extends PageOf(ReservationIntervalDto) {}
