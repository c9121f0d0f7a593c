import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { DEFAULT_TICKET_CANCEL_HOURS, TICKET_CANCEL_HOURS_MAX } from '../entities/event.entity.js';
import { plainToInstance, Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsUUID,
  Max,
  Min,
  ValidateNested,
} from 'class-validator';
import {
  API_MSG,
  EVENT_DAYS_MAX,
  EVENT_TICKET_LIMIT_DEFAULTS,
  EVENT_TICKET_LIMIT_INVALID,
  EVENT_TICKET_LIMIT_MAX,
  EVENT_TICKETS_MAX,
  STATUS_OPTIONS,
  statusIds,
  statusLegend,
} from '@clube/shared';
import { RequiredText, RichText, StatusField } from '../../../platform/http/fields.js';
import { formBoolean, formInt, formList } from '../../../platform/http/multipart.js';
import { ListQueryDto, PageOf } from '../../../platform/http/pagination.js';
import { IsIsoDate, IsNotBefore, propertyRule } from '../../../platform/http/validators.js';
import { ContentStatusDto, FileRefDto, filePart } from '../../content/content.js';
import { RegisterOptionDto } from '../../registers/registers.js';

/** Largest PostgreSQL `integer`. */
const INT_MAX = 2_147_483_647;
/** A guest price above R$ 1.000.000,00 is a typo. */
export const EVENT_PRICE_MAX_CENTS = 100_000_000;

/** An instant with its offset: `2026-05-01T20:00:00-03:00` or `…Z`. */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

export const isInstant = (v: unknown): v is string =>
  typeof v === 'string' && INSTANT.test(v) && !Number.isNaN(new Date(v).getTime());

const IsInstant = propertyRule('isInstant', API_MSG.eventInstantInvalid, isInstant);

/** A required instant (ISO 8601 with offset), trimmed. */
const Instant = (description: string) =>
  applyDecorators(
    ApiProperty({
      type: String,
      format: 'date-time',
      example: '2026-05-01T20:00:00-03:00',
      description,
    }),
    Transform(({ value }: { value: unknown }) =>
      typeof value === 'string' ? value.trim() : value,
    ),
    IsInstant(),
  );

const TICKET_CANCEL_HOURS_INVALID = API_MSG.eventCancelHoursInvalid;

/** A whole number of a form, `min`..`max`, with one message for every failure. */
const FormInt = (min: number, max: number, message: string, doc: Record<string, unknown>) =>
  applyDecorators(
    ApiProperty({ type: 'integer', minimum: min, maximum: max, ...doc }),
    Transform(formInt),
    IsInt({ message }),
    Min(min, { message }),
    Max(max, { message }),
  );

/** One day of an event: start and end instants (end after start). */
export class EventDayInputDto {
  @Instant('Início do dia.')
  startsAt: string;

  @Instant('Fim do dia, depois do início.')
  endsAt: string;
}

/** `eventDates` of a multipart form is JSON text; read it into day objects. */
const eventDays = ({ value }: { value: unknown }): unknown => {
  const list = formList({ value });
  if (!Array.isArray(list)) return list;
  return list.map((d: unknown) =>
    typeof d === 'object' && d !== null && !Array.isArray(d)
      ? plainToInstance(EventDayInputDto, d)
      : d,
  );
};

const days = { message: API_MSG.eventDaysRange };

/**
 * The event form (admin spec §5: place, sale start and end, free limit, tickets for sale,
 * guest price, title, description and status required; 1..30 days). Multipart text parts, or
 * JSON; the price is in CENTS (the form types reais); instants carry their offset.
 */
export class CreateEventDto {
  @RequiredText(150, { example: 'Baile de Aniversário do Clube' })
  title: string;

  @ApiPropertyOptional({
    type: 'integer',
    nullable: true,
    description: 'Id do modelo de convite; vazio/null: o modelo padrão das configurações.',
  })
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' && value.trim() === '' ? null : formInt({ value }),
  )
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(INT_MAX)
  ticketTemplate?: number | null;

  @RichText('Observações (HTML, sanitizado).')
  observations?: string | null;

  @RichText('Descrição (HTML, sanitizado).', { required: true })
  description: string;

  @ApiProperty({ type: 'integer', minimum: 1, description: 'Id do local.' })
  @Transform(formInt)
  @IsInt()
  @Min(1)
  @Max(INT_MAX)
  local: number;

  @Instant('Início da venda de convites.')
  startSale: string;

  @Instant('Fim da venda de convites, depois do início.')
  endSale: string;

  @FormInt(0, INT_MAX, API_MSG.eventFreeLimitInvalid, {
    example: 4,
    description: 'Convites gratuitos (associados e dependentes ativos) por comprador.',
  })
  freeLimit: number;

  @FormInt(0, EVENT_TICKETS_MAX, API_MSG.eventTicketsRange, {
    example: 120,
    description: 'Convites à venda (o estoque).',
  })
  numberOfTicketsForSale: number;

  @FormInt(0, EVENT_PRICE_MAX_CENTS, API_MSG.eventPriceInvalid, {
    example: 3000,
    description: 'Preço por convidado pagante, em CENTAVOS (o formulário digita reais).',
  })
  guestInvitePrice: number;

  @ApiPropertyOptional({
    type: 'integer',
    minimum: 0,
    maximum: TICKET_CANCEL_HOURS_MAX,
    default: DEFAULT_TICKET_CANCEL_HOURS,
    description:
      'Até quantas horas antes do primeiro dia o associado pode cancelar um convite comprado e receber o valor de volta (48 se omitido).',
  })
  @Transform(formInt)
  @IsOptional()
  @IsInt({ message: TICKET_CANCEL_HOURS_INVALID })
  @Min(0, { message: TICKET_CANCEL_HOURS_INVALID })
  @Max(TICKET_CANCEL_HOURS_MAX, { message: TICKET_CANCEL_HOURS_INVALID })
  ticketCancelHours?: number;

  @ApiPropertyOptional({
    type: 'integer',
    minimum: 1,
    maximum: EVENT_TICKET_LIMIT_MAX,
    default: EVENT_TICKET_LIMIT_DEFAULTS.perOrder,
    description: 'Convites por compra (10 se omitido).',
  })
  @Transform(formInt)
  @IsOptional()
  @IsInt({ message: EVENT_TICKET_LIMIT_INVALID })
  @Min(1, { message: EVENT_TICKET_LIMIT_INVALID })
  @Max(EVENT_TICKET_LIMIT_MAX, { message: EVENT_TICKET_LIMIT_INVALID })
  maxTicketsPerOrder?: number;

  @ApiPropertyOptional({
    type: 'integer',
    minimum: 1,
    maximum: EVENT_TICKET_LIMIT_MAX,
    default: EVENT_TICKET_LIMIT_DEFAULTS.perMember,
    description:
      'Convites por associado no evento, somando todos os pedidos e os que aguardam pagamento (20 se omitido).',
  })
  @Transform(formInt)
  @IsOptional()
  @IsInt({ message: EVENT_TICKET_LIMIT_INVALID })
  @Min(1, { message: EVENT_TICKET_LIMIT_INVALID })
  @Max(EVENT_TICKET_LIMIT_MAX, { message: EVENT_TICKET_LIMIT_INVALID })
  maxTicketsPerMember?: number;

  @StatusField({ isDefault: true })
  status?: number;

  @ApiPropertyOptional({ default: false, description: 'Destaque: primeiro na lista pública.' })
  @Transform(formBoolean)
  @IsOptional()
  @IsBoolean()
  emphasis?: boolean;

  @ApiProperty({
    type: [EventDayInputDto],
    minItems: 1,
    maxItems: EVENT_DAYS_MAX,
    description: 'Os dias do evento (1 a 30); num formulário multipart, um texto JSON.',
  })
  @Transform(eventDays)
  @IsArray()
  @ArrayMinSize(1, days)
  @ArrayMaxSize(EVENT_DAYS_MAX, days)
  @ValidateNested({ each: true })
  eventDates: EventDayInputDto[];
}

/** An edit: every field optional; eventDates, when sent, replace the days. */
export class UpdateEventDto extends PartialType(CreateEventDto) {
  @ApiPropertyOptional({
    type: [String],
    format: 'uuid',
    description: 'Ids de fotos da galeria a remover.',
  })
  @Transform(formList)
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(100)
  @IsUUID('4', { each: true, message: 'Identificador inválido.' })
  removeGallery?: string[];

  @ApiPropertyOptional({ description: 'true: remove a imagem do card.' })
  @Transform(formBoolean)
  @IsOptional()
  @IsBoolean()
  removeImage?: boolean;
}

/** Swagger only. */
export class CreateEventFormDto extends CreateEventDto {
  @ApiPropertyOptional(filePart('image', (f) => `Imagem do card (${f}), recortada em 16:9.`))
  image?: unknown;

  @ApiPropertyOptional(filePart('image', (f) => `Fotos da galeria, em ordem (${f}).`, true))
  gallery?: unknown[];
}

/** Swagger only. */
export class UpdateEventFormDto extends UpdateEventDto {
  @ApiPropertyOptional(filePart('image', (f) => `Nova imagem do card (${f}).`))
  image?: unknown;

  @ApiPropertyOptional(filePart('image', (f) => `Fotos a acrescentar, em ordem (${f}).`, true))
  gallery?: unknown[];
}

const queryInt = ({ value }: { value: unknown }): unknown =>
  typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value.trim()) : value;

/**
 * `GET events`: search in the title, status, place, and a period: with `from` and/or `to`,
 * only events with a day in `[from, to]` (club days). Sort: firstDay (default, newest first
 * with '-'), title, status, id.
 */
export class EventListQueryDto extends ListQueryDto {
  @ApiPropertyOptional({
    enum: statusIds(STATUS_OPTIONS),
    description: statusLegend(STATUS_OPTIONS),
  })
  @IsOptional()
  @Transform(queryInt)
  @IsInt()
  @IsIn(statusIds(STATUS_OPTIONS))
  status?: number;

  @ApiPropertyOptional({ description: 'Só eventos deste local (id).' })
  @IsOptional()
  @Transform(queryInt)
  @IsInt()
  @Min(1)
  @Max(INT_MAX)
  local?: number;

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

export class EventDayDto {
  @ApiProperty()
  id: number;

  @ApiProperty({ format: 'date-time' })
  startsAt: string;

  @ApiProperty({ format: 'date-time' })
  endsAt: string;
}

export class EventPhotoDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ description: 'URL.' })
  file: string;
}

/** An event as the back office sees it, with its sales. */
export class EventDto {
  @ApiProperty()
  id: number;

  @ApiProperty({ example: 'Baile de Aniversário do Clube' })
  title: string;

  @ApiProperty({ type: RegisterOptionDto, nullable: true, description: 'null: o modelo padrão.' })
  ticketTemplate: RegisterOptionDto | null;

  @ApiProperty({ type: String, nullable: true, description: 'HTML sanitizado.' })
  observations: string | null;

  @ApiProperty({ description: 'HTML sanitizado.' })
  description: string;

  @ApiProperty({ type: RegisterOptionDto })
  local: RegisterOptionDto;

  @ApiProperty({ format: 'date-time' })
  startSale: string;

  @ApiProperty({ format: 'date-time' })
  endSale: string;

  @ApiProperty({ example: 4 })
  freeLimit: number;

  @ApiProperty({ example: 120, description: 'O estoque.' })
  numberOfTicketsForSale: number;

  @ApiProperty({
    example: 48,
    description: 'Horas antes do primeiro dia até as quais um convite comprado pode ser cancelado.',
  })
  ticketCancelHours: number;

  @ApiProperty({ example: 10, description: 'Convites por compra.' })
  maxTicketsPerOrder: number;

  @ApiProperty({ example: 20, description: 'Convites por associado no evento (com os pendentes).' })
  maxTicketsPerMember: number;

  @ApiProperty({ example: 3000, description: 'Centavos.' })
  guestInvitePrice: number;

  @ApiProperty({ example: 'R$ 30,00' })
  guestInvitePriceFormatted: string;

  @ApiProperty({ type: ContentStatusDto })
  status: ContentStatusDto;

  @ApiProperty()
  emphasis: boolean;

  @ApiProperty({ type: [EventDayDto], description: 'Em ordem de início.' })
  eventDates: EventDayDto[];

  @ApiProperty({ type: FileRefDto, nullable: true })
  image: FileRefDto | null;

  @ApiProperty({ type: [EventPhotoDto] })
  gallery: EventPhotoDto[];

  @ApiProperty({ example: 12, description: 'Convites ativos: confirmados e pendentes no prazo.' })
  sold: number;

  @ApiProperty({
    example: 108,
    description: 'À venda: estoque − ativos − ofertas abertas da fila de espera.',
  })
  remaining: number;
}

export class EventPageDto extends PageOf(EventDto) {}

export class EventLocalPublicDto {
  @ApiProperty()
  id: number;

  @ApiProperty({ example: 'Salão Social' })
  description: string;
}

export class EventTemplatePublicDto {
  @ApiProperty({ type: String, nullable: true, description: 'URL do fundo.' })
  image: string | null;

  @ApiProperty({ example: '#FFFFFF' })
  color: string;
}

/** An active event whose last day has not ended, as visitors and members see it. */
export class EventPublicDto {
  @ApiProperty()
  id: number;

  @ApiProperty({ example: 'Baile de Aniversário do Clube' })
  title: string;

  @ApiProperty({ description: 'HTML sanitizado.' })
  description: string;

  @ApiProperty({ type: String, nullable: true, description: 'HTML sanitizado.' })
  observations: string | null;

  @ApiProperty({ format: 'date-time' })
  startSale: string;

  @ApiProperty({ format: 'date-time' })
  endSale: string;

  @ApiProperty({
    description: 'Venda aberta agora: ativo, dentro do período de venda, último dia não terminado.',
  })
  saleOpen: boolean;

  @ApiProperty({ example: 108, description: 'Convites ainda à venda (0: esgotado).' })
  numberOfTicketsForSale: number;

  @ApiProperty({ example: 120, description: 'Estoque total.' })
  ticketsTotal: number;

  @ApiProperty({ example: 3000, description: 'Centavos por convidado pagante.' })
  guestInvitePrice: number;

  @ApiProperty({ example: 'R$ 30,00' })
  guestInvitePriceFormatted: string;

  @ApiProperty({
    example: 4,
    description: 'Convites gratuitos (associados e dependentes) por comprador.',
  })
  freeLimit: number;

  @ApiProperty({ type: [EventDayDto] })
  eventDates: EventDayDto[];

  @ApiProperty({ type: String, nullable: true, description: 'URL da imagem do card.' })
  image: string | null;

  @ApiProperty({ type: [String], description: 'URLs das fotos, em ordem.' })
  gallery: string[];

  @ApiProperty({ type: EventLocalPublicDto })
  local: EventLocalPublicDto;

  @ApiProperty()
  emphasis: boolean;

  @ApiProperty({
    type: EventTemplatePublicDto,
    nullable: true,
    description: 'O modelo do convite (o do evento, senão o padrão ativo); null sem modelo.',
  })
  template: EventTemplatePublicDto | null;
}
