import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  Allow,
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateNested,
} from 'class-validator';
import { API_MSG, EVENT_TICKETS_MAX, MSG } from '@clube/shared';
import { RequiredText, StatusField } from '../../../platform/http/fields.js';
import { ListQueryDto, PageOf } from '../../../platform/http/pagination.js';
import { propertyRule } from '../../../platform/http/validators.js';
import { ContentStatusDto } from '../../content/content.js';
import { OrderSummaryDto, ProductDayDto } from '../../orders/dto/order.dto.js';
import {
  GUEST_KINDS,
  IsGuestCpf,
  maskedDigits,
} from '../../reservations/dto/local-reservation.dto.js';
import { RegisterOptionDto } from '../../registers/registers.js';

const INT_MAX = 2_147_483_647;
/** A ticket worth more than R$ 1.000.000,00 is a typo. */
export const TICKET_VALUE_MAX_CENTS = 100_000_000;
export const WAITLIST_QUANTITY_MAX = 10;

export const TICKET_STATUSES = ['Confirmado', 'Pendente', 'Cancelado', 'Expirado'] as const;
export type TicketStatusLabel = (typeof TICKET_STATUSES)[number];
export const WAITLIST_STATUSES = [
  'Aguardando',
  'Oferta enviada',
  'Atendido',
  'Expirado',
  'Saiu',
] as const;
export type WaitlistStatusLabel = (typeof WAITLIST_STATUSES)[number];

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/;
const IsInstant = propertyRule(
  'isInstant',
  API_MSG.eventInstantInvalid,
  (v) => typeof v === 'string' && INSTANT.test(v) && !Number.isNaN(Date.parse(v)),
);

const IGNORED = 'Aceito e ignorado: o servidor decide (evento, valor, data, modelo, status).';

/** One guest of an event purchase: name and CPF; the spec's other ticket fields are ignored. */
export class TicketGuestDto {
  @RequiredText(150, { example: 'Maria Silva' })
  name: string;

  @ApiProperty({
    example: '111.444.777-35',
    description: 'CPF: 11 dígitos, com ou sem máscara (###.###.###-##); gravado só com dígitos.',
  })
  @Transform(maskedDigits)
  @IsString()
  @MinLength(1, { message: MSG.required })
  @IsGuestCpf()
  cpf: string;

  @ApiPropertyOptional({ description: IGNORED }) @Allow() title?: unknown;
  @ApiPropertyOptional({ description: IGNORED }) @Allow() text?: unknown;
  @ApiPropertyOptional({ description: IGNORED }) @Allow() address?: unknown;
  @ApiPropertyOptional({ description: IGNORED }) @Allow() value?: unknown;
  @ApiPropertyOptional({ description: IGNORED }) @Allow() eventDate?: unknown;
  @ApiPropertyOptional({ description: IGNORED }) @Allow() template?: unknown;
  @ApiPropertyOptional({ description: IGNORED }) @Allow() status?: unknown;
  @ApiPropertyOptional({ description: IGNORED }) @Allow() event?: unknown;
}

/** `POST order/tickets`. */
export class CreateTicketsOrderDto {
  @ApiProperty({ type: 'integer', description: 'Id do evento.', example: 3 })
  @IsInt({ message: MSG.eventNotFound })
  @Min(1, { message: MSG.eventNotFound })
  @Max(INT_MAX, { message: MSG.eventNotFound })
  event_id: number;

  @ApiProperty({
    type: [TicketGuestDto],
    description:
      'Os convidados (1 até os convites à venda; CPF sem repetição). Associados e dependentes ativos do clube não pagam até o limite gratuito do evento (contado em todos os pedidos do comprador); os demais pagam o preço por convidado.',
  })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(EVENT_TICKETS_MAX)
  @ValidateNested({ each: true })
  @Type(() => TicketGuestDto)
  tickets?: TicketGuestDto[] | null;
}

export class TicketEventRefDto {
  @ApiProperty()
  id: number;

  @ApiProperty({ example: 'Baile de Aniversário do Clube' })
  title: string;
}

/** A ticket as its buyer sees it. */
export class MemberTicketDto {
  @ApiProperty()
  id: number;

  @ApiProperty({
    type: String,
    nullable: true,
    example: '000123',
    description: "Código do convite ('000' + id) quando Confirmado; null nos demais.",
  })
  code: string | null;

  @ApiProperty({ example: 'Maria Silva' })
  name: string;

  @ApiProperty({ type: String, nullable: true, example: '11144477735' })
  cpf: string | null;

  @ApiProperty({ enum: GUEST_KINDS, nullable: true, type: String })
  kind: (typeof GUEST_KINDS)[number] | null;

  @ApiProperty({ description: 'Valor em centavos.', example: 3000 })
  value: number;

  @ApiProperty({ example: 'R$ 30,00' })
  valueFormatted: string;

  @ApiProperty({
    enum: TICKET_STATUSES,
    description: 'Um Pendente cujo prazo de pagamento passou já é lido Expirado.',
  })
  status: TicketStatusLabel;

  @ApiProperty({ format: 'date-time', description: 'Início do primeiro dia do evento.' })
  eventDate: string;

  @ApiProperty({ type: TicketEventRefDto, nullable: true })
  event: TicketEventRefDto | null;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'Prazo do pagamento de um Pendente; null nos demais.',
  })
  holdExpiresAt: string | null;

  @ApiProperty({
    description:
      'O associado pode cancelar este convite agora (comprado, Confirmado ou Pendente, não usado, antes do prazo do evento); o valor pago volta pela operadora.',
  })
  canCancel: boolean;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'Até quando pode ser cancelado (só quando canCancel).',
  })
  cancelUntil: string | null;
}

/** `POST order/tickets`'s answer. */
export class TicketsOrderDto {
  @ApiProperty({
    example: 'Compra realizada com sucesso! Você será encaminhado para o pagamento.',
  })
  message: string;

  @ApiProperty({ type: OrderSummaryDto })
  order: OrderSummaryDto;

  @ApiProperty({ type: [MemberTicketDto] })
  tickets: MemberTicketDto[];
}

export class MyTicketsEventDto extends TicketEventRefDto {
  @ApiProperty({ format: 'date-time', nullable: true, type: String })
  firstDate: string | null;

  @ApiProperty({
    type: [ProductDayDto],
    description: 'Cada dia do evento, em ordem (início e fim).',
  })
  days: ProductDayDto[];
}

/** `GET associate/tickets`: one group per event. */
export class MyEventTicketsDto {
  @ApiProperty({ type: MyTicketsEventDto })
  event: MyTicketsEventDto;

  @ApiProperty({ type: [MemberTicketDto] })
  tickets: MemberTicketDto[];
}

// ── Waitlist ────────────────────────────────────────────────────────────────

export class JoinWaitlistDto {
  @ApiProperty({ type: 'integer', minimum: 1, maximum: WAITLIST_QUANTITY_MAX, example: 2 })
  @IsInt({ message: 'Informe de 1 a 10 convites.' })
  @Min(1, { message: 'Informe de 1 a 10 convites.' })
  @Max(WAITLIST_QUANTITY_MAX, { message: 'Informe de 1 a 10 convites.' })
  quantity: number;
}

export class WaitlistEntryDto {
  @ApiProperty({ description: 'Posição na fila (1 = o próximo).', example: 1 })
  position: number;

  @ApiProperty({ example: 2 })
  quantity: number;

  @ApiProperty({ enum: WAITLIST_STATUSES })
  status: WaitlistStatusLabel;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'Oferta enviada: até quando os convites estão reservados para o associado.',
  })
  offerExpiresAt: string | null;

  @ApiProperty({
    type: 'integer',
    nullable: true,
    description: 'Oferta enviada: quantos convites estão reservados.',
  })
  offeredQuantity: number | null;
}

export class MyWaitlistDto {
  @ApiProperty({
    type: WaitlistEntryDto,
    nullable: true,
    description: 'A entrada ativa (Aguardando ou Oferta enviada) do associado; null fora da fila.',
  })
  entry: WaitlistEntryDto | null;
}

// ── Staff register (convites) ───────────────────────────────────────────────

export class TicketStatusDto {
  @ApiProperty({
    enum: [1, 2, 3, 4],
    description: '1 Confirmado, 2 Pendente, 3 Cancelado, 4 Expirado.',
  })
  id: number;

  @ApiProperty({ enum: TICKET_STATUSES })
  description: TicketStatusLabel;
}

export class TicketAssociateDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: 'João Souza' })
  name: string;
}

/** A ticket in the back office (convites). */
export class TicketDto {
  @ApiProperty()
  id: number;

  @ApiProperty({ example: '000123', description: "'000' + id." })
  code: string;

  @ApiProperty({ example: 'Convite cortesia' })
  title: string;

  @ApiProperty({ type: String, nullable: true })
  text: string | null;

  @ApiProperty({ type: String, nullable: true })
  address: string | null;

  @ApiProperty({ description: 'Valor em centavos (o formulário mostra reais).', example: 3000 })
  value: number;

  @ApiProperty({ example: 'R$ 30,00' })
  valueFormatted: string;

  @ApiProperty({ format: 'date-time' })
  eventDate: string;

  @ApiProperty({ type: RegisterOptionDto, nullable: true, description: 'Modelo de convite.' })
  template: RegisterOptionDto | null;

  @ApiProperty({ type: TicketStatusDto, description: 'O status do convite, lido agora.' })
  status: TicketStatusDto;

  @ApiProperty({
    type: ContentStatusDto,
    description:
      'O status do formulário: 1 Ativo (Confirmado ou Pendente), 2 Inativo (Cancelado ou Expirado).',
  })
  formStatus: ContentStatusDto;

  @ApiProperty({ example: 'Maria Silva', description: 'Vazio: convite sem nome.' })
  name: string;

  @ApiProperty({ type: String, nullable: true, example: '11144477735' })
  cpf: string | null;

  @ApiProperty({ enum: GUEST_KINDS, nullable: true, type: String })
  kind: (typeof GUEST_KINDS)[number] | null;

  @ApiProperty({ type: TicketEventRefDto, nullable: true })
  event: TicketEventRefDto | null;

  @ApiProperty({ type: 'integer', nullable: true, description: 'Pedido (convite comprado).' })
  orderId: number | null;

  @ApiProperty({ type: TicketAssociateDto, nullable: true, description: 'Comprador.' })
  associate: TicketAssociateDto | null;

  @ApiProperty({
    description: 'Comprado por um associado: na edição só o nome e o status (cancelar) mudam.',
  })
  purchased: boolean;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  usedAt: string | null;
}

export class TicketPageDto extends PageOf(TicketDto) {}

const nullableInt = ({ value }: { value: unknown }): unknown =>
  value === '' || value === null ? null : typeof value === 'string' ? Number(value) : value;

/**
 * A staff invitation (admin §5: title, text, address, value, event date, template, status
 * required; name, CPF and event optional). Value in CENTS on the wire; status 1 Ativo → the
 * ticket Confirmado, 2 Inativo → Cancelado.
 */
export class CreateTicketDto {
  @RequiredText(150, { example: 'Convite cortesia' })
  title: string;

  @RequiredText(5000, { example: 'Cortesia da diretoria para o baile.' })
  text: string;

  @RequiredText(300, { example: 'Av. do Clube, 100' })
  address: string;

  @ApiProperty({ type: 'integer', minimum: 0, description: 'Valor em centavos.', example: 0 })
  @IsInt({ message: 'Informe um valor maior ou igual a R$ 0,00.' })
  @Min(0, { message: 'Informe um valor maior ou igual a R$ 0,00.' })
  @Max(TICKET_VALUE_MAX_CENTS, { message: 'Informe um valor maior ou igual a R$ 0,00.' })
  value: number;

  @ApiProperty({ format: 'date-time', example: '2026-05-01T20:00:00-03:00' })
  @IsInstant()
  eventDate: string;

  @ApiProperty({ type: 'integer', description: 'Id do modelo de convite.' })
  @Transform(nullableInt)
  @IsInt({ message: MSG.required })
  @Min(1, { message: MSG.required })
  @Max(INT_MAX, { message: MSG.required })
  template: number;

  @StatusField({ isDefault: true, form: false })
  status?: number;

  @ApiPropertyOptional({ type: String, maxLength: 150, description: 'Nome do convidado.' })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsOptional()
  @IsString()
  @MaxLength(150)
  name?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: 'CPF do convidado (com ou sem máscara); vazio: sem CPF.',
  })
  @Transform(({ value }: { value: unknown }) => (value === '' ? null : maskedDigits({ value })))
  @IsOptional()
  @IsString()
  @IsGuestCpf()
  cpf?: string | null;

  @ApiPropertyOptional({
    type: 'integer',
    nullable: true,
    description: 'Id do evento (o convite vale na portaria desse evento); vazio: sem evento.',
  })
  @Transform(nullableInt)
  @IsOptional()
  @IsInt({ message: MSG.eventNotFound })
  @Min(1, { message: MSG.eventNotFound })
  @Max(INT_MAX, { message: MSG.eventNotFound })
  event?: number | null;
}

export class UpdateTicketDto extends PartialType(CreateTicketDto) {}

export class TicketListQueryDto extends ListQueryDto {
  @ApiPropertyOptional({ type: 'integer', description: 'Só convites deste evento (id).' })
  @Transform(nullableInt)
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(INT_MAX)
  event?: number;

  @ApiPropertyOptional({
    enum: [1, 2, 3, 4],
    description: '1 Confirmado, 2 Pendente, 3 Cancelado, 4 Expirado (lido agora).',
  })
  @Transform(nullableInt)
  @IsOptional()
  @IsInt()
  @IsIn([1, 2, 3, 4])
  status?: number;
}
