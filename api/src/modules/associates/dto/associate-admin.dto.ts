/**
 * What the back office reads of associates: the whole record (`AssociateDto`, also the writes'
 * answer), the list's rows and its query (search, filters, sort). Answers carry digits only.
 */
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsIn,
  IsInt,
  IsOptional,
  IsUUID,
  Max,
  Min,
} from 'class-validator';
import {
  ASSOCIATE_AGE_MAX,
  ASSOCIATE_AGE_MIN,
  STATUS_OPTIONS,
  statusIds,
  statusLegend,
} from '@clube/shared';
import { formBoolean } from '../../../platform/http/multipart.js';
import { ListQueryDto, PageOf } from '../../../platform/http/pagination.js';
import { IsIsoDate } from '../../../platform/http/validators.js';
import { StatusDto } from '../../users/dto/user.dto.js';
import { CompanyRefDto } from './associate.dto.js';
import { INT_MAX, queryInt } from './associate-fields.js';
import { DependentDto, GenderDto } from './dependent.dto.js';

export class SportRefDto {
  @ApiProperty({ example: 1 })
  id: number;

  @ApiProperty({ example: 'Natação' })
  description: string;
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

/** `POST associate/multiple` (bulk delete): the associates' ids. */
export class AssociateIdsDto {
  @ApiProperty({ type: [String], format: 'uuid', minItems: 1, maxItems: 100 })
  @IsArray({ message: 'Informe a lista de ids.' })
  @ArrayMinSize(1, { message: 'Escolha ao menos um associado.' })
  @ArrayMaxSize(100, { message: 'No máximo 100 associados de uma vez.' })
  @IsUUID('all', { each: true, message: 'Identificador inválido.' })
  ids: string[];
}
