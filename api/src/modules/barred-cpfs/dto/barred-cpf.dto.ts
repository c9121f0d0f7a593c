import { ApiProperty, ApiPropertyOptional, OmitType, PartialType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { onlyDigits } from '@clube/shared';
import { RequiredText, StatusField } from '../../../platform/http/fields.js';
import { PageOf } from '../../../platform/http/pagination.js';
import { IsCpf } from '../../../platform/http/validators.js';
import { ContentStatusDto } from '../../content/content.js';

const digits = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? onlyDigits(value) : value;
const trimmed = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim() || null : value;

/** A CPF barred from coming in as a guest (back office form). */
export class CreateBarredCpfDto {
  @ApiProperty({
    example: '111.444.777-35',
    description: 'Com ou sem máscara; gravado só com dígitos.',
  })
  @Transform(digits)
  @IsString()
  @IsCpf()
  cpf: string;

  @ApiPropertyOptional({ type: String, nullable: true, example: 'Fulano de Tal', maxLength: 150 })
  @Transform(trimmed)
  @IsOptional()
  @IsString()
  @MaxLength(150)
  name?: string | null;

  @RequiredText(300, { example: 'Danos ao salão em 10/2026.' })
  reason: string;

  @StatusField({ isDefault: true, form: false })
  status?: number;
}

/** An edit: every field optional; Inativo lifts the bar. */
export class UpdateBarredCpfDto extends PartialType(
  OmitType(CreateBarredCpfDto, ['status'] as const),
) {
  @StatusField({ form: false })
  status?: number;
}

export class BarredCpfDto {
  @ApiProperty()
  id: number;

  @ApiProperty({ example: '11144477735' })
  cpf: string;

  @ApiProperty({ type: String, nullable: true })
  name: string | null;

  @ApiProperty()
  reason: string;

  @ApiProperty({ type: ContentStatusDto, description: 'Ativo: bloqueado; Inativo: liberado.' })
  status: ContentStatusDto;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;
}

export class BarredCpfPageDto extends PageOf(BarredCpfDto) {}
