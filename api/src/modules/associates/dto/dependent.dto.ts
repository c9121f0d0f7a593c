/**
 * A dependent in the back office: in the associate form (`DependentFormDto`), added alone
 * (`CreateDependentDto`) and as the API answers it (`DependentDto`).
 */
import { ApiProperty, ApiPropertyOptional, OmitType } from '@nestjs/swagger';
import { IsOptional, IsUUID } from 'class-validator';
import { StatusDto } from '../../users/dto/user.dto.js';
import {
  CpfField,
  GenderField,
  OptionalDate,
  OptionalText,
  StatusIdField,
  Text,
} from './associate-fields.js';

/** A dependent in the associate form (required: name, parentage, cpf). */
export class DependentFormDto {
  @ApiPropertyOptional({
    format: 'uuid',
    description: 'Id de um dependente já salvo (edição); sem id, é um novo dependente.',
  })
  @IsOptional()
  @IsUUID('all')
  id?: string;

  @Text(150, 'Mariana Souza')
  name: string;

  @Text(50, 'Filho(a)', 'Parentesco (texto livre: Cônjuge, Filho(a), ...).')
  parentage: string;

  @GenderField()
  gender?: number;

  @CpfField()
  cpf: string;

  @OptionalText(20, '12.345.678-9')
  rg?: string | null;

  @OptionalDate('Data de nascimento (aaaa-mm-dd).')
  birthDate?: string | null;

  @StatusIdField()
  status?: number;
}

/** `POST associate/{id}/dependents`: one more dependent (at most 3 per associate). */
export class CreateDependentDto extends OmitType(DependentFormDto, ['id'] as const) {}

export class GenderDto {
  @ApiProperty({ example: 0 })
  id: number;

  @ApiProperty({ example: 'Não Definido' })
  description: string;
}

export class DependentDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: 'Mariana Souza' })
  name: string;

  @ApiProperty({ example: 'Cônjuge' })
  parentage: string;

  @ApiProperty({ type: GenderDto })
  gender: GenderDto;

  @ApiProperty({ type: String, nullable: true, example: '39053344705', description: '11 dígitos.' })
  cpf: string | null;

  @ApiProperty({ type: String, nullable: true })
  rg: string | null;

  @ApiProperty({ type: String, nullable: true, format: 'date' })
  birthDate: string | null;

  @ApiProperty({ type: StatusDto })
  status: StatusDto;

  @ApiProperty({ format: 'date-time' })
  updatedAt: string;
}
