/**
 * The back office's lookups of people: the CPF search that prefills the form (`verify-cpf`)
 * and the option lists (associates, dependents, marital statuses).
 */
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { AssociateDto } from './associate-admin.dto.js';
import { CpfField } from './associate-fields.js';
import { DependentDto } from './dependent.dto.js';

export class VerifyCpfDto {
  @CpfField({ description: 'CPF a procurar (com ou sem máscara).' })
  cpf: string;
}

export class VerifiedDependentDto extends DependentDto {
  @ApiProperty({ format: 'uuid' })
  associateId: string;

  @ApiProperty({ description: 'Nome do associado titular.' })
  associateName: string;
}

/**
 * Who holds the CPF: an associate (`kind: 'associate'`, the whole record in `associate`) or a
 * dependent (`kind: 'dependent'`, in `dependent`, with its associate's id and name).
 */
export class VerifyCpfResponseDto {
  @ApiProperty({ enum: ['associate', 'dependent'] })
  kind: 'associate' | 'dependent';

  @ApiProperty({ type: AssociateDto, nullable: true })
  associate: AssociateDto | null;

  @ApiProperty({ type: VerifiedDependentDto, nullable: true })
  dependent: VerifiedDependentDto | null;
}

export class OptionsSearchQueryDto {
  @ApiPropertyOptional({
    maxLength: 200,
    description: 'Parte do nome, ou CPF (com ou sem máscara).',
  })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  search?: string;
}

export class DependentOptionsQueryDto {
  @ApiPropertyOptional({ format: 'uuid', description: 'Só os dependentes deste associado.' })
  @IsOptional()
  @IsUUID('all')
  associateId?: string;

  @ApiPropertyOptional({
    maxLength: 200,
    description: 'Parte do nome, ou CPF (com ou sem máscara).',
  })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  search?: string;
}

export class AssociateOptionDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: 'Carlos Eduardo Souza' })
  name: string;

  @ApiProperty({
    example: '11144477735',
    description: 'Os 11 dígitos para quem tem list-associate; para os demais, ***.456.789-**.',
  })
  cpf: string;
}

export class DependentOptionDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: 'Mariana Souza' })
  name: string;

  @ApiProperty({
    type: String,
    nullable: true,
    example: '39053344705',
    description: 'Os 11 dígitos para quem tem list-associate; para os demais, ***.456.789-**.',
  })
  cpf: string | null;

  @ApiProperty({ format: 'uuid' })
  associateId: string;
}

export class MaritalStatusOptionDto {
  @ApiProperty({ example: 'Casado(a)', description: 'O valor enviado em `maritalStatus`.' })
  id: string;

  @ApiProperty({ example: 'Casado(a)' })
  description: string;
}
