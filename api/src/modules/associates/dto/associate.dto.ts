import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsOptional, IsString, MaxLength } from 'class-validator';
import { MSG } from '@clube/shared';
import { PasswordConfirmationField, PasswordField } from '../../../platform/http/fields.js';
import { TokensDto } from '../../../platform/auth/tokens.dto.js';
import { StatusDto } from '../../users/dto/user.dto.js';

export class CompanyRefDto {
  @ApiProperty()
  id: number;

  @ApiProperty()
  description: string;
}

export class DependentSummaryDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty()
  name: string;

  @ApiProperty({ type: String, nullable: true, format: 'date' })
  birthDate: string | null;

  @ApiProperty({ example: 'Filho(a)' })
  parentage: string;

  @ApiProperty({ type: String, nullable: true, description: 'URL da foto.' })
  image: string | null;

  @ApiProperty({ format: 'date-time' })
  updatedAt: string;
}

export class AssociateProfileDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty()
  name: string;

  @ApiProperty()
  email: string;

  @ApiProperty({ description: 'CPF, 11 dígitos.' })
  cpf: string;

  @ApiProperty({ type: String, nullable: true, description: 'Só dígitos.' })
  phone: string | null;

  @ApiProperty({ type: String, nullable: true })
  registration: string | null;

  @ApiProperty({ type: StatusDto })
  status: StatusDto;

  @ApiProperty({ type: CompanyRefDto, nullable: true })
  company: CompanyRefDto | null;

  @ApiProperty({ type: String, nullable: true })
  maritalStatus: string | null;

  @ApiProperty({ type: String, nullable: true, format: 'date' })
  birthDate: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'URL da foto.' })
  image: string | null;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  @ApiProperty()
  isFirstAccess: boolean;

  @ApiProperty({ type: [DependentSummaryDto] })
  dependents: DependentSummaryDto[];
}

export class UpdatePasswordDto {
  @ApiPropertyOptional({
    description:
      'A senha atual. Obrigatória, exceto no primeiro acesso (a senha provisória acabou de ser digitada no login).',
  })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  currentPassword?: string;

  @PasswordField()
  password: string;

  @PasswordConfirmationField()
  passwordConfirmation: string;

  @ApiProperty({ required: false, description: 'Mantém a nova sessão conectada por 30 dias.' })
  @IsOptional()
  @IsBoolean()
  keepConnected?: boolean;
}

/** The fresh session of this device: every other session has ended. */
export class UpdatePasswordResponseDto extends TokensDto {
  @ApiProperty({ example: MSG.passwordChanged })
  message: string;
}
