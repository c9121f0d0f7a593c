import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional, OmitType, PickType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { BRAZIL_STATES, GENDERS, MARITAL_STATUSES, MSG } from '@clube/shared';
import { trim } from '../../../platform/http/fields.js';
import { formInt } from '../../../platform/http/multipart.js';
import { IsIsoDate, IsPhone } from '../../../platform/http/validators.js';
import { AssociateDto } from '../../associates/dto/associate-admin.dto.js';
import { DependentDto } from '../../associates/dto/dependent.dto.js';
import { ContentStatusDto, filePart } from '../../content/content.js';

const required = { message: MSG.required };
const GENDER_IDS = GENDERS.map((g) => g.id);
const digitsOf = ({ value }: { value: unknown }): unknown =>
  typeof value === 'string' ? value.replace(/\D/g, '') : value;
const upper = ({ value }: { value: unknown }): unknown =>
  typeof value === 'string' ? value.trim().toUpperCase() : value;

/** Fields a member may not change themselves (staff keep them): listed for the profile screen. */
export const MEMBER_LOCKED_FIELDS = [
  'name',
  'cpf',
  'rg',
  'email',
  'registration',
  'company',
  'status',
  'admissionDate',
  'gender',
] as const;
export const MEMBER_EDITABLE_FIELDS = [
  'image',
  'phone',
  'address',
  'district',
  'city',
  'zipcode',
  'state',
  'maritalStatus',
  'birthDate',
] as const;
export const DEPENDENT_EDITABLE_FIELDS = ['image', 'name', 'birthDate', 'gender'] as const;

/** A required-if-sent text of the profile form: trimmed, 1 to `max` characters. */
const Text = (max: number, example: string) =>
  applyDecorators(
    ApiPropertyOptional({ type: String, maxLength: max, example }),
    Transform(trim),
    IsOptional(),
    IsString(),
    MinLength(1, required),
    MaxLength(max),
  );

/**
 * What a member changes on their own profile (multipart text parts; the photo is the `image`
 * file part). Every field is optional: left out, it stays; sent empty, 400. Name, CPF, RG,
 * e-mail, registration, company, status, admission date and gender are kept by staff.
 */
export class UpdateMemberProfileDto {
  @ApiPropertyOptional({
    example: '(11) 9 9123-4567',
    description: 'Celular com DDD; só dígitos são guardados.',
  })
  @IsOptional()
  @IsPhone({ message: MSG.associatePhoneInvalid })
  @Transform(trim)
  phone?: string;

  @Text(200, 'Rua das Acácias, 250')
  address?: string;

  @Text(100, 'Jardim Colibri')
  district?: string;

  @Text(100, 'São Paulo')
  city?: string;

  @ApiPropertyOptional({ example: '04.567-000', description: 'CEP, 8 dígitos (máscara aceita).' })
  @Transform(digitsOf)
  @IsOptional()
  @IsString()
  @MinLength(8, { message: MSG.zipcodeInvalid })
  @MaxLength(8, { message: MSG.zipcodeInvalid })
  zipcode?: string;

  @ApiPropertyOptional({ enum: BRAZIL_STATES, example: 'SP' })
  @Transform(upper)
  @IsOptional()
  @IsIn(BRAZIL_STATES, { message: MSG.stateInvalid })
  state?: string;

  @ApiPropertyOptional({ enum: MARITAL_STATUSES })
  @Transform(trim)
  @IsOptional()
  @IsIn(MARITAL_STATUSES, { message: MSG.maritalStatusInvalid })
  maritalStatus?: string;

  @ApiPropertyOptional({ type: String, format: 'date', example: '1980-05-14' })
  @Transform(trim)
  @IsOptional()
  @IsIsoDate()
  birthDate?: string;
}

/** Swagger only: the form with its photo. */
export class UpdateMemberProfileFormDto extends UpdateMemberProfileDto {
  @ApiPropertyOptional(
    filePart('image', (f) => `Nova foto do perfil (${f}); substitui a anterior.`),
  )
  image?: unknown;
}

/** What a member changes on a dependent of theirs (multipart; photo in `image`). */
export class UpdateDependentProfileDto {
  @Text(150, 'Mariana Souza')
  name?: string;

  @ApiPropertyOptional({ type: String, format: 'date', example: '2012-01-20' })
  @Transform(trim)
  @IsOptional()
  @IsIsoDate()
  birthDate?: string;

  @ApiPropertyOptional({
    enum: GENDER_IDS,
    description: GENDERS.map((g) => `${g.id} ${g.description}`).join(', '),
  })
  @Transform(formInt)
  @IsOptional()
  @IsInt()
  @IsIn(GENDER_IDS)
  gender?: number;
}

/** Swagger only. */
export class UpdateDependentProfileFormDto extends UpdateDependentProfileDto {
  @ApiPropertyOptional(
    filePart('image', (f) => `Nova foto do dependente (${f}); substitui a anterior.`),
  )
  image?: unknown;
}

/** A dependent as the profile screen shows and edits it: the register's fields and the photo. */
export class MemberDependentDto extends OmitType(DependentDto, ['status'] as const) {
  @ApiProperty({ type: ContentStatusDto })
  status: ContentStatusDto;

  @ApiProperty({ type: String, nullable: true, description: 'URL da foto.' })
  image: string | null;
}

/** The signed-in member's profile: every field the profile screen shows or edits. */
export class MemberProfileDto extends PickType(AssociateDto, [
  'id',
  'name',
  'email',
  'cpf',
  'rg',
  'gender',
  'phone',
  'address',
  'district',
  'city',
  'zipcode',
  'state',
  'maritalStatus',
  'birthDate',
  'admissionDate',
  'registration',
  'company',
  'updatedAt',
] as const) {
  @ApiProperty({ type: ContentStatusDto })
  status: ContentStatusDto;

  @ApiProperty({ type: String, nullable: true, description: 'URL da foto.' })
  image: string | null;

  @ApiProperty({ type: [MemberDependentDto] })
  dependents: MemberDependentDto[];

  @ApiProperty({
    type: [String],
    example: [...MEMBER_EDITABLE_FIELDS],
    description:
      'Campos que o próprio associado altera (PUT associate-profile/{id}); os demais ficam só leitura. A senha muda em PUT associate/update-password.',
  })
  editableFields: string[];

  @ApiProperty({
    type: [String],
    example: [...DEPENDENT_EDITABLE_FIELDS],
    description: 'Campos de um dependente que o associado altera (PUT dependent-profile/{id}).',
  })
  dependentEditableFields: string[];
}

export class MemberProfileSavedDto {
  @ApiProperty({ example: MSG.recordUpdated })
  message: string;

  @ApiProperty({ type: MemberProfileDto })
  profile: MemberProfileDto;
}

export class DependentProfileSavedDto {
  @ApiProperty({ example: MSG.recordUpdated })
  message: string;

  @ApiProperty({ type: MemberDependentDto })
  dependent: MemberDependentDto;
}
