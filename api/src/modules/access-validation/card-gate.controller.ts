/**
 * `POST card/verify`: the gate's check of a card's QR code, recorded in the access report.
 * Documented with the cards (tag 'Carteirinha'); the gate owns it since it records the check.
 */
import { Body, Controller, Post } from '@nestjs/common';
import { ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';
import { GATE_MSG, P } from '@clube/shared';
import type { Principal } from '../../platform/auth/auth.guard.js';
import { CurrentPrincipal } from '../../platform/auth/current-principal.decorator.js';
import { ApiErrorDto } from '../../platform/http/api-error.dto.js';
import { Endpoint } from '../../platform/http/endpoint.decorator.js';
import { CardCheckDto, VerifyCardDto } from '../cards/dto/card.dto.js';
import { AccessValidationService } from './access-validation.service.js';
import { GATE_CHECKS_LIMIT_ERROR } from './gate-limits.service.js';
import { GateRequestId, GateRequestIdHeader } from './request-id.js';

@ApiTags('Carteirinha')
@ApiNotFoundResponse({ type: ApiErrorDto })
@Controller()
export class CardGateController {
  constructor(private readonly gate: AccessValidationService) {}

  @Post('card/verify')
  @GateRequestIdHeader()
  @Endpoint({
    permission: P.listAccessValidation,
    operationId: 'verifyCard',
    summary:
      'Confere o QR code de uma carteirinha na portaria: assinatura, validade e, agora no banco, carteirinha e titular. Sempre 200 com o veredito; cada conferência fica registrada no relatório de acessos (com o local, se informado).',
    ok: CardCheckDto,
    errors: [400, [409, GATE_MSG.gateRequestIdReused], [429, GATE_CHECKS_LIMIT_ERROR]],
  })
  verifyCard(
    @Body() body: VerifyCardDto,
    @CurrentPrincipal() me: Principal,
    @GateRequestId() requestId: string | null,
  ): Promise<CardCheckDto> {
    return this.gate.verifyCard(body, me, requestId);
  }
}
