import { Body, Controller, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { MSG, P, GATE_MSG } from '@clube/shared';
import type { Principal } from '../../platform/auth/auth.guard.js';
import { CurrentPrincipal } from '../../platform/auth/current-principal.decorator.js';
import { Endpoint } from '../../platform/http/endpoint.decorator.js';
import { AccessValidationService } from './access-validation.service.js';
import {
  AccessVerdictDto,
  VerifyInvitationDto,
  VerifyInvitationQrDto,
  VerifyTicketDto,
  VerifyTicketQrDto,
} from './dto/access-validation.dto.js';
import { GATE_CHECKS_LIMIT_ERROR } from './gate-limits.service.js';
import { GateRequestId, GateRequestIdHeader } from './request-id.js';

const ERRORS = [
  [
    400,
    `Dados inválidos ('${MSG.accessCodeInvalid}', local ou evento inexistente, X-Request-Id inválido)`,
  ],
  [409, GATE_MSG.gateRequestIdReused],
] as const;

/** A typed code: 429 past the typed codes' limit of the staff account (or the ceiling). */
const TYPED_ERRORS = [
  ...ERRORS,
  [
    429,
    'Limite de códigos digitados por minuto deste usuário (GATE_TYPED_CODES_LIMIT) ou de validações (GATE_CHECKS_LIMIT); a mensagem diz em quantos segundos libera.',
  ],
] as const;

/** A scanned QR code: 429 only past the ceiling of all checks of the staff account. */
const SCANNED_ERRORS = [...ERRORS, [429, GATE_CHECKS_LIMIT_ERROR]] as const;

/** The gate (validacao-acesso, validacao-acesso-eventos): list-access-validation. */
@ApiTags('Validação de acesso')
@Controller()
export class AccessValidationController {
  constructor(private readonly gate: AccessValidationService) {}

  @Post('reservation-invitations/verify-invitation')
  @GateRequestIdHeader()
  @Endpoint({
    permission: P.listAccessValidation,
    operationId: 'verifyInvitation',
    summary:
      "Valida na portaria de um local o código digitado de um convite de reserva (invitation=true: uma entrada, no dia, de 30 min antes do início até o fim do horário) ou de uma carteirinha (invitation=false: código de validação; entradas livres). Sempre 200 com o veredito 'Acesso liberado'/'Acesso negado' e o motivo; toda tentativa fica registrada. Códigos digitados têm limite por usuário (30 por minuto; 429 diz quando libera); o QR code do convite vai em verify-invitation-qr.",
    ok: AccessVerdictDto,
    errors: TYPED_ERRORS,
  })
  verifyInvitation(
    @Body() body: VerifyInvitationDto,
    @CurrentPrincipal() me: Principal,
    @GateRequestId() requestId: string | null,
  ): Promise<AccessVerdictDto> {
    return this.gate.verifyInvitation(body, me, requestId);
  }

  @Post('reservation-invitations/verify-invitation-qr')
  @GateRequestIdHeader()
  @Endpoint({
    permission: P.listAccessValidation,
    operationId: 'verifyInvitationQr',
    summary:
      "Valida na portaria de um local o QR code de um convite de reserva: um token assinado pelo clube (o código impresso não serve aqui). Token adulterado, de outro convite ou de outro tipo: 'Acesso negado' com o motivo QR_INVALID. Depois, as mesmas regras do código digitado. Sempre 200 com o veredito; toda leitura fica registrada.",
    ok: AccessVerdictDto,
    errors: SCANNED_ERRORS,
  })
  verifyInvitationQr(
    @Body() body: VerifyInvitationQrDto,
    @CurrentPrincipal() me: Principal,
    @GateRequestId() requestId: string | null,
  ): Promise<AccessVerdictDto> {
    return this.gate.verifyInvitationQr(body, me, requestId);
  }

  @Post('tickets/verify-ticket')
  @GateRequestIdHeader()
  @Endpoint({
    permission: P.listAccessValidation,
    operationId: 'verifyTicket',
    summary:
      'Valida na portaria de um evento o código digitado de um ingresso (uma entrada, num dos dias do evento). Sempre 200 com o veredito em `response` e o motivo; toda tentativa fica registrada. Códigos digitados têm limite por usuário (30 por minuto; 429 diz quando libera); o QR code do ingresso vai em verify-ticket-qr.',
    ok: AccessVerdictDto,
    errors: TYPED_ERRORS,
  })
  verifyTicket(
    @Body() body: VerifyTicketDto,
    @CurrentPrincipal() me: Principal,
    @GateRequestId() requestId: string | null,
  ): Promise<AccessVerdictDto> {
    return this.gate.verifyTicket(body, me, requestId);
  }

  @Post('tickets/verify-ticket-qr')
  @GateRequestIdHeader()
  @Endpoint({
    permission: P.listAccessValidation,
    operationId: 'verifyTicketQr',
    summary:
      "Valida na portaria de um evento o QR code de um ingresso: um token assinado pelo clube (o código impresso não serve aqui). Token adulterado, de outro ingresso ou de outro tipo: 'Acesso negado' com o motivo QR_INVALID. Depois, as mesmas regras do código digitado. Sempre 200 com o veredito; toda leitura fica registrada.",
    ok: AccessVerdictDto,
    errors: SCANNED_ERRORS,
  })
  verifyTicketQr(
    @Body() body: VerifyTicketQrDto,
    @CurrentPrincipal() me: Principal,
    @GateRequestId() requestId: string | null,
  ): Promise<AccessVerdictDto> {
    return this.gate.verifyTicketQr(body, me, requestId);
  }
}
