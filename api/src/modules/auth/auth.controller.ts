import { Body, Controller, HttpCode, Ip, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { Public } from '../../platform/auth/auth.decorators.js';
import { ApiErrorDto } from '../../platform/http/api-error.dto.js';
import { NewStaffDto } from '../users/dto/user.dto.js';
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

  @Public()
  @Post('auth/login-admin')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'loginAdmin',
    summary: 'Entrada da equipe por CPF e senha.',
    description:
      '400 ACCESS_PENDING enquanto o cadastro não for liberado; 400 ACCESS_BLOCKED se desativado.',
  })
  @ApiOkResponse({ type: LoginAdminResponseDto })
  @ApiUnauthorizedResponse({ type: ApiErrorDto, description: 'CPF ou senha incorretos.' })
  loginAdmin(@Body() body: LoginAdminDto, @Ip() ip: string): Promise<LoginAdminResponseDto> {
    return this.auth.loginAdmin(body, ip);
  }

  @Public()
  @Post('auth/signup')
  @ApiOperation({
    operationId: 'signup',
    summary: 'Cadastro de usuário da equipe: fica pendente, sem permissões, até ser liberado.',
  })
  @ApiCreatedResponse({ type: MessageDto })
  signup(@Body() body: NewStaffDto, @Ip() ip: string): Promise<MessageDto> {
    return this.auth.signup(body, ip);
  }

  @Public()
  @Post('auth/login-associate')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'loginAssociate',
    summary: 'Entrada do associado por e-mail e senha.',
  })
  @ApiOkResponse({ type: LoginAssociateResponseDto })
  @ApiUnauthorizedResponse({ type: ApiErrorDto, description: 'E-mail ou senha incorretos.' })
  loginAssociate(
    @Body() body: LoginAssociateDto,
    @Ip() ip: string,
  ): Promise<LoginAssociateResponseDto> {
    return this.auth.loginAssociate(body, ip);
  }

  @Public()
  @Post('refresh-token')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'refreshToken',
    summary: 'Troca um token de renovação por um novo par (uso único; reuso encerra a sessão).',
  })
  @ApiOkResponse({ type: TokensDto })
  @ApiUnauthorizedResponse({
    type: ApiErrorDto,
    description: 'Token expirado, revogado ou reutilizado.',
  })
  refreshToken(@Body() body: RefreshTokenDto, @Ip() ip: string): Promise<TokensDto> {
    return this.auth.refresh(body.refreshToken, body.authUserId, ip);
  }

  @Public()
  @Post('auth/logout')
  @HttpCode(204)
  @ApiOperation({
    operationId: 'logout',
    summary: 'Encerra a sessão do token de renovação informado.',
  })
  @ApiNoContentResponse({ description: 'Sessão encerrada.' })
  async logout(@Body() body: LogoutDto): Promise<void> {
    await this.auth.logout(body.refreshToken);
  }

  @Public()
  @Post('send-email-reset-password')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'sendEmailResetPassword',
    summary: 'Envia por e-mail o link de recuperação de senha (válido por 1 hora, uso único).',
  })
  @ApiOkResponse({ type: MessageDto })
  @ApiUnauthorizedResponse({ type: ApiErrorDto, description: 'Equipe: e-mail não encontrado.' })
  sendEmailResetPassword(@Body() body: SendResetDto, @Ip() ip: string): Promise<MessageDto> {
    return this.auth.sendReset(body, ip);
  }

  @Public()
  @Post('recovery-password')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'recoveryPassword',
    summary: 'Define a nova senha com o código do link.',
  })
  @ApiOkResponse({ type: MessageDto })
  @ApiForbiddenResponse({
    type: ApiErrorDto,
    description: 'Código desconhecido, usado ou expirado.',
  })
  recoveryPassword(@Body() body: RecoveryPasswordDto, @Ip() ip: string): Promise<MessageDto> {
    return this.auth.recoverPassword(body, ip);
  }
}
