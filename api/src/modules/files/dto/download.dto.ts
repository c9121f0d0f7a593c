import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  IsIn,
  IsInt,
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsOptional,
  IsString,
  MaxLength,
  MinLength,
} from 'class-validator';

export class DownloadFileDto {
  @ApiProperty({
    description: 'Nome do arquivo (ou a URL /api/files/<nome>).',
    example: '3f0c…e1.jpg',
  })
  @IsString()
  @MinLength(1)
  @MaxLength(500)
  fileName: string;
}

export class DownloadFilesDto {
  @ApiProperty({ type: [String], description: 'Nomes (ou URLs) dos arquivos, de 1 a 100.' })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(100)
  @IsString({ each: true })
  @MaxLength(500, { each: true })
  files: string[];

  @ApiPropertyOptional({
    description: 'Reduz as imagens para no máximo 1920 px de lado.',
    default: false,
  })
  @IsOptional()
  @IsBoolean()
  resize?: boolean;
}

export class FileQueryDto {
  @ApiPropertyOptional({
    enum: [320, 640, 960, 1280],
    description: 'Largura desejada de uma imagem (nunca aumentada); para srcset.',
  })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @IsIn([320, 640, 960, 1280], { message: 'Use uma destas larguras: 320, 640, 960, 1280.' })
  w?: 320 | 640 | 960 | 1280;
}
