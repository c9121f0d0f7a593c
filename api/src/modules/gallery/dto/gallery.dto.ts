import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { ContentStatusDto, FILE_PART, FileRefDto } from '../../content/content.js';
import { formInt } from '../../../platform/http/multipart.js';
import { ListQueryDto } from '../../../platform/http/pagination.js';
import { GALLERY_TYPES, type GalleryType } from '../entities/gallery.entity.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class GalleryListQueryDto extends ListQueryDto {
  @ApiPropertyOptional({ enum: GALLERY_TYPES, description: 'Só galerias de fotos ou de vídeos.' })
  @IsOptional()
  @IsIn(GALLERY_TYPES)
  filter?: GalleryType;
}

export class CreateGalleryDto {
  @ApiProperty({ maxLength: 200, description: 'Título da galeria.', example: 'Festa Junina 2026' })
  @Transform(trim)
  @IsString()
  @MinLength(1, { message: 'Este campo não pode estar vazio!' })
  @MaxLength(200)
  description: string;

  @ApiPropertyOptional({ enum: GALLERY_TYPES, default: 'image' })
  @Transform(trim)
  @IsOptional()
  @IsIn(GALLERY_TYPES)
  type?: GalleryType;

  @ApiPropertyOptional({ enum: [1, 2], default: 1, description: '1 Ativo, 2 Inativo' })
  @Transform(formInt)
  @IsOptional()
  @IsInt()
  @IsIn([1, 2])
  status?: number;
}

export class UpdateGalleryDto {
  @ApiPropertyOptional({ maxLength: 200 })
  @Transform(trim)
  @IsOptional()
  @IsString()
  @MinLength(1, { message: 'Este campo não pode estar vazio!' })
  @MaxLength(200)
  description?: string;

  @ApiPropertyOptional({ enum: [1, 2], description: '1 Ativo, 2 Inativo' })
  @Transform(formInt)
  @IsOptional()
  @IsInt()
  @IsIn([1, 2])
  status?: number;
}

/** Swagger only. */
export class CreateGalleryFormDto extends CreateGalleryDto {
  @ApiProperty({ ...FILE_PART, description: 'Capa (jpg), obrigatória.' })
  image: unknown;

  @ApiProperty({
    type: 'array',
    items: FILE_PART,
    description: 'Fotos (png/jpg) ou vídeos (mp4/mkv), ao menos um; até 30 por envio.',
  })
  gallery: unknown[];
}

/** Swagger only. */
export class UpdateGalleryFormDto extends UpdateGalleryDto {
  @ApiPropertyOptional({ ...FILE_PART, description: 'Nova capa (jpg).' })
  image?: unknown;

  @ApiPropertyOptional({
    type: 'array',
    items: FILE_PART,
    description: 'Arquivos a acrescentar (remoção: DELETE /file/{id}).',
  })
  gallery?: unknown[];
}

export class GalleryItemDto {
  @ApiProperty({ format: 'uuid', description: 'Id do arquivo (para DELETE /file/{id}).' })
  id: string;

  @ApiProperty({ description: 'URL do arquivo.' })
  file: string;

  @ApiProperty({ example: 'image/jpeg' })
  mimeType: string;
}

export class GalleryPublicDto {
  @ApiProperty()
  id: number;

  @ApiProperty({ description: 'Título.' })
  description: string;

  @ApiProperty({ enum: GALLERY_TYPES })
  type: GalleryType;

  @ApiProperty({ description: 'URL da capa.' })
  image: string;

  @ApiProperty({ type: [GalleryItemDto] })
  gallery: GalleryItemDto[];
}

export class GalleryDto extends GalleryPublicDto {
  @ApiProperty({ type: ContentStatusDto })
  status: ContentStatusDto;

  @ApiProperty({ type: FileRefDto })
  imageFile: FileRefDto;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;
}

export class GalleryPageDto {
  @ApiProperty({ type: [GalleryDto] })
  data: GalleryDto[];

  @ApiProperty()
  total: number;
}

export class GalleryPublicQueryDto {
  @ApiProperty({ enum: GALLERY_TYPES })
  @IsIn(GALLERY_TYPES)
  filter: GalleryType;
}

/** A photo or video of the home page, with its gallery. */
export class HomeMediaDto extends GalleryItemDto {
  @ApiProperty()
  galleryId: number;

  @ApiProperty({ description: 'Título da galeria.' })
  description: string;
}
