import { ApiProperty, ApiPropertyOptional, PartialType, PickType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsInt,
  IsOptional,
  IsString,
  IsUUID,
  MaxLength,
} from 'class-validator';
import { API_MSG, MSG, USER_STATUS_OPTIONS } from '@clube/shared';
import {
  EmailField,
  PasswordConfirmationField,
  PasswordField,
  RequiredText,
  StatusField,
  trim,
} from '../../../platform/http/fields.js';
import { IsCpf } from '../../../platform/http/validators.js';
import { PageOf } from '../../../platform/http/pagination.js';

export class StatusDto {
  @ApiProperty({ example: 1 })
  id: number;

  @ApiProperty({ example: 'Ativo' })
  description: string;
}

export class PermissionRefDto {
  @ApiProperty({ example: 12 })
  id: number;

  @ApiProperty({ example: 'list-news' })
  description: string;
}

export class StaffProfileDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty()
  name: string;

  @ApiProperty()
  surname: string;

  @ApiProperty()
  email: string;

  @ApiProperty({ description: 'CPF, 11 dígitos.' })
  cpf: string;

  @ApiProperty()
  admin: boolean;

  @ApiProperty({ type: StatusDto })
  status: StatusDto;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  @ApiProperty({ type: [PermissionRefDto] })
  permissions: PermissionRefDto[];
}

export class StaffPageDto extends PageOf(StaffProfileDto) {}

/** Sign-up and staff creation share these fields. */
export class NewStaffDto {
  @RequiredText(100)
  name: string;

  @RequiredText(100)
  surname: string;

  @EmailField(API_MSG.signupEmail, { example: 'maria@clube.test' })
  email: string;

  @ApiProperty({ example: '529.982.247-25', description: 'Com ou sem máscara.' })
  @Transform(trim)
  @IsString()
  @IsCpf()
  cpf: string;

  @PasswordField()
  password: string;

  @PasswordConfirmationField({ message: MSG.passwordsDifferSignup })
  passwordConfirmation: string;
}

export class CreateUserDto extends NewStaffDto {
  @ApiPropertyOptional({ default: false })
  @IsOptional()
  @IsBoolean()
  admin?: boolean;

  @StatusField({ options: USER_STATUS_OPTIONS, isDefault: true, form: false })
  status?: number;
}

/** Name, surname and e-mail, each optional: what an edit may change. */
class EditableStaffFields extends PartialType(
  PickType(NewStaffDto, ['name', 'surname', 'email'] as const),
) {}

export class UpdateUserDto extends EditableStaffFields {
  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean()
  admin?: boolean;

  @StatusField({ options: USER_STATUS_OPTIONS, form: false })
  status?: number;

  @ApiPropertyOptional({ type: [Number], description: 'Ids das permissões (substitui a lista).' })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(500)
  @IsInt({ each: true })
  permissions?: number[];
}

export class UpdateMeDto extends EditableStaffFields {
  @ApiPropertyOptional({ description: 'Obrigatória para trocar a senha.' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  currentPassword?: string;

  @PasswordField({ optional: true })
  password?: string;

  @PasswordConfirmationField({ optional: true })
  passwordConfirmation?: string;
}

export class IdsDto {
  @ApiProperty({ type: [String], format: 'uuid' })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(200)
  @IsUUID('4', { each: true, message: 'Identificador inválido.' })
  ids: string[];
}
