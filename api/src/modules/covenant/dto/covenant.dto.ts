import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { isVideoLink, MSG } from '@clube/shared';
import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  IsUUID,
  Max,
  MaxLength,
  Min,
  MinLength,
  registerDecorator,
  type ValidationOptions,
} from 'class-validator';
import { ContentStatusDto, FILE_PART, FileRefDto } from '../../content/content.js';
import { formInt, formList, formText } from '../../../platform/http/multipart.js';
import { IsIsoDate, IsNotBefore } from '../../../platform/http/validators.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const RICH_TEXT_MAX = 200_000;
const REQUIRED = { message: 'Este campo não pode estar vazio!' };

/** An https address of a YouTube or Vimeo video. */
export function IsVideoLink(options?: ValidationOptions) {
  return (target: object, propertyName: string) =>
    registerDecorator({
      name: 'isVideoLink',
      target: target.constructor,
      propertyName,
      options: { message: MSG.videoLinkInvalid, ...options },
      validator: {
        validate: (v: unknown) => typeof v === 'string' && isVideoLink(v),
      },
    });
}

class CovenantTextFields {
  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 200, example: '10% de desconto' })
  @Transform(formText)
  @IsOptional()
  @IsString()
  @MaxLength(200)
  credit?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 300 })
  @Transform(formText)
  @IsOptional()
  @IsString()
  @MaxLength(300)
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

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: 'Informações da empresa (HTML).',
  })
  @IsOptional()
  @IsString()
  @MaxLength(RICH_TEXT_MAX)
  infos?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'Benefícios (HTML).' })
  @IsOptional()
  @IsString()
  @MaxLength(RICH_TEXT_MAX)
  benefits?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'Como usar (HTML).' })
  @IsOptional()
  @IsString()
  @MaxLength(RICH_TEXT_MAX)
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

  @ApiPropertyOptional({ enum: [1, 2], default: 1, description: '1 Ativo, 2 Inativo' })
  @Transform(formInt)
  @IsOptional()
  @IsInt()
  @IsIn([1, 2])
  status?: number;
}

export class CreateCovenantDto extends CovenantTextFields {
  @ApiProperty({ maxLength: 200 })
  @Transform(trim)
  @IsString()
  @MinLength(1, REQUIRED)
  @MaxLength(200)
  name: string;

  @ApiProperty({ example: '2026-01-01' })
  @Transform(trim)
  @IsIsoDate()
  startAt: string;

  @ApiProperty({ example: '2026-12-31' })
  @Transform(trim)
  @IsIsoDate()
  @IsNotBefore('startAt')
  endAt: string;
}

export const COVENANT_REMOVABLE = ['video', 'thumbVideo', 'thumbVideoEmbedded'] as const;
export type CovenantRemovable = (typeof COVENANT_REMOVABLE)[number];

export class UpdateCovenantDto extends CovenantTextFields {
  @ApiPropertyOptional({ maxLength: 200 })
  @Transform(trim)
  @IsOptional()
  @IsString()
  @MinLength(1, REQUIRED)
  @MaxLength(200)
  name?: string;

  @ApiPropertyOptional({ example: '2026-01-01' })
  @Transform(trim)
  @IsOptional()
  @IsIsoDate()
  startAt?: string;

  @ApiPropertyOptional({ example: '2026-12-31' })
  @Transform(trim)
  @IsOptional()
  @IsIsoDate()
  endAt?: string;

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

const COVENANT_FILE_PARTS = {
  video: { ...FILE_PART, description: 'Vídeo (mp4, mkv, webm ou avi).' },
  thumb: { ...FILE_PART, description: 'Miniatura (png ou jpg).' },
};

/** Swagger only. */
export class CreateCovenantFormDto extends CreateCovenantDto {
  @ApiProperty({ ...FILE_PART, description: 'Imagem (png ou jpg), obrigatória.' })
  image: unknown;

  @ApiProperty({
    type: 'array',
    items: FILE_PART,
    description: 'Imagens (png ou jpg), ao menos uma.',
  })
  imageList: unknown[];

  @ApiPropertyOptional(COVENANT_FILE_PARTS.video)
  video?: unknown;

  @ApiPropertyOptional(COVENANT_FILE_PARTS.thumb)
  thumbVideo?: unknown;

  @ApiPropertyOptional(COVENANT_FILE_PARTS.thumb)
  thumbVideoEmbedded?: unknown;
}

/** Swagger only. */
export class UpdateCovenantFormDto extends UpdateCovenantDto {
  @ApiPropertyOptional({ ...FILE_PART, description: 'Nova imagem.' })
  image?: unknown;

  @ApiPropertyOptional({ type: 'array', items: FILE_PART, description: 'Imagens a acrescentar.' })
  imageList?: unknown[];

  @ApiPropertyOptional(COVENANT_FILE_PARTS.video)
  video?: unknown;

  @ApiPropertyOptional(COVENANT_FILE_PARTS.thumb)
  thumbVideo?: unknown;

  @ApiPropertyOptional(COVENANT_FILE_PARTS.thumb)
  thumbVideoEmbedded?: unknown;
}

export class CovenantCategoryDto {
  @ApiProperty()
  id: number;

  @ApiProperty({ example: 'Saúde' })
  name: string;
}

export class CreateCovenantCategoryDto {
  @ApiProperty({ maxLength: 100, example: 'Saúde' })
  @Transform(trim)
  @IsString()
  @MinLength(1, REQUIRED)
  @MaxLength(100)
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

export class CovenantDto extends CovenantPublicDto {
  @ApiProperty({ type: ContentStatusDto })
  status: ContentStatusDto;

  @ApiProperty({ type: FileRefDto })
  imageFile: FileRefDto;

  @ApiProperty({ type: FileRefDto, nullable: true })
  videoFile: FileRefDto | null;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;
}

export class CovenantPageDto {
  @ApiProperty({ type: [CovenantDto] })
  data: CovenantDto[];

  @ApiProperty()
  total: number;
}
