import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional, OmitType, PartialType } from '@nestjs/swagger';
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
  MaxLength,
  Min,
  MinLength,
  registerDecorator,
  ValidateNested,
  type ValidationArguments,
} from 'class-validator';
import {
  ASSOCIATE_AGE_MAX,
  ASSOCIATE_AGE_MIN,
  BRAZIL_STATES,
  CPF_LENGTH,
  GENDERS,
  isValidCep,
  isValidCpf,
  MARITAL_STATUSES,
  MAX_DEPENDENTS,
  MSG,
  nationalPhoneDigits,
  onlyDigits,
  STATUS_OPTIONS,
  statusIds,
  statusLegend,
} from '@clube/shared';
import { EmailField, trim } from '../../../platform/http/fields.js';
import { formBoolean, formInt } from '../../../platform/http/multipart.js';
import { ListQueryDto, PageOf } from '../../../platform/http/pagination.js';
import { IsIsoDate } from '../../../platform/http/validators.js';
import { StatusDto } from '../../users/dto/user.dto.js';
import { CompanyRefDto } from './associate.dto.js';

/**
 * The back office's associate form (admin spec §3 and §5) and what the API answers. Masked
 * input is accepted (CPF ###.###.###-##, phone (##) # ####-####, CEP ##.###-###) and stored
 * as digits; answers carry digits only.
 */

const required = { message: MSG.required };
/** Largest PostgreSQL `integer` (ids, version). */
const INT_MAX = 2_147_483_647;
const GENDER_IDS = GENDERS.map((g) => g.id);
const GENDER_LEGEND = GENDERS.map((g) => `${g.id} ${g.description}`).join(', ');

/** Masked text (digits and the mask's characters) becomes its digits; anything else is kept, to fail. */
const maskedDigits = ({ value }: { value: unknown }): unknown =>
  typeof value === 'string' && /^[\d\s().+-]*$/.test(value) ? onlyDigits(value) : value;

/** Trimmed; '' becomes null (a cleared optional field). */
const clearable = ({ value }: { value: unknown }): unknown => {
  if (typeof value !== 'string') return value;
  const v = value.trim();
  return v === '' ? null : v;
};

/**
 * A CPF: fewer than 11 digits is 'Este campo não pode conter menos que 11 caracteres!' (the
 * spec's text), 11 digits with wrong check digits 'CPF inválido.'.
 */
function IsCpfField() {
  return (target: object, propertyName: string | symbol) =>
    registerDecorator({
      name: 'isCpfField',
      target: target.constructor,
      propertyName: String(propertyName),
      options: {
        message: (args: ValidationArguments) =>
          typeof args.value === 'string' && onlyDigits(args.value).length < CPF_LENGTH
            ? MSG.cpfMin11
            : MSG.cpfInvalid,
      },
      validator: { validate: (v: unknown) => typeof v === 'string' && isValidCpf(v) },
    });
}

const CpfField = (doc: { description?: string } = {}) =>
  applyDecorators(
    ApiProperty({
      example: '11144477735',
      description:
        doc.description ??
        'CPF: 11 dígitos, com ou sem máscara (###.###.###-##); gravado só com dígitos.',
    }),
    Transform(maskedDigits),
    IsString(),
    MinLength(1, required),
    IsCpfField(),
  );

/** A required text, trimmed, 1 to `max` characters. */
const Text = (max: number, example: string, description?: string) =>
  applyDecorators(
    ApiProperty({ maxLength: max, example, ...(description ? { description } : {}) }),
    Transform(trim),
    IsString(),
    MinLength(1, required),
    MaxLength(max),
  );

/** An optional text; '' or null clears it. */
const OptionalText = (max: number, example: string, description?: string) =>
  applyDecorators(
    ApiPropertyOptional({
      type: String,
      nullable: true,
      maxLength: max,
      example,
      ...(description ? { description } : {}),
    }),
    Transform(clearable),
    IsOptional(),
    IsString(),
    MaxLength(max),
  );

/** An optional date `yyyy-mm-dd`; '' or null clears it. */
const OptionalDate = (description: string) =>
  applyDecorators(
    ApiPropertyOptional({ type: String, format: 'date', nullable: true, description }),
    Transform(clearable),
    IsOptional(),
    IsIsoDate(),
  );

const GenderField = () =>
  applyDecorators(
    ApiPropertyOptional({ enum: GENDER_IDS, default: 0, description: `Gênero: ${GENDER_LEGEND}.` }),
    Transform(formInt),
    IsOptional(),
    IsInt(),
    IsIn(GENDER_IDS),
  );

const StatusIdField = () =>
  applyDecorators(
    ApiPropertyOptional({
      enum: statusIds(STATUS_OPTIONS),
      default: 1,
      description: `${statusLegend(STATUS_OPTIONS)}. Inativo encerra as sessões do associado e impede a entrada.`,
    }),
    Transform(formInt),
    IsOptional(),
    IsInt(),
    IsIn(statusIds(STATUS_OPTIONS)),
  );

// ── Dependents ─────────────────────────────────────────────────────────────

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

// ── Associate form ─────────────────────────────────────────────────────────

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
  @ArrayMaxSize(MAX_DEPENDENTS, { message: MSG.dependentsMax })
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

function IsPhoneDigits() {
  return (target: object, propertyName: string | symbol) =>
    registerDecorator({
      name: 'isPhoneDigits',
      target: target.constructor,
      propertyName: String(propertyName),
      options: { message: MSG.associatePhoneInvalid },
      validator: { validate: (v: unknown) => typeof v === 'string' && /^\d{10,11}$/.test(v) },
    });
}

function IsCepDigits() {
  return (target: object, propertyName: string | symbol) =>
    registerDecorator({
      name: 'isCepDigits',
      target: target.constructor,
      propertyName: String(propertyName),
      options: { message: MSG.zipcodeInvalid },
      validator: { validate: (v: unknown) => typeof v === 'string' && isValidCep(v) },
    });
}

// ── Answers ────────────────────────────────────────────────────────────────

export class GenderDto {
  @ApiProperty({ example: 0 })
  id: number;

  @ApiProperty({ example: 'Não Definido' })
  description: string;
}

export class SportRefDto {
  @ApiProperty({ example: 1 })
  id: number;

  @ApiProperty({ example: 'Natação' })
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

/** An associate with every field of the form (GET associate/{id}, and the writes' answer). */
export class AssociateDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: '11144477735', description: '11 dígitos (a tela aplica a máscara).' })
  cpf: string;

  @ApiProperty({ type: String, nullable: true })
  rg: string | null;

  @ApiProperty()
  name: string;

  @ApiProperty({ type: GenderDto })
  gender: GenderDto;

  @ApiProperty({ type: String, nullable: true })
  bpu: string | null;

  @ApiProperty()
  email: string;

  @ApiProperty({ type: String, nullable: true, description: 'Só dígitos.' })
  phone: string | null;

  @ApiProperty({ type: String, nullable: true })
  address: string | null;

  @ApiProperty({ type: String, nullable: true })
  district: string | null;

  @ApiProperty({ type: String, nullable: true })
  city: string | null;

  @ApiProperty({ type: String, nullable: true, description: '8 dígitos.' })
  zipcode: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'SP' })
  state: string | null;

  @ApiProperty({ type: String, nullable: true, format: 'date' })
  admissionDate: string | null;

  @ApiProperty({ type: String, nullable: true, format: 'date' })
  birthDate: string | null;

  @ApiProperty({ type: CompanyRefDto, nullable: true })
  company: CompanyRefDto | null;

  @ApiProperty({ type: String, nullable: true, example: 'Casado(a)' })
  maritalStatus: string | null;

  @ApiProperty({ type: StatusDto })
  status: StatusDto;

  @ApiProperty({ type: [SportRefDto] })
  sports: SportRefDto[];

  @ApiProperty({ type: [DependentDto] })
  dependents: DependentDto[];

  @ApiProperty({ type: String, nullable: true })
  registration: string | null;

  @ApiProperty({ type: String, nullable: true })
  registrationColibri: string | null;

  @ApiProperty({ description: 'Ainda não escolheu a senha (primeiro acesso pendente).' })
  isFirstAccess: boolean;

  @ApiProperty({ example: 1, description: 'Versão do registro: envie-a no PUT.' })
  version: number;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  @ApiProperty({ format: 'date-time' })
  updatedAt: string;
}

/** A row of the associates list. */
export class AssociateListItemDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty()
  name: string;

  @ApiProperty({ description: '11 dígitos.' })
  cpf: string;

  @ApiProperty()
  email: string;

  @ApiProperty({ type: String, nullable: true, description: 'Só dígitos.' })
  phone: string | null;

  @ApiProperty({ type: String, nullable: true })
  registration: string | null;

  @ApiProperty({ type: CompanyRefDto, nullable: true })
  company: CompanyRefDto | null;

  @ApiProperty({ type: String, nullable: true })
  maritalStatus: string | null;

  @ApiProperty({ type: String, nullable: true, format: 'date' })
  admissionDate: string | null;

  @ApiProperty({ type: String, nullable: true, format: 'date' })
  birthDate: string | null;

  @ApiProperty({ type: StatusDto })
  status: StatusDto;

  @ApiProperty({ example: 2 })
  dependentsCount: number;
}

export class AssociatePageDto extends PageOf(AssociateListItemDto) {}

const queryInt = ({ value }: { value: unknown }): unknown =>
  typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value.trim()) : value;

/**
 * `GET v1/associate`: search (name, e-mail, registration; CPF with or without mask) and the
 * list's filters. Sort: name (default), cpf, email, registration, admissionDate, birthDate,
 * createdAt; '-' for descending.
 */
export class AssociateListQueryDto extends ListQueryDto {
  @ApiPropertyOptional({ description: 'Id da empresa.' })
  @IsOptional()
  @Transform(queryInt)
  @IsInt()
  @Min(1)
  @Max(INT_MAX)
  company?: number;

  @ApiPropertyOptional({ type: Boolean, description: 'true: só com dependentes; false: só sem.' })
  @IsOptional()
  @Transform(formBoolean)
  @IsIn([true, false], { message: 'Use true ou false.' })
  hasDependents?: boolean;

  @ApiPropertyOptional({
    minimum: ASSOCIATE_AGE_MIN,
    maximum: ASSOCIATE_AGE_MAX,
    description: 'Idade mínima (anos completos).',
  })
  @IsOptional()
  @Transform(queryInt)
  @IsInt()
  @Min(ASSOCIATE_AGE_MIN)
  @Max(ASSOCIATE_AGE_MAX)
  ageMin?: number;

  @ApiPropertyOptional({
    minimum: ASSOCIATE_AGE_MIN,
    maximum: ASSOCIATE_AGE_MAX,
    description: 'Idade máxima (anos completos).',
  })
  @IsOptional()
  @Transform(queryInt)
  @IsInt()
  @Min(ASSOCIATE_AGE_MIN)
  @Max(ASSOCIATE_AGE_MAX)
  ageMax?: number;

  @ApiPropertyOptional({ format: 'date', description: 'Admitidos a partir de (aaaa-mm-dd).' })
  @IsOptional()
  @IsIsoDate()
  admissionFrom?: string;

  @ApiPropertyOptional({ format: 'date', description: 'Admitidos até (aaaa-mm-dd).' })
  @IsOptional()
  @IsIsoDate()
  admissionTo?: string;

  @ApiPropertyOptional({
    enum: statusIds(STATUS_OPTIONS),
    description: statusLegend(STATUS_OPTIONS),
  })
  @IsOptional()
  @Transform(queryInt)
  @IsInt()
  @IsIn(statusIds(STATUS_OPTIONS))
  status?: number;
}

// ── verify-cpf ─────────────────────────────────────────────────────────────

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

// ── Lookups ────────────────────────────────────────────────────────────────

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

  @ApiProperty({ example: '11144477735' })
  cpf: string;
}

export class DependentOptionDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: 'Mariana Souza' })
  name: string;

  @ApiProperty({ type: String, nullable: true, example: '39053344705' })
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
