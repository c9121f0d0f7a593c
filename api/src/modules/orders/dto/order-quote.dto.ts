import { ApiProperty } from '@nestjs/swagger';

/** A guest as the quote prices them (the order's own pricing, nothing saved). */
export class QuoteGuestDto {
  @ApiProperty({
    example: 'Maria Silva',
    description: 'O nome como o pedido o gravaria (o do cadastro do clube para quem é do clube).',
  })
  name: string;

  @ApiProperty({ example: '11144477735', description: 'CPF, 11 dígitos.' })
  cpf: string;

  @ApiProperty({ description: 'Não paga (o valor é 0).' })
  free: boolean;

  @ApiProperty({ type: 'integer', description: 'Centavos.', example: 3000 })
  value: number;

  @ApiProperty({ example: 'R$ 30,00' })
  valueFormatted: string;
}

/**
 * `POST order/tickets/quote`, `POST order/local-reservation/quote`: what the order would cost
 * if it were made now, by the same rules, without saving anything or holding anything.
 */
export class OrderQuoteDto {
  @ApiProperty({ type: [QuoteGuestDto], description: 'Os convidados, na ordem enviada.' })
  guests: QuoteGuestDto[];

  @ApiProperty({ type: 'integer', description: 'Total em centavos.', example: 3000 })
  total: number;

  @ApiProperty({ example: 'R$ 30,00' })
  totalFormatted: string;
}
