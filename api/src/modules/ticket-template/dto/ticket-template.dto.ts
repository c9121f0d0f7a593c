import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { ContentStatusDto, FILE_PART, FileRefDto } from '../../content/content.js';
import { formInt } from '../../../platform/http/multipart.js';
import { IsColor } from '../../../platform/http/validators.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const REQUIRED = 'Este campo não pode estar vazio!';

/** Fields of the ticket template form (multipart text parts). */
export class CreateTicketTemplateDto {
  @ApiProperty({ maxLength: 150, example: 'Convite padrão' })
  @Transform(trim)
  @IsString()
  @MinLength(1, { message: REQUIRED })
  @MaxLength(150)
  title: string;

  @ApiProperty({ example: '#023B58', description: 'Cor do texto, #RRGGBB.' })
  @Transform(trim)
  @IsColor()
  color: string;

  @ApiPropertyOptional({ enum: [1, 2], default: 1, description: '1 Ativo, 2 Inativo' })
  @Transform(formInt)
  @IsOptional()
  @IsInt()
  @IsIn([1, 2])
  status?: number;
}

/** An edit: every field optional; an image sent replaces the saved one. */
export class UpdateTicketTemplateDto {
  @ApiPropertyOptional({ maxLength: 150 })
  @Transform(trim)
  @IsOptional()
  @IsString()
  @MinLength(1, { message: REQUIRED })
  @MaxLength(150)
  title?: string;

  @ApiPropertyOptional({ example: '#023B58', description: 'Cor do texto, #RRGGBB.' })
  @Transform(trim)
  @IsOptional()
  @IsColor()
  color?: string;

  @ApiPropertyOptional({ enum: [1, 2], description: '1 Ativo, 2 Inativo' })
  @Transform(formInt)
  @IsOptional()
  @IsInt()
  @IsIn([1, 2])
  status?: number;
}

/** Swagger only: the create form with its image. */
export class CreateTicketTemplateFormDto extends CreateTicketTemplateDto {
  @ApiProperty({ ...FILE_PART, description: 'Imagem (png ou jpg), obrigatória.' })
  image: unknown;
}

/** Swagger only: the edit form with its image. */
export class UpdateTicketTemplateFormDto extends UpdateTicketTemplateDto {
  @ApiPropertyOptional({ ...FILE_PART, description: 'Nova imagem (png ou jpg).' })
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

export class TicketTemplatePageDto {
  @ApiProperty({ type: [TicketTemplateDto] })
  data: TicketTemplateDto[];

  @ApiProperty()
  total: number;
}
