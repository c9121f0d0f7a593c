import { ApiProperty } from '@nestjs/swagger';
import { fileUrl } from '../files/files.service.js';
import type { StoredFile } from '../files/entities/stored-file.entity.js';

/** Status of site content (news, galleries, covenants): new records are Ativo. */
export enum ContentStatus {
  Active = 1,
  Inactive = 2,
}

export const CONTENT_STATUS_LABELS: Record<ContentStatus, string> = {
  [ContentStatus.Active]: 'Ativo',
  [ContentStatus.Inactive]: 'Inativo',
};

export class ContentStatusDto {
  @ApiProperty({ enum: [1, 2], example: 1, description: '1 Ativo, 2 Inativo' })
  id: number;

  @ApiProperty({ example: 'Ativo' })
  description: string;
}

export const contentStatus = (id: number): ContentStatusDto => ({
  id,
  description: CONTENT_STATUS_LABELS[id as ContentStatus] ?? String(id),
});

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

/** Swagger: a file part of a multipart form. */
export const FILE_PART = { type: 'string', format: 'binary' } as const;

/** Whether `today` (yyyy-mm-dd) is within the period; open ends allowed. */
export const inPeriod = (today: string, start: string | null, end: string | null) =>
  (!start || start <= today) && (!end || end >= today);
