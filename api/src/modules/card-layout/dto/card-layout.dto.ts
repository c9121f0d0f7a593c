import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { trim } from '../../../platform/http/fields.js';
import { IsColor } from '../../../platform/http/validators.js';
import { filePart } from '../../content/content.js';

/** The card layout form (multipart): the text colour; a background picture sent replaces it. */
export class SaveCardLayoutDto {
  @ApiProperty({ example: '#FFFFFF', description: 'Cor do texto, #RRGGBB.' })
  @Transform(trim)
  @IsColor()
  textColor: string;
}

/** Swagger only: the form with its picture. */
export class SaveCardLayoutFormDto extends SaveCardLayoutDto {
  @ApiPropertyOptional(filePart('image', (f) => `Imagem de fundo (${f}).`))
  image?: unknown;
}

/** The card layout as the back office sees it. */
export class CardLayoutDto {
  @ApiProperty({ type: String, nullable: true, description: 'URL da imagem de fundo.' })
  image: string | null;

  @ApiProperty({ example: '#FFFFFF' })
  textColor: string;
}
