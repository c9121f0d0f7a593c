import { ApiProperty, ApiPropertyOptional, IntersectionType, PartialType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsInt,
  IsOptional,
  IsUUID,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { API_MSG, isVideoLink } from '@clube/shared';
import { filePart, MediaAdminFields } from '../../content/content.js';
import {
  ClearableText,
  IsoDateField,
  RequiredText,
  RichText,
  StatusField,
} from '../../../platform/http/fields.js';
import { formInt, formList, formText } from '../../../platform/http/multipart.js';
import { IsNotBefore, propertyRule } from '../../../platform/http/validators.js';
import { PageOf } from '../../../platform/http/pagination.js';

/** An https address of a YouTube or Vimeo video. */
export const IsVideoLink = propertyRule(
  'isVideoLink',
  API_MSG.videoLinkInvalid,
  (v) => typeof v === 'string' && isVideoLink(v),
);

/** Fields of the covenant form (multipart text parts). */
export class CreateCovenantDto {
  @RequiredText(200)
  name: string;

  @ClearableText(200, { example: '10% de desconto' })
  credit?: string | null;

  @ClearableText(300)
  subtitle?: string | null;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    description: 'Id da categoria; vazio = OUTROS.',
  })
  @Transform(({ value }: { value: unknown }) => formInt({ value: formText({ value }) }))
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(2_147_483_647)
  category?: number | null;

  @RichText('Informações da empresa (HTML).')
  infos?: string | null;

  @RichText('Benefícios (HTML).')
  benefits?: string | null;

  @RichText('Como usar (HTML).')
  use?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: 'https://www.youtube.com/watch?v=abc',
  })
  @Transform(formText)
  @IsOptional()
  @IsVideoLink()
  @MaxLength(500)
  videoEmbedded?: string | null;

  @StatusField({ isDefault: true })
  status?: number;

  @IsoDateField({ example: '2026-01-01' })
  startAt: string;

  @IsoDateField({ example: '2026-12-31' })
  @IsNotBefore('startAt')
  endAt: string;
}

export const COVENANT_REMOVABLE = ['video', 'thumbVideo', 'thumbVideoEmbedded'] as const;
export type CovenantRemovable = (typeof COVENANT_REMOVABLE)[number];

/** An edit: every field optional; imageList images are added, the ones listed removed. */
export class UpdateCovenantDto extends PartialType(CreateCovenantDto) {
  @ApiPropertyOptional({
    type: [String],
    format: 'uuid',
    description: 'Ids de arquivos de imageList a remover.',
  })
  @Transform(formList)
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(100)
  @IsUUID('4', { each: true, message: 'Identificador inválido.' })
  removeImageList?: string[];

  @ApiPropertyOptional({
    type: [String],
    enum: COVENANT_REMOVABLE,
    description: 'Arquivos a remover.',
  })
  @Transform(formList)
  @IsOptional()
  @IsArray()
  @IsIn(COVENANT_REMOVABLE, { each: true })
  remove?: CovenantRemovable[];
}

/** Swagger only: the optional media parts of both covenant forms. */
class CovenantMediaParts {
  @ApiPropertyOptional(filePart('video', (f) => `Vídeo (${f}).`))
  video?: unknown;

  @ApiPropertyOptional(filePart('image', (f) => `Miniatura (${f}).`))
  thumbVideo?: unknown;

  @ApiPropertyOptional(filePart('image', (f) => `Miniatura (${f}).`))
  thumbVideoEmbedded?: unknown;
}

/** Swagger only. */
export class CreateCovenantFormDto extends IntersectionType(CreateCovenantDto, CovenantMediaParts) {
  @ApiProperty(filePart('image', (f) => `Imagem (${f}), obrigatória.`))
  image: unknown;

  @ApiProperty(filePart('image', (f) => `Imagens (${f}), ao menos uma.`, true))
  imageList: unknown[];
}

/** Swagger only. */
export class UpdateCovenantFormDto extends IntersectionType(UpdateCovenantDto, CovenantMediaParts) {
  @ApiPropertyOptional(filePart('image', (f) => `Nova imagem (${f}).`))
  image?: unknown;

  @ApiPropertyOptional(filePart('image', (f) => `Imagens a acrescentar (${f}).`, true))
  imageList?: unknown[];
}

export class CovenantCategoryDto {
  @ApiProperty()
  id: number;

  @ApiProperty({ example: 'Saúde' })
  name: string;
}

export class CreateCovenantCategoryDto {
  @RequiredText(100, { example: 'Saúde' })
  name: string;
}

export class CovenantImageDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ description: 'URL.' })
  file: string;
}

export class CovenantPublicDto {
  @ApiProperty()
  id: number;

  @ApiProperty()
  name: string;

  @ApiProperty({ type: String, nullable: true })
  credit: string | null;

  @ApiProperty({ type: String, nullable: true })
  subtitle: string | null;

  @ApiProperty({ type: CovenantCategoryDto, nullable: true })
  category: CovenantCategoryDto | null;

  @ApiProperty({ type: String, nullable: true, description: 'HTML sanitizado.' })
  infos: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'HTML sanitizado.' })
  benefits: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'HTML sanitizado.' })
  use: string | null;

  @ApiProperty({ format: 'date' })
  startAt: string;

  @ApiProperty({ format: 'date' })
  endAt: string;

  @ApiProperty({ description: 'URL da imagem.' })
  image: string;

  @ApiProperty({ type: [CovenantImageDto] })
  imageList: CovenantImageDto[];

  @ApiProperty({ type: String, nullable: true })
  video: string | null;

  @ApiProperty({ type: String, nullable: true })
  videoEmbedded: string | null;

  @ApiProperty({ type: String, nullable: true })
  thumbVideo: string | null;

  @ApiProperty({ type: String, nullable: true })
  thumbVideoEmbedded: string | null;
}

export class CovenantDto extends IntersectionType(CovenantPublicDto, MediaAdminFields) {
  @ApiProperty({ format: 'date-time' })
  createdAt: string;
}

export class CovenantPageDto extends PageOf(CovenantDto) {}
