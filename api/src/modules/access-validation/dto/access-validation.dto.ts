import { ApiProperty } from '@nestjs/swagger';
import { API_MSG, MSG } from '@clube/shared';
import { IsBoolean, IsInt, Max, Min } from 'class-validator';
import { CARD_REFUSALS } from '../../cards/card-verdict.js';
import type { AccessRefusal } from '../access-view.js';
import { GATE_REFUSALS } from '../gate-rules.js';

/** The highest code the gate accepts (the screen's "below 2147483647"). */
export const GATE_CODE_MAX = 2_147_483_646;
const INT_MAX = 2_147_483_647;

const codeRule = { message: MSG.accessCodeInvalid };
const ticketRule = { message: MSG.eventCodeInvalid };
const idRule = { message: 'Identificador inválido.' };

/** `POST reservation-invitations/verify-invitation`: a typed or scanned number at a place. */
export class VerifyInvitationDto {
  @ApiProperty({
    type: 'integer',
    minimum: 1,
    maximum: GATE_CODE_MAX,
    example: 42,
    description:
      "invitation=true: o código do convite da reserva ('000' + id: o número é o id); invitation=false: o código de validação da carteirinha do associado ou dependente.",
  })
  @IsInt(codeRule)
  @Min(1, codeRule)
  @Max(GATE_CODE_MAX, codeRule)
  code: number;

  @ApiProperty({
    description:
      'true: convite de reserva (uma entrada); false: carteirinha de sócio (entradas livres).',
  })
  @IsBoolean({ message: 'Informe true ou false.' })
  invitation: boolean;

  @ApiProperty({ type: 'integer', minimum: 1, description: 'O local da portaria (id).' })
  @IsInt(idRule)
  @Min(1, idRule)
  @Max(INT_MAX, idRule)
  localId: number;
}

/** `POST tickets/verify-ticket`: a ticket's number at an event's gate. */
export class VerifyTicketDto {
  @ApiProperty({ type: 'integer', minimum: 1, description: 'O evento da portaria (id).' })
  @IsInt(idRule)
  @Min(1, idRule)
  @Max(INT_MAX, idRule)
  eventId: number;

  @ApiProperty({
    type: 'integer',
    minimum: 1,
    maximum: GATE_CODE_MAX,
    example: 42,
    description: "O código do ingresso ('000' + id: o número é o id).",
  })
  @IsInt(ticketRule)
  @Min(1, ticketRule)
  @Max(GATE_CODE_MAX, ticketRule)
  ticketId: number;
}

export const ACCESS_USER_TYPES = ['Associado', 'Dependente', 'Convidado'] as const;

/** Who the code belongs to, as the gate keeper sees them. */
export class AccessPersonDto {
  @ApiProperty({ example: 'Maria da Silva' })
  name: string;

  @ApiProperty({ enum: ACCESS_USER_TYPES })
  userType: string;

  @ApiProperty({
    type: String,
    nullable: true,
    example: '***.456.789-**',
    description: 'CPF mascarado (só os 6 dígitos do meio).',
  })
  doc: string | null;
}

/** Why a check is refused: the gate's reasons (gate-rules.ts), then the card's (card-verdict.ts). */
export const ACCESS_REASON_CODES: readonly AccessRefusal[] = [...GATE_REFUSALS, ...CARD_REFUSALS];
export type AccessReasonCode = AccessRefusal;

/** The gate's answer: always 200 for a well-formed request, an unknown code included. */
export class AccessVerdictDto {
  @ApiProperty({ description: 'true: entrada liberada.' })
  response: boolean;

  @ApiProperty({
    enum: [API_MSG.accessGrantedTitle, API_MSG.accessDeniedValidationTitle],
    example: API_MSG.accessGrantedTitle,
  })
  title: string;

  @ApiProperty({
    enum: ACCESS_REASON_CODES,
    nullable: true,
    type: String,
    description: 'Motivo da recusa, para programas (null quando liberado).',
  })
  reasonCode: AccessReasonCode | null;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'Convite já utilizado às 14:05.',
    description: 'Motivo da recusa, em português (null quando liberado).',
  })
  reason: string | null;

  @ApiProperty({ type: AccessPersonDto, nullable: true, description: 'Null: código desconhecido.' })
  person: AccessPersonDto | null;

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'O local (descrição) ou o evento (título) do convite ou ingresso.',
  })
  place: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    format: 'date-time',
    description:
      'Quando o convite ou ingresso foi usado: agora (liberado) ou antes (já utilizado); null nos demais casos.',
  })
  usedAt: string | null;

  @ApiProperty({ description: 'Id do registro da tentativa (relatório de acessos).' })
  attemptId: number;
}
