import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength, MinLength } from 'class-validator';
import { Transform } from 'class-transformer';

/** `POST orders/{orderId}/cancel`: why staff cancel the order (kept with the refund). */
export class CancelOrderDto {
  @ApiProperty({
    minLength: 3,
    maxLength: 300,
    example: 'Pedido do associado por telefone: viagem marcada na data.',
    description: 'Motivo do cancelamento, guardado com o estorno.',
  })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: 'Informe o motivo do cancelamento.' })
  @MinLength(3, { message: 'Informe o motivo do cancelamento.' })
  @MaxLength(300, { message: 'O motivo deve ter no máximo 300 caracteres.' })
  reason: string;
}

export class CancelOrderResultDto {
  @ApiProperty({ example: 'Pedido cancelado. Valor estornado ao associado: R$ 25,00.' })
  message: string;

  @ApiProperty({ type: 'integer', example: 2500, description: 'Centavos estornados agora.' })
  refunded: number;

  @ApiProperty({ example: 'R$ 25,00' })
  refundedFormatted: string;
}
