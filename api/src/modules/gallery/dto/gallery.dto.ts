import {
  ApiProperty,
  ApiPropertyOptional,
  PartialType,
  PickType,
  IntersectionType,
} from '@nestjs/swagger';
import { UPLOAD_KINDS } from '@clube/shared';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional } from 'class-validator';
import { FILE_PART, filePart, ContentAdminFields } from '../../content/content.js';
import { RequiredText, StatusField, trim } from '../../../platform/http/fields.js';
import { ListQueryDto, PageOf } from '../../../platform/http/pagination.js';
import { GALLERY_TYPES, type GalleryType } from '../entities/gallery.entity.js';

/** Files a single create or edit may add to a gallery. */
export const MAX_GALLERY_UPLOAD = 30;

export class GalleryListQueryDto extends ListQueryDto {
  @ApiPropertyOptional({ enum: GALLERY_TYPES, description: 'Só galerias de fotos ou de vídeos.' })
  @IsOptional()
  @IsIn(GALLERY_TYPES)
  filter?: GalleryType;
}

export class CreateGalleryDto {
  @RequiredText(200, { description: 'Título da galeria.', example: 'Festa Junina 2026' })
  description: string;

  @ApiPropertyOptional({ enum: GALLERY_TYPES, default: 'image' })
  @Transform(trim)
  @IsOptional()
  @IsIn(GALLERY_TYPES)
  type?: GalleryType;

  @StatusField({ isDefault: true })
  status?: number;
}

/** An edit: the title and the status (the type stays). */
export class UpdateGalleryDto extends PartialType(
  PickType(CreateGalleryDto, ['description'] as const),
) {
  @StatusField()
  status?: number;
}

/** Swagger only. */
export class CreateGalleryFormDto extends CreateGalleryDto {
  @ApiProperty(filePart('jpegImage', (f) => `Capa (${f}), obrigatória.`))
  image: unknown;

  @ApiProperty({
    type: 'array',
    items: FILE_PART,
    description: `Fotos (${UPLOAD_KINDS.image.label}) ou vídeos (${UPLOAD_KINDS.galleryVideo.label}), ao menos um; até ${MAX_GALLERY_UPLOAD} por envio.`,
  })
  gallery: unknown[];
}

/** Swagger only. */
export class UpdateGalleryFormDto extends UpdateGalleryDto {
  @ApiPropertyOptional(filePart('jpegImage', (f) => `Nova capa (${f}).`))
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

export class GalleryDto extends IntersectionType(GalleryPublicDto, ContentAdminFields) {
  @ApiProperty({ format: 'date-time' })
  createdAt: string;
}

export class GalleryPageDto extends PageOf(GalleryDto) {}

export class GalleryPublicQueryDto {
  @ApiProperty({ enum: GALLERY_TYPES })
  @IsIn(GALLERY_TYPES)
  filter: GalleryType;
}

/** `GET gallery/options`: only galleries of this type (both when left out). */
export class GalleryOptionsQueryDto {
  @ApiPropertyOptional({ enum: GALLERY_TYPES })
  @IsOptional()
  @IsIn(GALLERY_TYPES)
  type?: GalleryType;
}

/** A photo or video of the home page, with its gallery. */
export class HomeMediaDto extends GalleryItemDto {
  @ApiProperty()
  galleryId: number;

  @ApiProperty({ description: 'Título da galeria.' })
  description: string;
}
