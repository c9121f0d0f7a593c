import {
  ApiProperty,
  ApiPropertyOptional,
  getSchemaPath,
  PartialType,
  PickType,
} from '@nestjs/swagger';
import { Transform, Type as ConvertTo } from 'class-transformer';
import {
  ArrayMinSize,
  ArrayUnique,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  MaxLength,
} from 'class-validator';
import {
  IntegrationEvent,
  WEBHOOK_DELIVERY_STATUS_LABEL,
  WEBHOOK_MSG,
  WebhookDeliveryStatus,
} from '@clube/shared';
import { OptionalText, trim } from '../../../platform/http/fields.js';
import { ListQueryDto, PageOf } from '../../../platform/http/pagination.js';
import { WEBHOOK_ENVELOPES } from './webhook-payloads.dto.js';

/** The delivery states as the document lists them (integers, as the API sends them). */
const DELIVERY_STATUS_VALUES = Object.values(WebhookDeliveryStatus).filter(
  (v) => typeof v === 'number',
);

const EVENT_TYPES = Object.values(IntegrationEvent);

/** An endpoint registered by staff. */
export class CreateWebhookDto {
  @ApiProperty({
    maxLength: 2000,
    example: 'https://contabil.exemplo.com.br/webhooks/clube',
    description:
      'https:// (http:// só para localhost fora de produção); em produção, nunca um endereço da rede interna.',
  })
  @Transform(trim)
  @IsString()
  @MaxLength(2000)
  url: string;

  @OptionalText(150, { example: 'Sistema contábil', nullable: true })
  description?: string | null;

  @ApiProperty({ enum: EVENT_TYPES, enumName: 'IntegrationEvent', isArray: true })
  @IsArray()
  @ArrayMinSize(1, { message: WEBHOOK_MSG.eventsRequired })
  @ArrayUnique()
  @IsIn(EVENT_TYPES, { each: true })
  events: IntegrationEvent[];

  @ApiPropertyOptional({ default: true, description: 'Inativo: nenhuma entrega nova é feita.' })
  @IsOptional()
  @IsBoolean()
  active?: boolean;
}

export class UpdateWebhookDto extends PartialType(CreateWebhookDto) {}

export class WebhookDto {
  @ApiProperty()
  id: number;

  @ApiProperty()
  url: string;

  @ApiProperty({ type: String, nullable: true })
  description: string | null;

  @ApiProperty({ enum: EVENT_TYPES, enumName: 'IntegrationEvent', isArray: true })
  events: IntegrationEvent[];

  @ApiProperty()
  active: boolean;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  @ApiProperty({ format: 'date-time' })
  updatedAt: string;
}

export class WebhookPageDto extends PageOf(WebhookDto) {}

/** The secret, shown only now: the endpoint verifies each delivery's signature with it. */
export class WebhookSecretDto {
  @ApiProperty({
    example: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
    description:
      'Segredo no formato Standard Webhooks (whsec_ + base64). Mostrado só agora: guarde-o no sistema que recebe.',
  })
  secret: string;
}

/** A new endpoint, with its secret (shown only in this answer). */
export class WebhookCreatedDto extends WebhookDto {
  @ApiProperty({ description: 'Segredo (whsec_…), mostrado só nesta resposta.' })
  secret: string;
}

export class WebhookAttemptDto {
  @ApiProperty({ format: 'date-time' })
  attemptedAt: string;

  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'Código HTTP respondido; null sem resposta.',
  })
  statusCode: number | null;

  @ApiProperty({ description: 'Duração em milissegundos.' })
  durationMs: number;

  @ApiProperty({ type: String, nullable: true })
  error: string | null;

  @ApiProperty({ description: "Enviada pela equipe ('Reenviar')." })
  manual: boolean;
}

export class WebhookDeliveryStatusDto {
  @ApiProperty({
    type: 'integer',
    enum: DELIVERY_STATUS_VALUES,
    description: 'Situação da entrega: 1 pendente, 2 entregue, 3 falhou.',
  })
  id: WebhookDeliveryStatus;

  @ApiProperty({ enum: Object.values(WEBHOOK_DELIVERY_STATUS_LABEL) })
  description: string;
}

export class WebhookDeliveryDto {
  @ApiProperty({ example: '42' })
  id: string;

  @ApiProperty({ enum: EVENT_TYPES, enumName: 'IntegrationEvent' })
  eventType: IntegrationEvent;

  @ApiProperty({ description: 'O cabeçalho webhook-id: o mesmo em todas as tentativas.' })
  messageId: string;

  @ApiProperty({ type: WebhookDeliveryStatusDto })
  status: WebhookDeliveryStatusDto;

  @ApiProperty()
  attempts: number;

  @ApiProperty({ type: Number, nullable: true })
  lastStatusCode: number | null;

  @ApiProperty({ type: String, nullable: true })
  lastError: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  nextAttemptAt: string | null;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  deliveredAt: string | null;

  @ApiProperty({
    description:
      'O corpo JSON enviado (Standard Webhooks: type, timestamp, data), igual em todas as tentativas.',
    oneOf: WEBHOOK_ENVELOPES.map((e) => ({ $ref: getSchemaPath(e) })),
    discriminator: {
      propertyName: 'type',
      mapping: Object.fromEntries(WEBHOOK_ENVELOPES.map((e) => [e.eventType, getSchemaPath(e)])),
    },
  })
  payload: unknown;

  @ApiProperty({
    type: [WebhookAttemptDto],
    description: 'As tentativas, da mais recente à mais antiga.',
  })
  attemptLog: WebhookAttemptDto[];
}

export class WebhookDeliveryPageDto extends PageOf(WebhookDeliveryDto) {}

export class WebhookDeliveryQueryDto extends PickType(ListQueryDto, ['skip', 'take'] as const) {
  @ApiPropertyOptional({
    type: 'integer',
    enum: DELIVERY_STATUS_VALUES,
    description: 'Situação da entrega: 1 pendente, 2 entregue, 3 falhou.',
  })
  @IsOptional()
  @ConvertTo(() => Number)
  @IsInt()
  @IsIn(Object.values(WebhookDeliveryStatus).filter((v) => typeof v === 'number'))
  status?: WebhookDeliveryStatus;
}
