/**
 * The back office's associate form (admin spec §3 and §5): its fields, the create (with the
 * promotion of a dependent) and the edit (with the version read, for the lost-update check).
 */
import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { Transform, Type as ConvertTo } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayUnique,
  IsArray,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  IsUUID,
  Max,
  Min,
  MinLength,
  ValidateNested,
} from 'class-validator';
import {
  API_MSG,
  BRAZIL_STATES,
  MARITAL_STATUSES,
  MAX_DEPENDENTS,
  MSG,
  nationalPhoneDigits,
} from '@clube/shared';
import { EmailField, trim } from '../../../platform/http/fields.js';
import { formInt } from '../../../platform/http/multipart.js';
import {
  GenderField,
  INT_MAX,
  IsCepDigits,
  IsPhoneDigits,
  maskedDigits,
  OptionalDate,
  OptionalText,
  required,
  StatusIdField,
  Text,
  CpfField,
} from './associate-fields.js';
import { DependentFormDto } from './dependent.dto.js';

/**
 * The associate form's fields. Required (admin spec §5): cpf, rg, name, email, phone, address,
 * district, city, zipcode, state, company, maritalStatus.
 */
export class AssociateFieldsDto {
  @CpfField()
  cpf: string;

  @Text(20, '12.345.678-9')
  rg: string;

  @Text(150, 'Carlos Eduardo Souza')
  name: string;

  @GenderField()
  gender?: number;

  @OptionalText(30, '123456', 'BPU.')
  bpu?: string | null;

  @EmailField(MSG.adminRecoveryEmail, {
    example: 'carlos@exemplo.com',
    description: 'E-mail (também o login do associado no portal); gravado em minúsculas.',
  })
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? value.trim().toLowerCase() : value,
  )
  @MinLength(1, required)
  email: string;

  @ApiProperty({
    example: '11991234567',
    description: 'Telefone com DDD: 10 ou 11 dígitos, com ou sem máscara ((##) # ####-####).',
  })
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' && /^[\d\s().+-]*$/.test(value) ? nationalPhoneDigits(value) : value,
  )
  @IsString()
  @MinLength(1, required)
  @IsPhoneDigits()
  phone: string;

  @Text(200, 'Rua das Acácias, 250')
  address: string;

  @Text(100, 'Jardim Colibri')
  district: string;

  @Text(100, 'São Paulo')
  city: string;

  @ApiProperty({
    example: '04567000',
    description: 'CEP: 8 dígitos, com ou sem máscara (##.###-###).',
  })
  @Transform(maskedDigits)
  @IsString()
  @MinLength(1, required)
  @IsCepDigits()
  zipcode: string;

  @ApiProperty({ enum: BRAZIL_STATES, example: 'SP', description: 'UF (sigla).' })
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? value.trim().toUpperCase() : value,
  )
  @IsString()
  @MinLength(1, required)
  @IsIn(BRAZIL_STATES, { message: MSG.stateInvalid })
  state: string;

  @OptionalDate('Data de admissão (aaaa-mm-dd).')
  admissionDate?: string | null;

  @OptionalDate('Data de nascimento (aaaa-mm-dd).')
  birthDate?: string | null;

  @ApiProperty({ example: 1, description: 'Id da empresa (lookup `companies/not-permission`).' })
  @Transform(formInt)
  @IsInt()
  @Min(1)
  @Max(INT_MAX)
  company: number;

  @ApiProperty({
    enum: MARITAL_STATUSES,
    example: 'Casado(a)',
    description: 'Estado civil (lookup `marital-status`).',
  })
  @Transform(trim)
  @IsString()
  @MinLength(1, required)
  @IsIn(MARITAL_STATUSES, { message: MSG.maritalStatusInvalid })
  maritalStatus: string;

  @StatusIdField()
  status?: number;

  @ApiPropertyOptional({
    type: [Number],
    example: [1, 3],
    description: 'Ids das modalidades (lookup `sport/not-permission`); a lista substitui a salva.',
  })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(50)
  @ArrayUnique()
  @IsInt({ each: true })
  @Min(1, { each: true })
  @Max(INT_MAX, { each: true })
  sports?: number[];

  @OptionalText(30, '1001', 'Matrícula (única).')
  registration?: string | null;

  @OptionalText(30, 'C-1001', 'Matrícula Colibri.')
  registrationColibri?: string | null;

  @ApiPropertyOptional({
    type: [DependentFormDto],
    maxItems: MAX_DEPENDENTS,
    description:
      'Dependentes (no máximo 3). Na edição, a lista enviada é a lista completa: os que têm id são alterados, os sem id incluídos e os salvos que faltarem excluídos. Omitida, os dependentes ficam como estão.',
  })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(MAX_DEPENDENTS, { message: API_MSG.dependentsMax })
  @ValidateNested({ each: true })
  @ConvertTo(() => DependentFormDto)
  dependents?: DependentFormDto[];
}

/**
 * `POST associate`: a new associate, Ativo unless said otherwise, who receives an e-mail with a
 * link to choose their password. With `promoteDependentId`, a dependent of another associate
 * (whose CPF `verify-cpf` found) becomes this associate in the same transaction.
 */
export class CreateAssociateDto extends AssociateFieldsDto {
  @ApiPropertyOptional({
    format: 'uuid',
    description:
      'Id do dependente (de outro associado) que passa a ser este associado titular: deixa de ser dependente na mesma transação. O CPF enviado precisa ser o dele.',
  })
  @IsOptional()
  @IsUUID('all')
  promoteDependentId?: string;
}

/**
 * `PUT associate/{id}`: the fields to change (omitted ones are kept) and the `version` the
 * form was loaded with; another save in between answers 409.
 */
export class UpdateAssociateDto extends PartialType(AssociateFieldsDto) {
  @ApiProperty({
    example: 3,
    description:
      'A versão do associado lida no formulário (campo `version` de GET associate/{id}). Se outra pessoa salvou depois: 409 STALE_UPDATE.',
  })
  @IsInt()
  @Min(1)
  @Max(INT_MAX)
  version: number;
}
