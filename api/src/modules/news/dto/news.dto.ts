import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  MinLength,
} from 'class-validator';
import { ContentStatusDto, FILE_PART, FileRefDto } from '../../content/content.js';
import { formBoolean, formInt } from '../../../platform/http/multipart.js';
import { IsIsoDate, IsNotBefore } from '../../../platform/http/validators.js';
import { LINK_TARGETS, type LinkTarget } from '../entities/news.entity.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const RICH_TEXT_MAX = 200_000;

/** Fields of the news form (multipart text parts). */
export class CreateNewsDto {
  @ApiProperty({ maxLength: 200, example: 'Festa Junina 2026' })
  @Transform(trim)
  @IsString()
  @MinLength(1, { message: 'Este campo não pode estar vazio!' })
  @MaxLength(200)
  title: string;

  @ApiPropertyOptional({ type: String, maxLength: 300 })
  @Transform(trim)
  @IsOptional()
  @IsString()
  @MaxLength(300)
  subtitle?: string;

  @ApiPropertyOptional({
    maxLength: 200,
    description: 'Endereço amigável; gerado do título quando ausente, numerado se já existir.',
  })
  @Transform(trim)
  @IsOptional()
  @IsString()
  @MaxLength(200)
  slug?: string;

  @ApiProperty({ description: 'HTML (sanitizado ao salvar).' })
  @IsString()
  @MinLength(1, { message: 'Este campo não pode estar vazio!' })
  @MaxLength(RICH_TEXT_MAX)
  description: string;

  @ApiProperty({ example: '2026-06-01', description: 'aaaa-mm-dd' })
  @Transform(trim)
  @IsIsoDate()
  startsAt: string;

  @ApiProperty({ example: '2026-06-30', description: 'aaaa-mm-dd, a partir de startsAt' })
  @Transform(trim)
  @IsIsoDate()
  @IsNotBefore('startsAt')
  endsAt: string;

  @ApiPropertyOptional({ enum: [1, 2], default: 1, description: '1 Ativo, 2 Inativo' })
  @Transform(formInt)
  @IsOptional()
  @IsInt()
  @IsIn([1, 2])
  status?: number;

  @ApiPropertyOptional({ enum: LINK_TARGETS, default: '_self' })
  @Transform(trim)
  @IsOptional()
  @IsIn(LINK_TARGETS)
  linkTarget?: LinkTarget;
}

/** An edit: every field optional; files sent replace the saved ones. */
export class UpdateNewsDto {
  @ApiPropertyOptional({ maxLength: 200 })
  @Transform(trim)
  @IsOptional()
  @IsString()
  @MinLength(1, { message: 'Este campo não pode estar vazio!' })
  @MaxLength(200)
  title?: string;

  @ApiPropertyOptional({ type: String, maxLength: 300 })
  @Transform(trim)
  @IsOptional()
  @IsString()
  @MaxLength(300)
  subtitle?: string;

  @ApiPropertyOptional({
    maxLength: 200,
    description: 'Novo endereço amigável (numerado se já existir).',
  })
  @Transform(trim)
  @IsOptional()
  @IsString()
  @MinLength(1, { message: 'Este campo não pode estar vazio!' })
  @MaxLength(200)
  slug?: string;

  @ApiPropertyOptional({ description: 'HTML (sanitizado ao salvar).' })
  @IsOptional()
  @IsString()
  @MinLength(1, { message: 'Este campo não pode estar vazio!' })
  @MaxLength(RICH_TEXT_MAX)
  description?: string;

  @ApiPropertyOptional({ example: '2026-06-01' })
  @Transform(trim)
  @IsOptional()
  @IsIsoDate()
  startsAt?: string;

  @ApiPropertyOptional({ example: '2026-06-30' })
  @Transform(trim)
  @IsOptional()
  @IsIsoDate()
  endsAt?: string;

  @ApiPropertyOptional({ enum: [1, 2], description: '1 Ativo, 2 Inativo' })
  @Transform(formInt)
  @IsOptional()
  @IsInt()
  @IsIn([1, 2])
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
  @ApiProperty({ ...FILE_PART, description: 'Imagem (jpg), obrigatória.' })
  image: unknown;

  @ApiPropertyOptional({ ...FILE_PART, description: 'Vídeo (mp4, mkv, webm ou avi).' })
  video?: unknown;
}

/** Swagger only: the edit form with its files. */
export class UpdateNewsFormDto extends UpdateNewsDto {
  @ApiPropertyOptional({ ...FILE_PART, description: 'Nova imagem (jpg).' })
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
export class NewsDto extends NewsPublicDto {
  @ApiProperty({ type: ContentStatusDto })
  status: ContentStatusDto;

  @ApiProperty({ type: FileRefDto })
  imageFile: FileRefDto;

  @ApiProperty({ type: FileRefDto, nullable: true })
  videoFile: FileRefDto | null;

  @ApiProperty({ format: 'date-time' })
  updatedAt: string;
}

export class NewsPageDto {
  @ApiProperty({ type: [NewsDto] })
  data: NewsDto[];

  @ApiProperty()
  total: number;
}

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
