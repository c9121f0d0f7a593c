import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsOptional, IsString, IsUUID, MaxLength, MinLength } from 'class-validator';
import { IsEmailAddress, IsPassword, Matches } from '../../../platform/http/validators.js';
import { StaffProfileDto } from '../../users/dto/user.dto.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class LoginAdminDto {
  @ApiProperty({ example: '529.982.247-25' })
  @IsString()
  @MinLength(11, { message: 'Este campo não pode conter menos que 11 caracteres!' })
  @MaxLength(14)
  cpf: string;

  @ApiProperty()
  @IsString()
  @MinLength(1, { message: 'Este campo não pode estar vazio!' })
  @MaxLength(100)
  password: string;
}

export class TokensDto {
  @ApiProperty({ description: 'JWT de acesso (Authorization: Bearer).' })
  accessToken: string;

  @ApiProperty({ description: 'Token de renovação, de uso único (POST /refresh-token).' })
  refreshToken: string;

  @ApiProperty({ description: 'Validade do token de acesso, em segundos.', example: 900 })
  expiresIn: number;
}

export class LoginAdminResponseDto extends TokensDto {
  @ApiProperty({ type: StaffProfileDto })
  user: StaffProfileDto;
}

export class LoginAssociateDto {
  @ApiProperty({ example: 'socio@clube.test' })
  @Transform(trim)
  @IsString()
  @IsEmailAddress({ message: 'E-mail deve ser um e-mail válido!' })
  email: string;

  @ApiProperty()
  @IsString()
  @MinLength(1, { message: 'Este campo não pode estar vazio!' })
  @MaxLength(100)
  password: string;

  @ApiPropertyOptional({
    default: false,
    description: 'Manter conectado: renovação por 30 dias em vez de 12 horas.',
  })
  @IsOptional()
  @IsBoolean()
  keepConnected?: boolean;
}

export class LoginAssociateResponseDto extends TokensDto {
  @ApiProperty({
    description: 'Verdadeiro enquanto o associado não trocar a senha do primeiro acesso.',
  })
  isFirstAccess: boolean;

  @ApiProperty({ format: 'uuid', description: 'Id do associado (enviado em POST /refresh-token).' })
  authUserId: string;
}

export class RefreshTokenDto {
  @ApiProperty()
  @IsString()
  @MinLength(20)
  @MaxLength(200)
  refreshToken: string;

  @ApiProperty({ format: 'uuid' })
  @IsUUID('4', { message: 'Identificador inválido.' })
  authUserId: string;
}

export class LogoutDto {
  @ApiProperty()
  @IsString()
  @MaxLength(200)
  refreshToken: string;
}

export class SendResetDto {
  @ApiProperty()
  @Transform(trim)
  @IsString()
  @IsEmailAddress()
  email: string;

  @ApiProperty({ description: 'true para associado (portal), false para equipe (back office).' })
  @IsBoolean()
  associate: boolean;
}

export class RecoveryPasswordDto {
  @ApiProperty()
  @Transform(trim)
  @IsString()
  @IsEmailAddress()
  email: string;

  @ApiProperty({ minLength: 8, maxLength: 20 })
  @IsString()
  @IsPassword()
  password: string;

  @ApiProperty()
  @IsString()
  @Matches('password')
  passwordConfirmation: string;

  @ApiProperty({ description: 'O código do link enviado por e-mail.' })
  @IsString()
  @MinLength(10)
  @MaxLength(200)
  code: string;

  @ApiProperty()
  @IsBoolean()
  associate: boolean;
}

export class MessageDto {
  @ApiProperty()
  message: string;
}
