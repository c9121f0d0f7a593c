import { ApiProperty, ApiPropertyOptional, PickType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, IsUUID, Max, MaxLength, Min } from 'class-validator';
import { ASSOCIATE_AGE_MAX, ASSOCIATE_AGE_MIN, REPORT_MSG } from '@clube/shared';
import { formBoolean, formInt } from '../../../platform/http/multipart.js';
import { ListQueryDto, PageOf } from '../../../platform/http/pagination.js';
import { IsIsoDate, IsNotBefore, propertyRule } from '../../../platform/http/validators.js';
import { BAD_ID, INT_MAX, ReportPeriodDto } from './report-period.dto.js';

// ── Relatório de eventos (POST events-report) ─────────────────────────────

export class EventsReportFilterDto extends ReportPeriodDto {}

export class EventsReportRowDto {
  @ApiProperty() id: number;
  @ApiProperty() title: string;
  @ApiProperty({ description: 'O local do evento.' }) local: string;
  @ApiProperty({ enum: ['Ativo', 'Inativo'] }) status: string;
  @ApiProperty({ format: 'date-time', description: 'Início das vendas.' }) startSale: string;
  @ApiProperty({ format: 'date-time', description: 'Fim das vendas.' }) endSale: string;
  @ApiProperty({
    type: [String],
    example: ['2026-03-10', '2026-03-11'],
    description: 'Os dias do evento (aaaa-mm-dd, fuso do clube).',
  })
  days: string[];
  @ApiProperty({ description: 'Convites à venda (estoque).' }) ticketsTotal: number;
  @ApiProperty({ description: 'Convites confirmados.' }) sold: number;
  @ApiProperty({ description: 'Convites aguardando pagamento (reserva ainda válida).' })
  pending: number;
  @ApiProperty({ description: 'Convites ainda disponíveis (estoque − vendidos − pendentes).' })
  available: number;
  @ApiProperty({ description: 'Confirmados gratuitos (pessoas do clube).' }) free: number;
  @ApiProperty({ description: 'Confirmados pagos.' }) paid: number;
  @ApiProperty({ description: 'Receita dos convites confirmados, em centavos.' }) revenue: number;
}

export class EventsReportSummaryDto {
  @ApiProperty() events: number;
  @ApiProperty() ticketsTotal: number;
  @ApiProperty() sold: number;
  @ApiProperty() pending: number;
  @ApiProperty() free: number;
  @ApiProperty() paid: number;
  @ApiProperty({ description: 'Centavos.' }) revenue: number;
}

export class EventsReportPageDto extends PageOf(EventsReportRowDto) {
  @ApiProperty({ type: EventsReportSummaryDto }) summary: EventsReportSummaryDto;
}

// ── Relatório de locais (POST locals-report) ──────────────────────────────

export class LocalsReportFilterDto extends ReportPeriodDto {}

export class LocalsReportRowDto {
  @ApiProperty() id: number;
  @ApiProperty() description: string;
  @ApiProperty({ description: 'Tipo de local.' }) type: string;
  @ApiProperty() capacity: number;
  @ApiProperty({ enum: ['Ativo', 'Inativo'] }) status: string;
  @ApiProperty({ description: 'Reservas confirmadas que tocam o período.' }) reservations: number;
  @ApiProperty({ description: 'Horas reservadas (confirmadas) dentro do período.' })
  hoursBooked: number;
  @ApiProperty({
    description:
      'Horas de funcionamento no período: horário do local × dias do período sem restrição de datas ativa.',
  })
  openHours: number;
  @ApiProperty({ description: 'Ocupação: horas reservadas / horas de funcionamento, em %.' })
  occupancyPercent: number;
  @ApiProperty({ description: 'Convidados das reservas confirmadas.' }) guests: number;
  @ApiProperty({ description: 'Pago pelas reservas confirmadas, em centavos.' }) revenue: number;
}

export class LocalsReportChartPointDto {
  @ApiProperty() localId: number;
  @ApiProperty() local: string;
  @ApiProperty() occupancyPercent: number;
}

export class LocalsReportSummaryDto {
  @ApiProperty() locals: number;
  @ApiProperty() reservations: number;
  @ApiProperty() hoursBooked: number;
  @ApiProperty() openHours: number;
  @ApiProperty() occupancyPercent: number;
  @ApiProperty() guests: number;
  @ApiProperty({ description: 'Centavos.' }) revenue: number;
}

export class LocalsReportPageDto extends PageOf(LocalsReportRowDto) {
  @ApiProperty({ type: LocalsReportSummaryDto }) summary: LocalsReportSummaryDto;
  @ApiProperty({
    type: [LocalsReportChartPointDto],
    description: 'Ocupação de cada local do relatório (todos, não só a página).',
  })
  chart: LocalsReportChartPointDto[];
}

// ── Relatório de pessoas (GET report-people) ──────────────────────────────

const AGE_RANGE = `Informe uma idade de ${ASSOCIATE_AGE_MIN} a ${ASSOCIATE_AGE_MAX} anos.`;
export const AGE_MAX_BEFORE_MIN = REPORT_MSG.reportAgeMaxBelowMin;

const IsNotBelow = (property: string) =>
  propertyRule('isNotBelow', AGE_MAX_BEFORE_MIN, (v, args) => {
    const min = (args?.object as Record<string, unknown> | undefined)?.[property];
    return typeof v !== 'number' || typeof min !== 'number' || v >= min;
  })();

/** The filters of the associate list (`GET v1/associate`), for the people report. */
export class PeopleReportQueryDto extends PickType(ListQueryDto, ['skip', 'take']) {
  @ApiPropertyOptional({
    maxLength: 200,
    example: 'Ana Souza',
    description:
      'Busca de nome: parte do nome ou do e-mail (sem diferenciar acentos e maiúsculas); só dígitos (com ou sem máscara): início do CPF ou da matrícula.',
  })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  search?: string;

  @ApiPropertyOptional({ description: 'Id da empresa.' })
  @IsOptional()
  @Transform(formInt)
  @IsInt({ message: BAD_ID })
  @Min(1, { message: BAD_ID })
  @Max(INT_MAX, { message: BAD_ID })
  company?: number;

  @ApiPropertyOptional({ type: Boolean, description: 'true: só com dependentes; false: só sem.' })
  @IsOptional()
  @Transform(formBoolean)
  @IsIn([true, false], { message: 'Use true ou false.' })
  hasDependents?: boolean;

  @ApiPropertyOptional({ minimum: ASSOCIATE_AGE_MIN, maximum: ASSOCIATE_AGE_MAX })
  @IsOptional()
  @Transform(formInt)
  @IsInt({ message: AGE_RANGE })
  @Min(ASSOCIATE_AGE_MIN, { message: AGE_RANGE })
  @Max(ASSOCIATE_AGE_MAX, { message: AGE_RANGE })
  ageMin?: number;

  @ApiPropertyOptional({
    minimum: ASSOCIATE_AGE_MIN,
    maximum: ASSOCIATE_AGE_MAX,
    description: 'Não menor que ageMin.',
  })
  @IsOptional()
  @Transform(formInt)
  @IsInt({ message: AGE_RANGE })
  @Min(ASSOCIATE_AGE_MIN, { message: AGE_RANGE })
  @Max(ASSOCIATE_AGE_MAX, { message: AGE_RANGE })
  @IsNotBelow('ageMin')
  ageMax?: number;

  @ApiPropertyOptional({ format: 'date', description: 'Admitidos a partir de (aaaa-mm-dd).' })
  @IsOptional()
  @IsIsoDate()
  admissionFrom?: string;

  @ApiPropertyOptional({
    format: 'date',
    description: 'Admitidos até (aaaa-mm-dd), não antes de admissionFrom.',
  })
  @IsOptional()
  @IsIsoDate()
  @IsNotBefore('admissionFrom')
  admissionTo?: string;
}

export class PeopleReportRowDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty({ type: String, nullable: true, description: 'Empresa.' }) company: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Só dígitos (DDD + número).' })
  phone: string | null;
  @ApiProperty() email: string;
  @ApiProperty({ type: String, nullable: true, format: 'date' }) admissionDate: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'date' }) birthDate: string | null;
  @ApiProperty({ type: String, nullable: true }) maritalStatus: string | null;
}

export class PeopleReportPageDto extends PageOf(PeopleReportRowDto) {}

// ── Pessoas bloqueadas (GET associate-dependent-blocked) ──────────────────

export const BLOCKED_USER_TYPES = ['Associate', 'Dependent'] as const;
export type BlockedUserType = (typeof BLOCKED_USER_TYPES)[number];
const BAD_USER_TYPE = 'Use Associate ou Dependent.';

export class BlockedPeopleQueryDto extends PickType(ListQueryDto, ['skip', 'take', 'search']) {
  @ApiPropertyOptional({ enum: BLOCKED_USER_TYPES, description: 'Só associados ou dependentes.' })
  @IsOptional()
  @IsIn(BLOCKED_USER_TYPES, { message: BAD_USER_TYPE })
  userType?: BlockedUserType;
}

export class BlockedPersonRowDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ enum: BLOCKED_USER_TYPES }) userType: BlockedUserType;
  @ApiProperty() name: string;
  @ApiProperty({ type: String, nullable: true, description: 'CPF, 11 dígitos.' })
  cpf: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'date' }) birthDate: string | null;
  @ApiProperty({ description: 'Os motivos do bloqueio, num texto.' }) reasonsString: string;
}

export class BlockedPeoplePageDto extends PageOf(BlockedPersonRowDto) {}

export class ShowBlockedPersonDto {
  @ApiProperty({ enum: BLOCKED_USER_TYPES })
  @IsIn(BLOCKED_USER_TYPES, { message: BAD_USER_TYPE })
  userType: BlockedUserType;

  @ApiProperty({ format: 'uuid', description: 'Id do associado ou do dependente.' })
  @IsString({ message: BAD_ID })
  @IsUUID('all', { message: BAD_ID })
  userId: string;
}

export class BlockedPersonDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ enum: BLOCKED_USER_TYPES }) userType: BlockedUserType;
  @ApiProperty() name: string;
  @ApiProperty({ type: String, nullable: true }) cpf: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'date' }) birthDate: string | null;
  @ApiProperty({ type: [String], description: 'Motivos do bloqueio (vazio: não bloqueado).' })
  reasons: string[];
}

// ── Relatório de reservas (POST local-reservations-report) ────────────────

export class LocalReservationsReportFilterDto extends ReportPeriodDto {
  @ApiPropertyOptional({ format: 'uuid', description: 'Só as reservas deste associado (id).' })
  @IsOptional()
  @IsString({ message: BAD_ID })
  @MaxLength(36, { message: BAD_ID })
  @IsUUID('all', { message: BAD_ID })
  associate?: string;
}

export const RESERVATION_LABELS = ['Pendente', 'Confirmada', 'Cancelada', 'Expirada'] as const;

export class LocalReservationsReportRowDto {
  @ApiProperty() id: number;
  @ApiProperty() local: string;
  @ApiProperty({ description: 'Nome do associado.' }) associate: string;
  @ApiProperty({ format: 'date-time' }) startsAt: string;
  @ApiProperty({ format: 'date-time' }) endsAt: string;
  @ApiProperty({ description: 'Convidados.' }) guests: number;
  @ApiProperty({ enum: RESERVATION_LABELS }) status: string;
  @ApiProperty({ description: 'O pedido foi pago (ou era gratuito).' }) paid: boolean;
  @ApiProperty({ description: 'Valor do pedido em centavos.' }) total: number;
}

export class LocalReservationsReportSummaryDto {
  @ApiProperty() reservations: number;
  @ApiProperty() confirmed: number;
  @ApiProperty() guests: number;
  @ApiProperty({ description: 'Pago em centavos.' }) paidTotal: number;
}

export class LocalReservationsReportPageDto extends PageOf(LocalReservationsReportRowDto) {
  @ApiProperty({ type: LocalReservationsReportSummaryDto })
  summary: LocalReservationsReportSummaryDto;
}

// ── Relatório de restrição de datas (POST date-restrictions-report) ──────

export class DateRestrictionsReportFilterDto extends ReportPeriodDto {}

export class DateRestrictionsReportRowDto {
  @ApiProperty() id: number;
  @ApiProperty() description: string;
  @ApiProperty({ format: 'date' }) startsAt: string;
  @ApiProperty({ format: 'date' }) endsAt: string;
  @ApiProperty({ description: 'Dias da restrição (as duas pontas contadas).' }) days: number;
  @ApiProperty({ enum: ['Ativo', 'Inativo'] }) status: string;
  @ApiProperty({ type: [String], description: 'Os locais (descrição), em ordem alfabética.' })
  locals: string[];
}

export class DateRestrictionsReportSummaryDto {
  @ApiProperty() restrictions: number;
  @ApiProperty({ description: 'Restrições ativas.' }) active: number;
}

export class DateRestrictionsReportPageDto extends PageOf(DateRestrictionsReportRowDto) {
  @ApiProperty({ type: DateRestrictionsReportSummaryDto })
  summary: DateRestrictionsReportSummaryDto;
}
