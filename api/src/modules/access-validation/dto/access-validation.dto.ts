import { ApiProperty } from '@nestjs/swagger';
import { API_MSG, MSG } from '@clube/shared';
import { IsBoolean, IsInt, IsString, Max, MaxLength, Min, MinLength } from 'class-validator';
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

/** The longest QR content the gate reads (a pass token is about 130 characters). */
const TOKEN_MAX = 2000;

/** `POST reservation-invitations/verify-invitation-qr`: an invitation's QR code read at a place. */
export class VerifyInvitationQrDto {
  @ApiProperty({
    maxLength: TOKEN_MAX,
    description:
      'O conteúdo lido do QR code do convite: um token assinado pelo clube (não o código impresso, que vai digitado em verify-invitation).',
  })
  @IsString()
  @MinLength(1)
  @MaxLength(TOKEN_MAX)
  token: string;

  @ApiProperty({ type: 'integer', minimum: 1, description: 'O local da portaria (id).' })
  @IsInt(idRule)
  @Min(1, idRule)
  @Max(INT_MAX, idRule)
  localId: number;
}

/** `POST tickets/verify-ticket-qr`: a ticket's QR code read at an event's gate. */
export class VerifyTicketQrDto {
  @ApiProperty({ type: 'integer', minimum: 1, description: 'O evento da portaria (id).' })
  @IsInt(idRule)
  @Min(1, idRule)
  @Max(INT_MAX, idRule)
  eventId: number;

  @ApiProperty({
    maxLength: TOKEN_MAX,
    description:
      'O conteúdo lido do QR code do ingresso: um token assinado pelo clube (não o código impresso, que vai digitado em verify-ticket).',
  })
  @IsString()
  @MinLength(1)
  @MaxLength(TOKEN_MAX)
  token: string;
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

  @ApiProperty({
    type: String,
    nullable: true,
    example: '/api/files/0b5c2a9e-3f1d-4c8b-9a7e-2d6f1e0c4b3a.jpg',
    description:
      'Foto do associado ou dependente do cadastro do clube (a da carteirinha ativa, senão a do perfil), para a portaria comparar o rosto; null para convidados de fora do clube ou sem foto.',
  })
  photo: string | null;
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

  @ApiProperty({
    type: AccessPersonDto,
    nullable: true,
    description:
      'Quem entra. Quando o CPF do convite ou ingresso é de um associado ou dependente, é a pessoa do cadastro do clube (nome, tipo e foto do cadastro), não o nome digitado no convite. Null: código desconhecido ou QR inválido.',
  })
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
