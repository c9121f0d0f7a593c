import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsUUID,
  Max,
  Min,
} from 'class-validator';
import {
  API_MSG,
  LOCAL_CAPACITY_MAX,
  LOCAL_RESERVATION_MAX_MINUTES,
  LOCAL_RESTRICTION_OPTIONS,
  MSG,
  statusIds,
  statusLegend,
} from '@clube/shared';
import { filePart, ContentStatusDto } from '../../content/content.js';
import { RequiredText, RichText, StatusField } from '../../../platform/http/fields.js';
import { formBoolean, formInt, formList } from '../../../platform/http/multipart.js';
import { PageOf } from '../../../platform/http/pagination.js';
import { propertyRule } from '../../../platform/http/validators.js';
import { RegisterOptionDto } from '../../registers/registers.js';

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A time of day `HH:mm` (24 h). */
const IsTimeOfDay = propertyRule(
  'isTimeOfDay',
  MSG.timeOfDayInvalid,
  (v) => typeof v === 'string' && TIME.test(v),
);

const TimeOfDay = (description: string) =>
  applyDecorators(
    ApiProperty({ type: String, pattern: TIME.source, example: '08:00', description }),
    Transform(({ value }: { value: unknown }) =>
      typeof value === 'string' ? value.trim() : value,
    ),
    IsTimeOfDay(),
  );

/** A required id of a multipart form (text '3' read as 3). */
const RefId = (description: string) =>
  applyDecorators(
    ApiProperty({ type: 'integer', minimum: 1, description }),
    Transform(formInt),
    IsInt(),
    Min(1),
    Max(2_147_483_647),
  );

const capacity = { message: API_MSG.localCapacityRange };
const minutes = { message: API_MSG.localReservationTimeRange };
const RESTRICTION_IDS = statusIds(LOCAL_RESTRICTION_OPTIONS);

/**
 * Fields of the place form (multipart text parts; admin spec §5: description, type, capacity,
 * reservation time, restriction, status, interval and usage guide required; start before end).
 */
export class CreateLocalDto {
  @RequiredText(150, { example: 'Churrasqueira 1' })
  description: string;

  @RefId('Id do tipo de local.')
  localType: number;

  @TimeOfDay('Hora de início (HH:mm).')
  startsAt: string;

  @TimeOfDay('Hora de fim (HH:mm), depois da de início.')
  endsAt: string;

  @ApiProperty({ type: 'integer', minimum: 1, maximum: LOCAL_CAPACITY_MAX, example: 30 })
  @Transform(formInt)
  @IsInt(capacity)
  @Min(1, capacity)
  @Max(LOCAL_CAPACITY_MAX, capacity)
  capacity: number;

  @ApiPropertyOptional({ default: false, description: 'Opção "reservado".' })
  @Transform(formBoolean)
  @IsOptional()
  @IsBoolean()
  reserved?: boolean;

  @ApiProperty({
    type: 'integer',
    minimum: 1,
    maximum: LOCAL_RESERVATION_MAX_MINUTES,
    example: 240,
    description: 'Tempo de reserva em minutos (o formulário pede horas).',
  })
  @Transform(formInt)
  @IsInt(minutes)
  @Min(1, minutes)
  @Max(LOCAL_RESERVATION_MAX_MINUTES, minutes)
  reservationTime: number;

  @ApiProperty({ enum: RESTRICTION_IDS, description: statusLegend(LOCAL_RESTRICTION_OPTIONS) })
  @Transform(formInt)
  @IsInt()
  @IsIn(RESTRICTION_IDS)
  restrictions: number;

  @StatusField({ isDefault: true })
  status?: number;

  @RefId('Id do intervalo de reserva.')
  reservationInterval: number;

  @RichText('Guia de uso (HTML, sanitizado).', { required: true })
  usageGuide: string;
}

/** An edit: every field optional; gallery photos are added, the ones listed removed. */
export class UpdateLocalDto extends PartialType(CreateLocalDto) {
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
}

/** Swagger only. */
export class CreateLocalFormDto extends CreateLocalDto {
  @ApiPropertyOptional(filePart('image', (f) => `Fotos da galeria (${f}).`, true))
  gallery?: unknown[];
}

/** Swagger only. */
export class UpdateLocalFormDto extends UpdateLocalDto {
  @ApiPropertyOptional(filePart('image', (f) => `Fotos a acrescentar (${f}).`, true))
  gallery?: unknown[];
}

export class LocalPhotoDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ description: 'URL.' })
  file: string;
}

export class LocalIntervalRefDto {
  @ApiProperty()
  id: number;

  @ApiProperty({ example: '1 hora' })
  description: string;

  @ApiProperty({ example: 60, description: 'Minutos.' })
  interval: number;
}

/** A place as the back office sees it. */
export class LocalDto {
  @ApiProperty()
  id: number;

  @ApiProperty({ example: 'Churrasqueira 1' })
  description: string;

  @ApiProperty({ example: 'churrasqueira-1' })
  slug: string;

  @ApiProperty({ type: RegisterOptionDto })
  localType: RegisterOptionDto;

  @ApiProperty({ example: '08:00' })
  startsAt: string;

  @ApiProperty({ example: '22:00' })
  endsAt: string;

  @ApiProperty()
  capacity: number;

  @ApiProperty()
  reserved: boolean;

  @ApiProperty({ example: 240, description: 'Minutos.' })
  reservationTime: number;

  @ApiProperty({ type: RegisterOptionDto, description: 'Associados, Dependentes ou Convidados.' })
  restrictions: RegisterOptionDto;

  @ApiProperty({ type: ContentStatusDto })
  status: ContentStatusDto;

  @ApiProperty({ type: LocalIntervalRefDto })
  reservationInterval: LocalIntervalRefDto;

  @ApiProperty({ description: 'HTML sanitizado.' })
  usageGuide: string;

  @ApiProperty({ type: [LocalPhotoDto] })
  gallery: LocalPhotoDto[];
}

export class LocalPageDto extends PageOf(LocalDto) {}

/** A restriction as the public page reads it (`restrictions[0].description`). */
export class LocalRestrictionPublicDto {
  @ApiProperty({ example: 1 })
  id: number;

  @ApiProperty({ example: 'Associados', description: 'Associados, Dependentes ou Convidados.' })
  description: string;
}

export class LocalIntervalPublicDto {
  @ApiProperty({ example: '1 hora' })
  description: string;
}

/** The place type's prices, in cents, as the public page needs them. */
export class LocalTypePublicDto {
  @ApiProperty({ example: 'Churrasqueira' })
  description: string;

  @ApiProperty({ example: 0, description: 'Centavos por associado.' })
  associatedValue: number;

  @ApiProperty({ example: 5000, description: 'Centavos por pessoa de fora.' })
  externalValue: number;

  @ApiProperty({ example: 2500, description: 'Centavos por convidado.' })
  invitedValue: number;

  @ApiProperty({ example: 'R$ 25,00', description: 'invitedValue em reais.' })
  invitedValueFormatted: string;

  @ApiProperty({ example: 90, description: 'Dias antes da reserva em que ela pode ser remarcada.' })
  rescheduleInterval: number;
}

/** An active place as visitors and members see it (`GET locals/public`). */
export class LocalPublicDto {
  @ApiProperty()
  id: number;

  @ApiProperty({ example: 'Churrasqueira 1' })
  description: string;

  @ApiProperty({ example: 'churrasqueira-1' })
  slug: string;

  @ApiProperty({ description: 'HTML sanitizado.' })
  usageGuide: string;

  @ApiProperty({ example: 30, description: 'Pessoas.' })
  capacity: number;

  @ApiProperty({ description: 'Opção "reservado" (apto para reserva).' })
  reserved: boolean;

  @ApiProperty({
    type: [LocalRestrictionPublicDto],
    description: 'Uma restrição (a lista do spec).',
  })
  restrictions: LocalRestrictionPublicDto[];

  @ApiProperty({ example: 240, description: 'Minutos.' })
  reservationTime: number;

  @ApiProperty({ example: 4, description: 'reservationTime em horas (1,5 = 90 minutos).' })
  reservationTimeInHours: number;

  @ApiProperty({ type: LocalIntervalPublicDto })
  reservationInterval: LocalIntervalPublicDto;

  @ApiProperty({ type: LocalTypePublicDto })
  localType: LocalTypePublicDto;

  @ApiProperty({ type: [String], description: 'URLs das fotos, em ordem.' })
  gallery: string[];

  @ApiProperty({ example: '08:00' })
  startsAt: string;

  @ApiProperty({ example: '22:00' })
  endsAt: string;
}
