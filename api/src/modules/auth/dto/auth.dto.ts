import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsOptional, IsString, IsUUID, MaxLength, MinLength } from 'class-validator';
import { MSG } from '@clube/shared';
import {
  EmailField,
  PasswordConfirmationField,
  PasswordField,
} from '../../../platform/http/fields.js';
import { TokensDto } from '../../../platform/auth/tokens.dto.js';
import { StaffProfileDto } from '../../users/dto/user.dto.js';

// The session tokens and the message-only reply live in the platform (the modules below auth
// answer them too); re-exported here for the routes that import them from auth.
export { TokensDto } from '../../../platform/auth/tokens.dto.js';
export { MessageDto } from '../../../platform/http/message.dto.js';

/** The password typed at sign-in: any non-empty text (never trimmed). */
const SignInPassword = () =>
  applyDecorators(
    ApiProperty(),
    IsString(),
    MinLength(1, { message: MSG.required }),
    MaxLength(100),
  );

export class LoginAdminDto {
  @ApiProperty({ example: '529.982.247-25' })
  @IsString()
  @MinLength(11, { message: MSG.cpfMin11 })
  @MaxLength(14)
  cpf: string;

  @SignInPassword()
  password: string;
}

export class LoginAdminResponseDto extends TokensDto {
  @ApiProperty({ type: StaffProfileDto })
  user: StaffProfileDto;
}

export class LoginAssociateDto {
  @EmailField(MSG.loginEmail, { example: 'socio@clube.test' })
  email: string;

  @SignInPassword()
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
  @EmailField()
  email: string;

  @ApiProperty({ description: 'true para associado (portal), false para equipe (back office).' })
  @IsBoolean()
  associate: boolean;
}

/** The reset: the e-mail and realm of the request, the new password and the link's code. */
export class RecoveryPasswordDto extends SendResetDto {
  @PasswordField()
  password: string;

  @PasswordConfirmationField()
  passwordConfirmation: string;

  @ApiProperty({ description: 'O código do link enviado por e-mail.' })
  @IsString()
  @MinLength(10)
  @MaxLength(200)
  code: string;
}
