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
  VerifyTicketDto,
} from './dto/access-validation.dto.js';
import { GateRequestId, GateRequestIdHeader } from './request-id.js';

const ERRORS = [
  [
    400,
    `Dados inválidos ('${MSG.accessCodeInvalid}', local ou evento inexistente, X-Request-Id inválido)`,
  ],
  [409, GATE_MSG.gateRequestIdReused],
] as const;

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
      "Valida na portaria de um local o código de um convite de reserva (invitation=true: uma entrada, no dia, de 30 min antes do início até o fim do horário) ou de uma carteirinha (invitation=false: código de validação; entradas livres). Sempre 200 com o veredito 'Acesso liberado'/'Acesso negado' e o motivo; toda tentativa fica registrada.",
    ok: AccessVerdictDto,
    errors: ERRORS,
  })
  verifyInvitation(
    @Body() body: VerifyInvitationDto,
    @CurrentPrincipal() me: Principal,
    @GateRequestId() requestId: string | null,
  ): Promise<AccessVerdictDto> {
    return this.gate.verifyInvitation(body, me, requestId);
  }

  @Post('tickets/verify-ticket')
  @GateRequestIdHeader()
  @Endpoint({
    permission: P.listAccessValidation,
    operationId: 'verifyTicket',
    summary:
      'Valida na portaria de um evento o código de um ingresso (uma entrada, num dos dias do evento). Sempre 200 com o veredito em `response` e o motivo; toda tentativa fica registrada.',
    ok: AccessVerdictDto,
    errors: ERRORS,
  })
  verifyTicket(
    @Body() body: VerifyTicketDto,
    @CurrentPrincipal() me: Principal,
    @GateRequestId() requestId: string | null,
  ): Promise<AccessVerdictDto> {
    return this.gate.verifyTicket(body, me, requestId);
  }
}
