import { ApiProperty } from '@nestjs/swagger';
import {
  RecordStatus,
  STATUS_OPTIONS,
  statusIds,
  statusLegend,
  statusOption,
  UPLOAD_KINDS,
  type UploadKind,
} from '@clube/shared';
import { fileUrl } from '../files/files.service.js';
import type { StoredFile } from '../files/entities/stored-file.entity.js';

/**
 * Status of site content (news, galleries, covenants, registers, places): `RecordStatus` of
 * @clube/shared (Ativo / Inativo); new records are Ativo. The name stays for the modules that
 * import it; new code names `RecordStatus`.
 */
export { RecordStatus as ContentStatus };

export class ContentStatusDto {
  @ApiProperty({
    enum: statusIds(STATUS_OPTIONS),
    example: RecordStatus.Active,
    description: statusLegend(STATUS_OPTIONS),
  })
  id: number;

  @ApiProperty({ example: 'Ativo' })
  description: string;
}

export const contentStatus = (id: number): ContentStatusDto => statusOption(STATUS_OPTIONS, id);

/** A stored file as the back office sees it: id (for DELETE file/{id}), URL, original name. */
export class FileRefDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: '/api/files/3f0c…e1.jpg' })
  url: string;

  @ApiProperty({ example: 'foto.jpg' })
  name: string;

  @ApiProperty({ example: 'image/jpeg' })
  mimeType: string;
}

export function fileRef(file: StoredFile): FileRefDto;
export function fileRef(file: StoredFile | null | undefined): FileRefDto | null;
export function fileRef(file: StoredFile | null | undefined): FileRefDto | null {
  if (!file) return null;
  return {
    id: file.id,
    url: fileUrl(file) ?? '',
    name: file.originalName,
    mimeType: file.mimeType,
  };
}

/** What the back office sees of a piece of content besides its public fields. */
export class ContentAdminFields {
  @ApiProperty({ type: ContentStatusDto })
  status: ContentStatusDto;

  @ApiProperty({ type: FileRefDto })
  imageFile: FileRefDto;
}

/** The same, for content that may also have a video (news, covenants). */
export class MediaAdminFields extends ContentAdminFields {
  @ApiProperty({ type: FileRefDto, nullable: true })
  videoFile: FileRefDto | null;
}

/** Swagger: a file part of a multipart form. */
export const FILE_PART = { type: 'string', format: 'binary' } as const;

/**
 * Swagger: a file part (or, with `many`, repeated parts) whose description names the formats
 * of its upload kind, from the one table of libs/shared:
 * `filePart('jpegImage', (formats) => `Capa (${formats}), obrigatória.`)`.
 */
export const filePart = (kind: UploadKind, describe: (formats: string) => string, many = false) => {
  const description = describe(UPLOAD_KINDS[kind].label);
  return many
    ? { type: 'array' as const, items: FILE_PART, description }
    : { ...FILE_PART, description };
};

/** Whether `today` (yyyy-mm-dd) is within the period; open ends allowed. */
export const inPeriod = (today: string, start: string | null, end: string | null) =>
  (!start || start <= today) && (!end || end >= today);
