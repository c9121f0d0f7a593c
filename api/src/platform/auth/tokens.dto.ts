/** The tokens of a session as the API answers them (sign-in, refresh, password change). */
import { ApiProperty } from '@nestjs/swagger';
import type { SessionTokens } from './account-sessions.js';

export class TokensDto implements SessionTokens {
  @ApiProperty({ description: 'JWT de acesso (Authorization: Bearer).' })
  accessToken: string;

  @ApiProperty({ description: 'Token de renovação, de uso único (POST /refresh-token).' })
  refreshToken: string;

  @ApiProperty({ description: 'Validade do token de acesso, em segundos.', example: 900 })
  expiresIn: number;
}
