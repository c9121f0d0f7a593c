import { Body, Controller, Ip, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { ApiErrorDto } from '../../platform/http/api-error.dto.js';
import { Endpoint } from '../../platform/http/endpoint.decorator.js';
import {
  LoginAdminDto,
  LoginAdminResponseDto,
  LoginAssociateDto,
  LoginAssociateResponseDto,
  LogoutDto,
  MessageDto,
  RecoveryPasswordDto,
  RefreshTokenDto,
  SendResetDto,
  TokensDto,
} from './dto/auth.dto.js';
import { AuthService } from './auth.service.js';

@ApiTags('Autenticação')
@ApiBadRequestResponse({ type: ApiErrorDto })
@ApiTooManyRequestsResponse({
  type: ApiErrorDto,
  description: 'Muitas tentativas (por IP e por conta).',
})
@Controller()
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @Post('auth/login-admin')
  @Endpoint({
    public: true,
    summary: 'Entrada da equipe por CPF e senha.',
    description:
      '400 ACCESS_PENDING enquanto o cadastro não for liberado; 400 ACCESS_BLOCKED se desativado.',
    ok: LoginAdminResponseDto,
    errors: [[401, 'CPF ou senha incorretos.']],
  })
  loginAdmin(@Body() body: LoginAdminDto, @Ip() ip: string): Promise<LoginAdminResponseDto> {
    return this.auth.loginAdmin(body, ip);
  }

  @Post('auth/login-associate')
  @Endpoint({
    public: true,
    summary: 'Entrada do associado por e-mail e senha.',
    ok: LoginAssociateResponseDto,
    errors: [[401, 'E-mail ou senha incorretos.']],
  })
  loginAssociate(
    @Body() body: LoginAssociateDto,
    @Ip() ip: string,
  ): Promise<LoginAssociateResponseDto> {
    return this.auth.loginAssociate(body, ip);
  }

  @Post('refresh-token')
  @Endpoint({
    public: true,
    summary: 'Troca um token de renovação por um novo par (uso único; reuso encerra a sessão).',
    ok: TokensDto,
    errors: [[401, 'Token expirado, revogado ou reutilizado.']],
  })
  refreshToken(@Body() body: RefreshTokenDto, @Ip() ip: string): Promise<TokensDto> {
    return this.auth.refresh(body.refreshToken, body.authUserId, ip);
  }

  @Post('auth/logout')
  @Endpoint({
    public: true,
    summary: 'Encerra a sessão do token de renovação informado.',
    noContent: 'Sessão encerrada.',
  })
  async logout(@Body() body: LogoutDto): Promise<void> {
    await this.auth.logout(body.refreshToken);
  }

  @Post('send-email-reset-password')
  @Endpoint({
    public: true,
    summary: 'Envia por e-mail o link de recuperação de senha (válido por 1 hora, uso único).',
    ok: MessageDto,
    errors: [[401, 'Equipe: e-mail não encontrado.']],
  })
  sendEmailResetPassword(@Body() body: SendResetDto, @Ip() ip: string): Promise<MessageDto> {
    return this.auth.sendReset(body, ip);
  }

  @Post('recovery-password')
  @Endpoint({
    public: true,
    summary: 'Define a nova senha com o código do link.',
    ok: MessageDto,
    errors: [[403, 'Código desconhecido, usado ou expirado.']],
  })
  recoveryPassword(@Body() body: RecoveryPasswordDto, @Ip() ip: string): Promise<MessageDto> {
    return this.auth.recoverPassword(body, ip);
  }
}
