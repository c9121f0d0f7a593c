import {
  ApiProperty,
  ApiPropertyOptional,
  OmitType,
  PartialType,
  IntersectionType,
} from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsOptional, Max, Min, MinLength } from 'class-validator';
import { MSG } from '@clube/shared';
import { FILE_PART, filePart, MediaAdminFields } from '../../content/content.js';
import {
  IsoDateField,
  OptionalText,
  RequiredText,
  RichText,
  StatusField,
  trim,
} from '../../../platform/http/fields.js';
import { formBoolean } from '../../../platform/http/multipart.js';
import { IsNotBefore } from '../../../platform/http/validators.js';
import { LINK_TARGETS, type LinkTarget } from '../entities/news.entity.js';
import { PageOf } from '../../../platform/http/pagination.js';

/** Fields of the news form (multipart text parts). */
export class CreateNewsDto {
  @RequiredText(200, { example: 'Festa Junina 2026' })
  title: string;

  @OptionalText(300)
  subtitle?: string;

  @OptionalText(200, {
    description: 'Endereço amigável; gerado do título quando ausente, numerado se já existir.',
  })
  slug?: string;

  @RichText('HTML (sanitizado ao salvar).', { required: true })
  description: string;

  @IsoDateField({ example: '2026-06-01', description: 'aaaa-mm-dd' })
  startsAt: string;

  @IsoDateField({ example: '2026-06-30', description: 'aaaa-mm-dd, a partir de startsAt' })
  @IsNotBefore('startsAt')
  endsAt: string;

  @StatusField({ isDefault: true })
  status?: number;

  @ApiPropertyOptional({ enum: LINK_TARGETS, default: '_self' })
  @Transform(trim)
  @IsOptional()
  @IsIn(LINK_TARGETS)
  linkTarget?: LinkTarget;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    description: 'Id da galeria de fotos ou vídeos ligada à notícia; vazio desliga.',
  })
  @Transform(({ value }: { value: unknown }) =>
    value === '' || value === null ? null : typeof value === 'string' ? Number(value) : value,
  )
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(2147483647)
  galleryId?: number | null;
}

/** The gallery a news item points to. */
export class NewsGalleryDto {
  @ApiProperty()
  id: number;

  @ApiProperty()
  description: string;
}

/** An edit: every field optional; files sent replace the saved ones. */
export class UpdateNewsDto extends PartialType(
  OmitType(CreateNewsDto, ['slug', 'status', 'linkTarget'] as const),
) {
  @OptionalText(200, { description: 'Novo endereço amigável (numerado se já existir).' })
  @MinLength(1, { message: MSG.required })
  slug?: string;

  @StatusField()
  status?: number;

  @ApiPropertyOptional({ enum: LINK_TARGETS })
  @Transform(trim)
  @IsOptional()
  @IsIn(LINK_TARGETS)
  linkTarget?: LinkTarget;

  @ApiPropertyOptional({ description: 'true remove o vídeo salvo.' })
  @Transform(formBoolean)
  @IsOptional()
  @IsBoolean()
  removeVideo?: boolean;
}

/** Swagger only: the create form with its files. */
export class CreateNewsFormDto extends CreateNewsDto {
  @ApiProperty(filePart('jpegImage', (f) => `Imagem (${f}), obrigatória.`))
  image: unknown;

  @ApiPropertyOptional(filePart('video', (f) => `Vídeo (${f}).`))
  video?: unknown;
}

/** Swagger only: the edit form with its files. */
export class UpdateNewsFormDto extends UpdateNewsDto {
  @ApiPropertyOptional(filePart('jpegImage', (f) => `Nova imagem (${f}).`))
  image?: unknown;

  @ApiPropertyOptional({ ...FILE_PART, description: 'Novo vídeo.' })
  video?: unknown;
}

/** A news item as the public site shows it. */
export class NewsPublicDto {
  @ApiProperty()
  id: number;

  @ApiProperty()
  title: string;

  @ApiProperty({ type: String, nullable: true })
  subtitle: string | null;

  @ApiProperty({ example: 'festa-junina-2026' })
  slug: string;

  @ApiProperty({ description: 'HTML sanitizado.' })
  description: string;

  @ApiProperty({ description: 'URL da imagem.' })
  image: string;

  @ApiProperty({ type: String, nullable: true, description: 'URL do vídeo.' })
  video: string | null;

  @ApiProperty({ format: 'date', example: '2026-06-01' })
  startsAt: string;

  @ApiProperty({ format: 'date', example: '2026-06-30' })
  endsAt: string;

  @ApiProperty({ enum: LINK_TARGETS })
  linkTarget: LinkTarget;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;
}

/** A news item for the back office. */
export class NewsDto extends IntersectionType(NewsPublicDto, MediaAdminFields) {
  @ApiProperty({ type: NewsGalleryDto, nullable: true })
  gallery: NewsGalleryDto | null;

  @ApiProperty({ format: 'date-time' })
  updatedAt: string;
}

export class NewsPageDto extends PageOf(NewsDto) {}

/** `POST news/public`: one page of the public list (10 at most). */
export class NewsPublicPageQueryDto {
  @ApiPropertyOptional({ minimum: 0, default: 0 })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(1_000_000)
  skip?: number;

  @ApiPropertyOptional({ minimum: 1, maximum: 10, default: 10 })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(10)
  take?: number;
}
