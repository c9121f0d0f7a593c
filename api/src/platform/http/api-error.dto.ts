import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { type ApiErrorBody, ERROR_CODES, ErrorCode, MSG } from '@clube/shared';

/** The one error shape of every failure (`ApiErrorBody` of libs/shared). */
export class ApiErrorDto implements ApiErrorBody {
  @ApiProperty({ example: 400 })
  statusCode: number;

  @ApiProperty({
    example: 'Dados inválidos: verifique os campos destacados.',
    description: 'Mensagem para pessoas (pt-BR).',
  })
  error: string;

  @ApiProperty({
    enum: ERROR_CODES,
    enumName: 'ErrorCode',
    example: ErrorCode.ValidationFailed,
    description: 'Código estável, para programas.',
  })
  code: ErrorCode;

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: { type: 'string' },
    example: { cpf: MSG.required, 'invitations.0.doc': 'CPF inválido.' },
    description:
      'Mensagem de cada campo inválido, pelo caminho do campo na requisição (para programas e para o formulário destacar o campo).',
  })
  fields?: Record<string, string>;

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: { type: 'string' },
    example: { 'invitations.0.doc': 'Convidado 1: CPF inválido.' },
    description:
      'Dados inválidos: as mensagens de `fields`, pelas mesmas chaves, em frases que nomeiam o campo como a pessoa o lê.',
  })
  fieldMessages?: Record<string, string>;

  @ApiPropertyOptional({
    example: 'Código da operadora: 05',
    description:
      'Pagamento recusado: o código de retorno da operadora, em português, mostrado sob `error` (para o suporte); `error` diz o motivo.',
  })
  paymentMessage?: string;

  @ApiPropertyOptional({
    example: '05',
    description:
      'Pagamento recusado: o código de retorno da operadora (ReturnCode), quando houver.',
  })
  returnCode?: string;
}
