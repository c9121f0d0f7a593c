import { ApiProperty, ApiPropertyOptional, OmitType, PartialType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ContentStatusDto, FileRefDto, filePart } from '../../content/content.js';
import { RequiredText, StatusField, trim } from '../../../platform/http/fields.js';
import { IsColor } from '../../../platform/http/validators.js';
import { PageOf } from '../../../platform/http/pagination.js';

/** Fields of the ticket template form (multipart text parts). */
export class CreateTicketTemplateDto {
  @RequiredText(150, { example: 'Convite padrão' })
  title: string;

  @ApiProperty({ example: '#023B58', description: 'Cor do texto, #RRGGBB.' })
  @Transform(trim)
  @IsColor()
  color: string;

  @StatusField({ isDefault: true })
  status?: number;
}

/** An edit: every field optional; an image sent replaces the saved one. */
export class UpdateTicketTemplateDto extends PartialType(
  OmitType(CreateTicketTemplateDto, ['status'] as const),
) {
  @StatusField()
  status?: number;
}

/** Swagger only: the create form with its image. */
export class CreateTicketTemplateFormDto extends CreateTicketTemplateDto {
  @ApiProperty(filePart('image', (f) => `Imagem (${f}), obrigatória.`))
  image: unknown;
}

/** Swagger only: the edit form with its image. */
export class UpdateTicketTemplateFormDto extends UpdateTicketTemplateDto {
  @ApiPropertyOptional(filePart('image', (f) => `Nova imagem (${f}).`))
  image?: unknown;
}

/** A ticket template in short (the site settings' default). */
export class TicketTemplateSummaryDto {
  @ApiProperty()
  id: number;

  @ApiProperty()
  title: string;

  @ApiProperty({ description: 'URL da imagem.' })
  image: string;

  @ApiProperty({ example: '#023B58' })
  color: string;

  @ApiProperty({ type: ContentStatusDto })
  status: ContentStatusDto;
}

/** A ticket template for the back office. */
export class TicketTemplateDto extends TicketTemplateSummaryDto {
  @ApiProperty({ type: FileRefDto })
  imageFile: FileRefDto;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  @ApiProperty({ format: 'date-time' })
  updatedAt: string;
}

export class TicketTemplatePageDto extends PageOf(TicketTemplateDto) {}
