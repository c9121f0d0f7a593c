import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
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
import { FILE_PART, FileRefDto } from '../../content/content.js';
import { formInt, formList, formText } from '../../../platform/http/multipart.js';
import { IsCnpj, IsColor, IsEmailAddress, IsPhone } from '../../../platform/http/validators.js';
import { SiteConfigurationPublicDto } from './site-configuration-public.dto.js';

export const SETTINGS_FILE_FIELDS = ['logo1', 'logo2', 'docPdf1', 'docPdf2'] as const;
export type SettingsFileField = (typeof SETTINGS_FILE_FIELDS)[number];

const EMAIL_MESSAGE = 'Este não é um e-mail válido!';
const RICH_TEXT_MAX = 200_000;
/** A field that, when sent, may not be empty (colours, club name). */
const sentNotNull = (_: object, v: unknown) => v !== undefined;
const url = { protocols: ['http', 'https'], require_protocol: true };

/** Everything the back office sees: the public settings plus files (ids) and private fields. */
export class SiteConfigurationDto extends SiteConfigurationPublicDto {
  @ApiProperty({ type: String, nullable: true, description: 'E-mail da administração.' })
  emailAdm: string | null;

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

  @ApiPropertyOptional({ example: '#fcb315' })
  @Transform(formText)
  @ValidateIf(sentNotNull)
  @IsColor()
  primaryColor?: string;

  @ApiPropertyOptional({ example: '#73bd6d' })
  @Transform(formText)
  @ValidateIf(sentNotNull)
  @IsColor()
  secondaryColor?: string;

  @ApiPropertyOptional({ example: '#FFFFFF' })
  @Transform(formText)
  @ValidateIf(sentNotNull)
  @IsColor()
  primaryButtonTextColor?: string;

  @ApiPropertyOptional({ example: '#000000' })
  @Transform(formText)
  @ValidateIf(sentNotNull)
  @IsColor()
  SecondaryButtonTextColor?: string;

  @ApiPropertyOptional({ example: '#023B58' })
  @Transform(formText)
  @ValidateIf(sentNotNull)
  @IsColor()
  footerMainColor?: string;

  @ApiPropertyOptional({ example: '#FFF0A7' })
  @Transform(formText)
  @ValidateIf(sentNotNull)
  @IsColor()
  homeNewsColor?: string;

  @ApiPropertyOptional({ example: '#A3D9CC' })
  @Transform(formText)
  @ValidateIf(sentNotNull)
  @IsColor()
  homePhotosColor?: string;

  @ApiPropertyOptional({ example: '#D1F1FD' })
  @Transform(formText)
  @ValidateIf(sentNotNull)
  @IsColor()
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
  @IsEmailAddress({ message: EMAIL_MESSAGE })
  email?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'E-mail da administração.' })
  @Transform(formText)
  @IsOptional()
  @IsEmailAddress({ message: EMAIL_MESSAGE })
  emailAdm?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 300 })
  @Transform(formText)
  @IsOptional()
  @IsString()
  @MaxLength(300)
  address?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: '11.222.333/0001-81' })
  @Transform(formText)
  @IsOptional()
  @IsCnpj()
  companyNumber?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'HTML (sanitizado).' })
  @IsOptional()
  @IsString()
  @MaxLength(RICH_TEXT_MAX)
  timeAttendance?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'HTML (sanitizado).' })
  @IsOptional()
  @IsString()
  @MaxLength(RICH_TEXT_MAX)
  homeContents?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'HTML (sanitizado).' })
  @IsOptional()
  @IsString()
  @MaxLength(RICH_TEXT_MAX)
  aboutColibri?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true })
  @Transform(formText)
  @IsOptional()
  @IsUrl(url)
  @MaxLength(500)
  facebookUrl?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true })
  @Transform(formText)
  @IsOptional()
  @IsUrl(url)
  @MaxLength(500)
  instagramUrl?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true })
  @Transform(formText)
  @IsOptional()
  @IsUrl(url)
  @MaxLength(500)
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
  @ApiPropertyOptional({ ...FILE_PART, description: 'Logo principal (png ou jpg).' })
  logo1?: unknown;

  @ApiPropertyOptional({ ...FILE_PART, description: 'Logo secundário (png ou jpg).' })
  logo2?: unknown;

  @ApiPropertyOptional({ ...FILE_PART, description: 'Estatuto (pdf).' })
  docPdf1?: unknown;

  @ApiPropertyOptional({ ...FILE_PART, description: 'Regimento interno (pdf).' })
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

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 500 })
  @Transform(formText)
  @IsOptional()
  @IsString()
  @MaxLength(500)
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
