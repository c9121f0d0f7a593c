import { ApiProperty, ApiPropertyOptional, PickType } from '@nestjs/swagger';
import { MSG, REPORT_MAX_DAYS } from '@clube/shared';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { ListQueryDto } from '../../../platform/http/pagination.js';
import { IsIsoDate, IsNotBefore, propertyRule } from '../../../platform/http/validators.js';

export const INT_MAX = 2_147_483_647;
export const BAD_ID = 'Identificador inválido.';

const dayNumber = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / 86_400_000;

/** `endsAt` at most REPORT_MAX_DAYS days (both ends counted) after `startsAt`. */
export const IsWithinReportPeriod = propertyRule(
  'isWithinReportPeriod',
  MSG.reportPeriodTooLong,
  (v, args) => {
    const start = (args?.object as { startsAt?: unknown } | undefined)?.startsAt;
    if (typeof v !== 'string' || typeof start !== 'string') return true;
    const days = dayNumber(v) - dayNumber(start) + 1;
    return !Number.isFinite(days) || days <= REPORT_MAX_DAYS;
  },
);

/** The 400 of a period filter, for Swagger. */
export const BAD_PERIOD = `Data inválida, '${MSG.endBeforeStart}' ou '${MSG.reportPeriodTooLong}'`;

/** The club days `startsAt`..`endsAt` (time zone of the club), optionally of one place. */
export class ReportPeriodDto {
  @ApiProperty({
    format: 'date',
    example: '2026-01-01',
    description: 'Primeiro dia (aaaa-mm-dd, fuso do clube).',
  })
  @IsIsoDate()
  startsAt: string;

  @ApiProperty({
    format: 'date',
    example: '2026-01-31',
    description: `Último dia (aaaa-mm-dd, fuso do clube), não antes de startsAt; período de até ${REPORT_MAX_DAYS} dias.`,
  })
  @IsIsoDate()
  @IsNotBefore('startsAt')
  @IsWithinReportPeriod()
  endsAt: string;

  @ApiPropertyOptional({ minimum: 1, description: 'Só este local (id).' })
  @IsOptional()
  @IsInt({ message: BAD_ID })
  @Min(1, { message: BAD_ID })
  @Max(INT_MAX, { message: BAD_ID })
  local?: number;
}

/** `?skip=&take=` of a report's page (10 rows by default). */
export class ReportPageQueryDto extends PickType(ListQueryDto, ['skip', 'take'] as const) {}
