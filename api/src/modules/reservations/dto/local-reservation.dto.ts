import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional, OmitType, PickType } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  IsUUID,
  Max,
  Min,
  MinLength,
  registerDecorator,
  type ValidationArguments,
  ValidateNested,
} from 'class-validator';
import { API_MSG, isValidCpf, MSG, onlyDigits } from '@clube/shared';
import { RequiredText } from '../../../platform/http/fields.js';
import { ListQueryDto, PageOf } from '../../../platform/http/pagination.js';
import { IsIsoDate, IsNotBefore } from '../../../platform/http/validators.js';
import { OrderSummaryDto } from '../../orders/dto/order.dto.js';

/** Largest PostgreSQL `integer` (serial ids). */
const INT_MAX = 2_147_483_647;
/** A place holds at most 10 000 people (CHK_local_capacity): no guest list is longer. */
export const GUESTS_MAX = 10_000;

export const RESERVATION_STATUSES = ['Pendente', 'Confirmada', 'Cancelada', 'Expirada'] as const;
export type ReservationStatusLabel = (typeof RESERVATION_STATUSES)[number];
export const GUEST_KINDS = ['associate', 'dependent', 'guest'] as const;

const required = { message: MSG.required };
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/;
export const INSTANT_MESSAGE =
  'Data e hora inválidas: use um instante ISO 8601 com fuso (ex.: 2026-11-24T13:00:00.000Z).';

export const maskedDigits = ({ value }: { value: unknown }): unknown =>
  typeof value === 'string' && /^[\d\s().-]*$/.test(value) ? onlyDigits(value) : value;

/** A CPF, masked or not: fewer than 11 digits is the spec's text, wrong check digits 'CPF inválido.'. */
export function IsGuestCpf() {
  return (target: object, propertyName: string | symbol) =>
    registerDecorator({
      name: 'isGuestCpf',
      target: target.constructor,
      propertyName: String(propertyName),
      options: {
        message: (args: ValidationArguments) =>
          typeof args.value === 'string' && onlyDigits(args.value).length < 11
            ? MSG.cpfMin11
            : API_MSG.cpfInvalid,
      },
      validator: { validate: (v: unknown) => typeof v === 'string' && isValidCpf(v) },
    });
}

/** An instant with its offset (`Z` or `-03:00`): a slot's start or end as hours-valid gives it. */
function IsInstant() {
  return (target: object, propertyName: string | symbol) =>
    registerDecorator({
      name: 'isInstant',
      target: target.constructor,
      propertyName: String(propertyName),
      options: { message: INSTANT_MESSAGE },
      validator: {
        validate: (v: unknown) =>
          typeof v === 'string' && INSTANT.test(v) && !Number.isNaN(Date.parse(v)),
      },
    });
}

const InstantField = (description: string) =>
  applyDecorators(
    ApiProperty({ format: 'date-time', example: '2026-11-24T13:00:00.000Z', description }),
    IsString(required),
    MinLength(1, required),
    IsInstant(),
  );

/** A guest of a reservation: name and CPF (the invitation is issued in this name). */
export class GuestDto {
  @RequiredText(150, { example: 'Maria Silva' })
  name: string;

  @ApiProperty({
    example: '11144477735',
    description: 'CPF: 11 dígitos, com ou sem máscara (###.###.###-##); gravado só com dígitos.',
  })
  @Transform(maskedDigits)
  @IsString()
  @MinLength(1, required)
  @IsGuestCpf()
  doc: string;
}

const Guests = (requiredList: boolean) =>
  applyDecorators(
    ApiProperty({
      type: [GuestDto],
      ...(requiredList ? {} : { nullable: true, required: false }),
      description:
        'Os convidados (CPF sem repetição, no máximo a capacidade do local). Associados e dependentes ativos do clube não pagam; os demais pagam o valor de convidado do tipo de local.',
    }),
    ...(requiredList ? [] : [IsOptional()]),
    IsArray(),
    ArrayMaxSize(GUESTS_MAX),
    ValidateNested({ each: true }),
    Type(() => GuestDto),
  );

/** `POST order/local-reservation`: the member books one offered slot of a place for himself. */
export class CreateLocalReservationOrderDto {
  @ApiProperty({ description: 'Id do local.', example: 3 })
  @IsInt({ message: 'Local não encontrado.' })
  @Min(1, { message: 'Local não encontrado.' })
  @Max(INT_MAX, { message: 'Local não encontrado.' })
  local: number;

  @InstantField('Início do horário escolhido (startTime de hours-valid).')
  startAt: string;

  @InstantField('Fim do horário escolhido (endTime de hours-valid).')
  endAt: string;

  @Guests(false)
  invitations?: GuestDto[] | null;

  @ApiPropertyOptional({ enum: ['Pendente'], description: "Só 'Pendente' é aceito." })
  @IsOptional()
  @IsIn(['Pendente'], { message: "Status inválido: só 'Pendente' é aceito." })
  status?: 'Pendente';

  @ApiPropertyOptional({
    format: 'uuid',
    description: 'Id do associado; se enviado, tem de ser o do associado conectado.',
  })
  @IsOptional()
  @IsUUID('all', { message: 'Identificador inválido.' })
  associate?: string;
}

/** `POST order/local-reservation/quote`: the place and the guests of a booking to price. */
export class QuoteLocalReservationDto extends PickType(CreateLocalReservationOrderDto, [
  'local',
  'invitations',
] as const) {}

/** `POST local-reservations` (staff): the same booking on behalf of an associate. */
export class CreateLocalReservationDto extends OmitType(CreateLocalReservationOrderDto, [
  'associate',
] as const) {
  @ApiProperty({ format: 'uuid', description: 'Id do associado titular da reserva.' })
  @IsUUID('all', { message: 'Identificador inválido.' })
  associate: string;
}

/** The guest edit (member and staff): the whole new guest list. */
export class UpdateReservationGuestsDto {
  @Guests(true)
  invitations: GuestDto[];
}

export class ReservationLocalDto {
  @ApiProperty()
  id: number;

  @ApiProperty({ example: 'Churrasqueira 1' })
  description: string;

  @ApiProperty({ example: 'churrasqueira-1' })
  slug: string;
}

export class MemberInvitationDto {
  @ApiProperty()
  id: number;

  @ApiProperty({
    type: String,
    nullable: true,
    example: '000123',
    description: "Código do convite ('000' + id), só com a reserva confirmada.",
  })
  code: string | null;

  @ApiProperty({ example: 'Maria Silva' })
  name: string;

  @ApiProperty({ example: '11144477735', description: 'CPF, 11 dígitos.' })
  doc: string;

  @ApiProperty({ enum: ['cpf'] })
  docType: 'cpf';

  @ApiProperty({
    enum: GUEST_KINDS,
    description: 'associate/dependent: do clube (grátis); guest: convidado (pago).',
  })
  kind: (typeof GUEST_KINDS)[number];

  @ApiProperty({ description: 'Valor em centavos.', example: 2500 })
  value: number;
}

/** A reservation as its member sees it (my reservations, the booking's answer). */
export class MemberReservationDto {
  @ApiProperty()
  id: number;

  @ApiProperty({
    enum: RESERVATION_STATUSES,
    description: 'Uma Pendente cujo prazo de pagamento passou já é lida Expirada.',
  })
  status: ReservationStatusLabel;

  @ApiProperty({ format: 'date-time' })
  startAt: string;

  @ApiProperty({ format: 'date-time' })
  endAt: string;

  @ApiProperty({ type: ReservationLocalDto })
  local: ReservationLocalDto;

  @ApiProperty()
  orderId: number;

  @ApiProperty({ description: 'Total do pedido em centavos.', example: 2500 })
  total: number;

  @ApiProperty({ example: 'R$ 25,00' })
  totalFormatted: string;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'Até quando uma reserva Pendente segura o horário.',
  })
  holdExpiresAt: string | null;

  @ApiProperty({
    description: 'Pode alterar os convidados (Pendente com prazo ou Confirmada, antes do início).',
  })
  canEditGuests: boolean;

  @ApiProperty({ description: 'Pode cancelar agora (prazo das configurações).' })
  canCancel: boolean;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description:
      'Até quando pode cancelar (Confirmada: início menos as horas das configurações; Pendente: o início).',
  })
  cancelUntil: string | null;

  @ApiProperty({ description: 'Capacidade do local (máximo de convidados).', example: 20 })
  capacity: number;

  @ApiProperty({ type: [MemberInvitationDto] })
  invitations: MemberInvitationDto[];
}

/** The answer of `POST order/local-reservation` (and of the staff booking). */
export class LocalReservationOrderDto {
  @ApiProperty({ example: MSG.reservationPaid })
  message: string;

  @ApiProperty({ type: OrderSummaryDto })
  order: OrderSummaryDto;

  @ApiProperty({ type: MemberReservationDto })
  localReservation: MemberReservationDto;
}

// ── hours-valid ────────────────────────────────────────────────────────────

export class HoursValidSlotDto {
  @ApiProperty({ format: 'date-time', example: '2026-11-24T13:00:00.000Z' })
  startTime: string;

  @ApiProperty({ format: 'date-time', example: '2026-11-24T17:00:00.000Z' })
  endTime: string;

  @ApiProperty({ example: '10:00', description: 'Início, HH:mm no fuso do clube.' })
  start: string;

  @ApiProperty({ example: '14:00', description: 'Fim, HH:mm no fuso do clube.' })
  end: string;

  @ApiProperty({ description: "true: já reservado ('Reservado', não selecionável)." })
  reservation: boolean;
}

export class HoursValidDayDto {
  @ApiProperty({ format: 'date', example: '2026-11-24' })
  date: string;

  @ApiProperty({ type: [HoursValidSlotDto] })
  slots: HoursValidSlotDto[];
}

/** `GET locals/public/hours-valid/{slug}`: the dates with a free slot and their slots. */
export class LocalHoursValidDto {
  @ApiProperty({ example: 'churrasqueira-1' })
  slug: string;

  @ApiProperty({ example: 'America/Sao_Paulo' })
  timeZone: string;

  @ApiProperty({ format: 'date', description: 'Primeiro dia da janela (hoje).' })
  firstDate: string;

  @ApiProperty({
    format: 'date',
    description: 'Último dia da janela (hoje + intervalo de reagendamento).',
  })
  lastDate: string;

  @ApiProperty({
    type: [HoursValidDayDto],
    description: 'Só dias com ao menos um horário livre; vazio se o local não aceita reservas.',
  })
  days: HoursValidDayDto[];
}

// ── Staff ──────────────────────────────────────────────────────────────────

export class ReservationRefDto {
  @ApiProperty()
  id: number;

  @ApiProperty({ example: 'Churrasqueira 1' })
  description: string;
}

export class ReservationAssociateDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: 'João Souza' })
  name: string;
}

export class LocalReservationRowDto {
  @ApiProperty()
  id: number;

  @ApiProperty({ type: ReservationRefDto })
  local: ReservationRefDto;

  @ApiProperty({ type: ReservationAssociateDto })
  associate: ReservationAssociateDto;

  @ApiProperty({ format: 'date-time' })
  startAt: string;

  @ApiProperty({ format: 'date-time' })
  endAt: string;

  @ApiProperty({ enum: RESERVATION_STATUSES })
  status: ReservationStatusLabel;

  @ApiProperty({ description: 'Quantidade de convidados.' })
  numberInvitations: number;

  @ApiProperty({ description: 'Total do pedido em centavos.' })
  total: number;

  @ApiProperty({ example: 'R$ 25,00' })
  totalFormatted: string;
}

export class LocalReservationPageDto extends PageOf(LocalReservationRowDto) {}

export class StaffInvitationDto extends MemberInvitationDto {
  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'Quando o convite foi usado na portaria.',
  })
  usedAt: string | null;
}

export class LocalReservationDetailDto extends LocalReservationRowDto {
  @ApiProperty({ type: [StaffInvitationDto] })
  invitations: StaffInvitationDto[];
}

export const RESERVATION_STATUS_FILTERS = ['all', ...RESERVATION_STATUSES] as const;

const queryInt = ({ value }: { value: unknown }): unknown =>
  typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value.trim()) : value;

/**
 * `GET local-reservations`: search in the associate's name and the place's description;
 * filters place, status (default: the active ones, Pendente with a running hold and
 * Confirmada; `all` or one status) and a period of days of the start (club time zone).
 * Sort: startAt (default '-startAt'), associate, local, status.
 */
export class LocalReservationListQueryDto extends ListQueryDto {
  @ApiPropertyOptional({ description: 'Só reservas deste local (id).' })
  @IsOptional()
  @Transform(queryInt)
  @IsInt({ message: 'Identificador inválido.' })
  @Min(1, { message: 'Identificador inválido.' })
  @Max(INT_MAX, { message: 'Identificador inválido.' })
  localId?: number;

  @ApiPropertyOptional({
    enum: RESERVATION_STATUS_FILTERS,
    description: 'Sem filtro: as ativas (Pendente no prazo e Confirmada); all: todas.',
  })
  @IsOptional()
  @IsIn(RESERVATION_STATUS_FILTERS, { message: 'Status inválido.' })
  status?: (typeof RESERVATION_STATUS_FILTERS)[number];

  @ApiPropertyOptional({ format: 'date', description: 'Início a partir do dia (aaaa-mm-dd).' })
  @IsOptional()
  @IsIsoDate()
  from?: string;

  @ApiPropertyOptional({ format: 'date', description: 'Início até o dia (aaaa-mm-dd).' })
  @IsOptional()
  @IsIsoDate()
  @IsNotBefore('from')
  to?: string;
}
