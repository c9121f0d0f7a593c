import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

export const ORDER_STATUSES = ['Pendente', 'Finalizado', 'Cancelado', 'Expirado'] as const;
export type OrderStatusLabel = (typeof ORDER_STATUSES)[number];

/** An order as the member sees it in a booking's answer. */
export class OrderSummaryDto {
  @ApiProperty({ example: 12 })
  id: number;

  @ApiProperty({
    enum: ORDER_STATUSES,
    description: 'Um Pendente cujo prazo de pagamento passou já é lido Expirado.',
  })
  status: OrderStatusLabel;

  @ApiProperty({ description: 'Total em centavos.', example: 2500 })
  total: number;

  @ApiProperty({ example: 'R$ 25,00' })
  totalFormatted: string;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'Prazo do pagamento (Pendente com total acima de 0); null nos demais.',
  })
  expiresAt: string | null;
}

export const ORDER_KINDS = ['reserva', 'evento'] as const;

/** One day of an event: its start and end instants. */
export class ProductDayDto {
  @ApiProperty({ format: 'date-time' })
  startsAt: string;

  @ApiProperty({ format: 'date-time' })
  endsAt: string;
}

export class OrderProductDto {
  @ApiProperty({
    description: 'Reserva: a descrição do local; evento: o título do evento.',
    example: 'Churrasqueira 1',
  })
  title: string;

  @ApiProperty({ enum: ORDER_KINDS, example: 'reserva' })
  type: (typeof ORDER_KINDS)[number];

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: 'Só em pedidos de evento: a imagem do evento (URL) ou null.',
  })
  image?: string | null;

  @ApiProperty({
    format: 'date-time',
    description: 'Reserva: início do horário; evento: início do primeiro dia.',
  })
  startAt: string;

  @ApiProperty({
    format: 'date-time',
    description: 'Reserva: fim do horário; evento: fim do último dia.',
  })
  endAt: string;

  @ApiPropertyOptional({
    type: [ProductDayDto],
    description: 'Só em pedidos de evento: cada dia do evento, em ordem (início e fim).',
  })
  days?: ProductDayDto[];

  @ApiPropertyOptional({ type: 'integer', description: 'Só em pedidos de reserva: a reserva.' })
  reservationId?: number;

  @ApiPropertyOptional({
    type: 'integer',
    description:
      'Só em pedidos de evento: o evento (os convites confirmados baixam em downloadMyEventTickets).',
  })
  eventId?: number;
}

export class OrderInvitationDto {
  @ApiProperty()
  id: number;

  @ApiProperty({
    type: String,
    nullable: true,
    example: '000123',
    description: "Código do convite ('000' + id), só com a reserva ou o convite confirmado.",
  })
  code: string | null;

  @ApiProperty({ example: 'Maria Silva' })
  name: string;

  @ApiProperty({ example: '11144477735', description: 'CPF, 11 dígitos.' })
  cpf: string;

  @ApiProperty({ format: 'date-time', description: 'Início da reserva; do evento (primeiro dia).' })
  eventDate: string;

  @ApiProperty({ description: 'Valor em centavos.', example: 2500 })
  value: number;
}

/** How a refund reads in my orders. */
export const ORDER_REFUND_LABELS = ['Estornado', 'Estorno parcial'] as const;
export type OrderRefundLabel = (typeof ORDER_REFUND_LABELS)[number];

/** `GET my-orders` / `GET my-order/{id}`. */
export class OrderDto extends OrderSummaryDto {
  @ApiProperty({
    type: String,
    nullable: true,
    example: 'Cartão de Crédito',
    description:
      "Forma de pagamento ('Cartão de Crédito', 'Cartão de Débito', 'Pix'); null enquanto não pago.",
  })
  type: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'Visa' })
  brand: string | null;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  @ApiProperty({ type: OrderProductDto })
  product: OrderProductDto;

  @ApiProperty({ type: [OrderInvitationDto] })
  invitations: OrderInvitationDto[];

  @ApiProperty({
    type: 'integer',
    example: 2500,
    description:
      'Centavos estornados ao associado (pedidos cancelados, convidados ou ingressos retirados), incluindo os que a operadora ainda vai confirmar; 0 sem estorno.',
  })
  refunded: number;

  @ApiProperty({ example: 'R$ 25,00' })
  refundedFormatted: string;

  @ApiProperty({
    type: String,
    enum: ORDER_REFUND_LABELS,
    nullable: true,
    description:
      "'Estornado': todo o valor pago voltou; 'Estorno parcial': parte dele; null sem estorno.",
  })
  refund: OrderRefundLabel | null;

  @ApiProperty({
    description: 'Há estorno pedido à operadora e ainda não confirmado por ela.',
  })
  refundPending: boolean;
}
