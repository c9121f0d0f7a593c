import { ApiProperty, ApiPropertyOptional, IntersectionType, PickType } from '@nestjs/swagger';
import { Type as ConvertTo } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { MSG, REPORT_MAX_DAYS } from '@clube/shared';
import { ListQueryDto, PageOf } from '../../../platform/http/pagination.js';
import { IsIsoDate, IsNotBefore, propertyRule } from '../../../platform/http/validators.js';
import { ACCESS_USER_TYPES } from './access-validation.dto.js';

const INT_MAX = 2_147_483_647;
const idRule = { message: 'Identificador inválido.' };
const dayNumber = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / 86_400_000;

/** `accessAtTo` at most REPORT_MAX_DAYS days (both ends counted) after `accessAtFrom`. */
const IsWithinReportPeriod = propertyRule(
  'isWithinReportPeriod',
  MSG.reportPeriodTooLong,
  (v, args) => {
    const start = (args?.object as { accessAtFrom?: unknown } | undefined)?.accessAtFrom;
    if (typeof v !== 'string' || typeof start !== 'string') return true;
    const days = dayNumber(v) - dayNumber(start) + 1;
    return !Number.isFinite(days) || days <= REPORT_MAX_DAYS;
  },
);

/** The access report's filters (`GET access-local` and its export). */
export class AccessReportFilterDto {
  @ApiProperty({
    format: 'date',
    example: '2026-03-01',
    description: 'Primeiro dia (aaaa-mm-dd, fuso do clube).',
  })
  @IsIsoDate()
  accessAtFrom: string;

  @ApiProperty({
    format: 'date',
    example: '2026-03-31',
    description: `Último dia (aaaa-mm-dd, fuso do clube), não antes de accessAtFrom; período de até ${REPORT_MAX_DAYS} dias.`,
  })
  @IsIsoDate()
  @IsNotBefore('accessAtFrom')
  @IsWithinReportPeriod()
  accessAtTo: string;

  @ApiPropertyOptional({ type: 'integer', minimum: 1, description: 'Só acessos deste local (id).' })
  @IsOptional()
  @ConvertTo(() => Number)
  @IsInt(idRule)
  @Min(1, idRule)
  @Max(INT_MAX, idRule)
  localId?: number;

  @ApiPropertyOptional({ maxLength: 150, description: 'Parte do nome da pessoa.' })
  @IsOptional()
  @IsString()
  @MaxLength(150)
  name?: string;
}

/** The report's page: the filters plus `skip`/`take` (10 rows by default). */
export class AccessReportQueryDto extends IntersectionType(
  AccessReportFilterDto,
  PickType(ListQueryDto, ['skip', 'take'] as const),
) {}

/** One check at the gate. */
export class AccessRowDto {
  @ApiProperty()
  id: number;

  @ApiProperty({ type: String, nullable: true, description: 'O local da portaria.' })
  localDescription: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'Null: código desconhecido.' })
  name: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'CPF' })
  docType: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    example: '123.456.789-09',
    description: 'CPF; mascarado (***.456.789-**) para quem não é administrador.',
  })
  doc: string | null;

  @ApiProperty({ format: 'date-time', description: 'Quando a tentativa foi feita.' })
  accessAt: string;

  @ApiProperty({ enum: ACCESS_USER_TYPES, nullable: true, type: String })
  userType: string | null;

  @ApiProperty({ description: 'Entrada liberada.' })
  allowed: boolean;

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Motivo da recusa; só para administradores (null para os demais).',
  })
  reason: string | null;

  @ApiProperty({
    type: Number,
    nullable: true,
    description:
      'O código digitado ou lido (convite, ingresso ou carteirinha); só para administradores (null para os demais).',
  })
  code: number | null;

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'O evento do ingresso validado (null: convite de reserva ou carteirinha).',
  })
  event: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'Maria Souza',
    description:
      'Quem validou na portaria: nome e sobrenome do usuário interno (null se a conta foi excluída).',
  })
  staffUser: string | null;
}

/** The chart: attempts per club day and place. */
export class AccessChartPointDto {
  @ApiProperty({ format: 'date', example: '2026-03-10' })
  day: string;

  @ApiProperty({ type: Number, nullable: true })
  localId: number | null;

  @ApiProperty({ type: String, nullable: true })
  local: string | null;

  @ApiProperty()
  allowed: number;

  @ApiProperty()
  denied: number;
}

export class AccessReportPageDto extends PageOf(AccessRowDto) {
  @ApiProperty({
    type: [AccessChartPointDto],
    description: 'Tentativas liberadas e negadas por dia e local, do período inteiro.',
  })
  chart: AccessChartPointDto[];
}
