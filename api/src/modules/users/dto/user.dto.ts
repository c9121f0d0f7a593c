import { ApiProperty, ApiPropertyOptional, PartialType, PickType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  IsUUID,
  MaxLength,
  MinLength,
  ArrayMinSize,
} from 'class-validator';
import { IsCpf, IsEmailAddress, IsPassword, Matches } from '../../../platform/http/validators.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

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

export class StaffPageDto {
  @ApiProperty({ type: [StaffProfileDto] })
  data: StaffProfileDto[];

  @ApiProperty()
  total: number;
}

/** Sign-up and staff creation share these fields. */
export class NewStaffDto {
  @ApiProperty({ maxLength: 100 })
  @Transform(trim)
  @IsString()
  @MinLength(1, { message: 'Este campo não pode estar vazio!' })
  @MaxLength(100)
  name: string;

  @ApiProperty({ maxLength: 100 })
  @Transform(trim)
  @IsString()
  @MinLength(1, { message: 'Este campo não pode estar vazio!' })
  @MaxLength(100)
  surname: string;

  @ApiProperty({ example: 'maria@clube.test' })
  @Transform(trim)
  @IsString()
  @IsEmailAddress({ message: 'O campo email precisa ser um email válido' })
  email: string;

  @ApiProperty({ example: '529.982.247-25', description: 'Com ou sem máscara.' })
  @Transform(trim)
  @IsString()
  @IsCpf()
  cpf: string;

  @ApiProperty({ minLength: 8, maxLength: 20 })
  @IsString()
  @IsPassword()
  password: string;

  @ApiProperty()
  @IsString()
  @Matches('password', { message: 'As senhas não são iguais!' })
  passwordConfirmation: string;
}

export class CreateUserDto extends NewStaffDto {
  @ApiPropertyOptional({ default: false })
  @IsOptional()
  @IsBoolean()
  admin?: boolean;

  @ApiPropertyOptional({
    enum: [1, 2, 3],
    default: 1,
    description: '1 Ativo, 2 Inativo, 3 Pendente',
  })
  @IsOptional()
  @IsInt()
  @IsIn([1, 2, 3])
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

  @ApiPropertyOptional({ enum: [1, 2, 3], description: '1 Ativo, 2 Inativo, 3 Pendente' })
  @IsOptional()
  @IsInt()
  @IsIn([1, 2, 3])
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

  @ApiPropertyOptional({ minLength: 8, maxLength: 20 })
  @IsOptional()
  @IsString()
  @IsPassword()
  password?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @Matches('password')
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
