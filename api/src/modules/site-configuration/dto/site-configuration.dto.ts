import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  IsUrl,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { API_MSG, GUEST_VISITS_PER_MONTH_MAX, GUEST_VISITS_RANGE_MSG } from '@clube/shared';
import { FileRefDto, filePart } from '../../content/content.js';
import { ClearableText, RichText } from '../../../platform/http/fields.js';
import { formBoolean, formInt, formList, formText } from '../../../platform/http/multipart.js';
import { IsCnpj, IsColor, IsEmailAddress, IsPhone } from '../../../platform/http/validators.js';
import { SiteConfigurationPublicDto } from './site-configuration-public.dto.js';

export const SETTINGS_FILE_FIELDS = ['logo1', 'logo2', 'docPdf1', 'docPdf2'] as const;
export type SettingsFileField = (typeof SETTINGS_FILE_FIELDS)[number];

export const RESERVATION_CANCEL_HOURS_MAX = 720;
const RESERVATION_CANCEL_HOURS_MESSAGE = 'Informe um número inteiro de horas, de 0 a 720.';

/** A field that, when sent, may not be empty (colours, club name). */
const sentNotNull = (_: object, v: unknown) => v !== undefined;

/** A colour of the theme: `#RRGGBB`; left out keeps the saved one, but it cannot be cleared. */
const SentColor = (example: string) =>
  applyDecorators(
    ApiPropertyOptional({ example }),
    Transform(formText),
    ValidateIf(sentNotNull),
    IsColor(),
  );

/** An http(s) address of a social network; sent empty, it clears the saved one. */
const SocialUrl = () =>
  applyDecorators(
    ApiPropertyOptional({ type: String, nullable: true }),
    Transform(formText),
    IsOptional(),
    IsUrl({ protocols: ['http', 'https'], require_protocol: true }),
    MaxLength(500),
  );

/** Everything the back office sees: the public settings plus files (ids) and private fields. */
const GUEST_VISITS_DESCRIPTION =
  'Visitas (reservas) por mês de um mesmo convidado de fora, por CPF, somando todos os anfitriões; null: sem limite.';

const OTHER_FAMILIES_FREE_DESCRIPTION =
  'Associados e dependentes de outra família entram grátis como convidados de um associado (gastando os convites grátis dele). Desligado (padrão): só a própria família é grátis; os demais pagam o valor de convidado.';

export class SiteConfigurationDto extends SiteConfigurationPublicDto {
  @ApiProperty({ type: String, nullable: true, description: 'E-mail da administração.' })
  emailAdm: string | null;

  @ApiProperty({ description: OTHER_FAMILIES_FREE_DESCRIPTION })
  otherFamiliesFree: boolean;

  @ApiProperty({
    type: 'integer',
    nullable: true,
    example: 4,
    description: GUEST_VISITS_DESCRIPTION,
  })
  guestVisitsPerMonth: number | null;

  @ApiProperty({ type: FileRefDto, nullable: true })
  logo1File: FileRefDto | null;

  @ApiProperty({ type: FileRefDto, nullable: true })
  logo2File: FileRefDto | null;

  @ApiProperty({ type: FileRefDto, nullable: true })
  docPdf1File: FileRefDto | null;

  @ApiProperty({ type: FileRefDto, nullable: true })
  docPdf2File: FileRefDto | null;

  @ApiProperty({ type: String, nullable: true, format: 'date-time' })
  createdAt: string | null;
}

/**
 * The settings form (multipart). Every field is optional: one left out keeps its
 * value; an empty text clears an optional field. Rich text is sanitized on save.
 */
export class UpdateSiteConfigurationDto {
  @ApiPropertyOptional({ maxLength: 120 })
  @Transform(formText)
  @ValidateIf(sentNotNull)
  @IsString()
  @MinLength(1)
  @MaxLength(120)
  clubName?: string;

  @SentColor('#fcb315')
  primaryColor?: string;

  @SentColor('#73bd6d')
  secondaryColor?: string;

  @SentColor('#FFFFFF')
  primaryButtonTextColor?: string;

  @SentColor('#000000')
  SecondaryButtonTextColor?: string;

  @SentColor('#023B58')
  footerMainColor?: string;

  @SentColor('#FFF0A7')
  homeNewsColor?: string;

  @SentColor('#A3D9CC')
  homePhotosColor?: string;

  @SentColor('#D1F1FD')
  homeVideosColor?: string;

  @ApiPropertyOptional({ type: String, nullable: true, example: '(11) 3333-4444' })
  @Transform(formText)
  @IsOptional()
  @IsPhone()
  telephone?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: '(11) 98765-4321' })
  @Transform(formText)
  @IsOptional()
  @IsPhone()
  cellphone?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'E-mail público de contato.' })
  @Transform(formText)
  @IsOptional()
  @IsEmailAddress({ message: API_MSG.siteSettingsEmail })
  email?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'E-mail da administração.' })
  @Transform(formText)
  @IsOptional()
  @IsEmailAddress({ message: API_MSG.siteSettingsEmail })
  emailAdm?: string | null;

  @ClearableText(300)
  address?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: '11.222.333/0001-81' })
  @Transform(formText)
  @IsOptional()
  @IsCnpj()
  companyNumber?: string | null;

  @RichText('HTML (sanitizado).')
  timeAttendance?: string | null;

  @RichText('HTML (sanitizado).')
  homeContents?: string | null;

  @RichText('HTML (sanitizado).')
  aboutColibri?: string | null;

  @SocialUrl()
  facebookUrl?: string | null;

  @SocialUrl()
  instagramUrl?: string | null;

  @SocialUrl()
  youtubeUrl?: string | null;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    description: 'Id do modelo de convite padrão; vazio limpa.',
  })
  @Transform((p) => formInt({ value: formText(p) }))
  @IsOptional()
  @IsInt({ message: 'Modelo de convite não encontrado.' })
  @Min(1, { message: 'Modelo de convite não encontrado.' })
  @Max(2_147_483_647, { message: 'Modelo de convite não encontrado.' })
  templateDefault?: number | null;

  @ApiPropertyOptional({
    minimum: 0,
    maximum: RESERVATION_CANCEL_HOURS_MAX,
    example: 24,
    description: 'Cancelamento de reservas (horas de antecedência), de 0 a 720.',
  })
  @Transform(formInt)
  @ValidateIf(sentNotNull)
  @IsInt({ message: RESERVATION_CANCEL_HOURS_MESSAGE })
  @Min(0, { message: RESERVATION_CANCEL_HOURS_MESSAGE })
  @Max(RESERVATION_CANCEL_HOURS_MAX, { message: RESERVATION_CANCEL_HOURS_MESSAGE })
  reservationCancelHours?: number;

  @ApiPropertyOptional({ description: OTHER_FAMILIES_FREE_DESCRIPTION })
  @Transform(formBoolean)
  @IsOptional()
  @IsBoolean()
  otherFamiliesFree?: boolean;

  @ApiPropertyOptional({
    type: 'integer',
    nullable: true,
    minimum: 1,
    maximum: GUEST_VISITS_PER_MONTH_MAX,
    description: `${GUEST_VISITS_DESCRIPTION} Envie vazio (ou null) para não limitar.`,
  })
  @Transform(({ value }: { value: unknown }) =>
    value === '' || value === 'null' ? null : formInt({ value }),
  )
  @ValidateIf((_: object, v: unknown) => v !== undefined && v !== null)
  @IsInt({ message: GUEST_VISITS_RANGE_MSG })
  @Min(1, { message: GUEST_VISITS_RANGE_MSG })
  @Max(GUEST_VISITS_PER_MONTH_MAX, { message: GUEST_VISITS_RANGE_MSG })
  guestVisitsPerMonth?: number | null;

  @ApiPropertyOptional({
    type: [String],
    enum: SETTINGS_FILE_FIELDS,
    description: 'Arquivos a remover (campos repetidos ou separados por vírgula).',
  })
  @Transform(formList)
  @IsOptional()
  @IsArray()
  @IsIn(SETTINGS_FILE_FIELDS, { each: true })
  remove?: SettingsFileField[];
}

/** Swagger only: the settings form with its file parts. */
export class SiteConfigurationFormDto extends UpdateSiteConfigurationDto {
  @ApiPropertyOptional(filePart('image', (f) => `Logo principal (${f}).`))
  logo1?: unknown;

  @ApiPropertyOptional(filePart('image', (f) => `Logo secundário (${f}).`))
  logo2?: unknown;

  @ApiPropertyOptional(filePart('document', (f) => `Estatuto (${f}).`))
  docPdf1?: unknown;

  @ApiPropertyOptional(filePart('document', (f) => `Regimento interno (${f}).`))
  docPdf2?: unknown;
}

export class FacilityDto {
  @ApiProperty({ minimum: 1, maximum: 99, example: 1 })
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(99)
  number: number;

  @ApiProperty({ maxLength: 100, example: 'Portaria' })
  @Transform(formText)
  @IsString()
  @MinLength(1)
  @MaxLength(100)
  name: string;

  @ClearableText(500)
  description?: string | null;
}

export class FacilitiesDto {
  @ApiProperty({ type: [FacilityDto], description: 'A lista inteira (substitui a atual).' })
  @IsArray()
  @ArrayMaxSize(99)
  @ValidateNested({ each: true })
  @Type(() => FacilityDto)
  facilities: FacilityDto[];
}
