import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/** The one error shape of every failure. */
export class ApiErrorDto {
  @ApiProperty({ example: 400 })
  statusCode: number;

  @ApiProperty({
    example: 'Dados inválidos: verifique os campos destacados.',
    description: 'Mensagem para pessoas (pt-BR).',
  })
  error: string;

  @ApiProperty({ example: 'VALIDATION_FAILED', description: 'Código estável, para programas.' })
  code: string;

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: { type: 'string' },
    example: { cpf: 'Este campo não pode estar vazio!' },
  })
  fields?: Record<string, string>;
}
