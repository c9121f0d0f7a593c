import { ApiProperty } from '@nestjs/swagger';
import { IntegrationEvent } from '@clube/shared';

/**
 * What each webhook carries (documented for integrators): the Standard Webhooks envelope
 * `{ type, timestamp, data }`, `timestamp` the instant the event happened, `data` the event's
 * own small payload — ids, amounts in cents, kinds and instants; CPFs masked. An integrator
 * reads more with its API key.
 */

export class OrderPaidData {
  @ApiProperty({ example: 1234 }) orderId: number;
  @ApiProperty({ enum: ['reserva', 'evento'], description: 'O que o pedido comprou.' })
  kind: 'reserva' | 'evento';
  @ApiProperty({ example: 15000, description: 'Valor capturado, em centavos.' })
  amountCents: number;
  @ApiProperty({ enum: ['credit', 'debit', 'pix'] }) paymentType: 'credit' | 'debit' | 'pix';
  @ApiProperty({ type: String, nullable: true, example: 'Visa' }) cardBrand: string | null;
  @ApiProperty({ format: 'date-time' }) paidAt: string;
}

export class OrderRefundedData {
  @ApiProperty({ description: 'O estorno no livro-caixa do pedido.' }) movementId: number;
  @ApiProperty() orderId: number;
  @ApiProperty({ example: 5000, description: 'Valor devolvido por este estorno, em centavos.' })
  amountCents: number;
}

export class ReservationConfirmedData {
  @ApiProperty() reservationId: number;
}

export class ReservationCancelledData {
  @ApiProperty() reservationId: number;
  @ApiProperty() orderId: number;
  @ApiProperty({
    enum: ['member', 'staff', 'refund'],
    description: 'Pelo associado, pela equipe, ou porque o pagamento foi devolvido.',
  })
  by: 'member' | 'staff' | 'refund';
}

export class TicketConfirmedData {
  @ApiProperty({ description: 'O pedido cujos convites do evento ficaram Confirmados.' })
  orderId: number;
}

export class AccessGrantedData {
  @ApiProperty({ description: 'O registro da checagem (relatório de acessos).' })
  attemptId: number;
  @ApiProperty({ enum: ['invitation', 'ticket', 'card'] }) kind: 'invitation' | 'ticket' | 'card';
  @ApiProperty({ type: Number, nullable: true }) localId: number | null;
  @ApiProperty({ type: Number, nullable: true }) eventId: number | null;
  @ApiProperty({ type: Number, nullable: true }) reservationInvitationId: number | null;
  @ApiProperty({ type: Number, nullable: true }) ticketId: number | null;
  @ApiProperty({ type: Number, nullable: true }) cardId: number | null;
  @ApiProperty({ enum: ['Associado', 'Dependente', 'Convidado'], nullable: true })
  userType: 'Associado' | 'Dependente' | 'Convidado' | null;
  @ApiProperty({ type: String, nullable: true, example: '***.456.789-**' }) cpf: string | null;
  @ApiProperty({ format: 'date-time' }) grantedAt: string;
}

export class AssociateUpdatedData {
  @ApiProperty({ format: 'uuid' }) associateId: string;
  @ApiProperty({ type: [String], example: ['phone', 'address'], description: 'Só os nomes.' })
  changedFields: string[];
  @ApiProperty({ enum: ['staff', 'member'] }) by: 'staff' | 'member';
}

/** The envelope of one event type, named `<Type>Webhook` in the document. */
function envelope<D>(eventType: IntegrationEvent, data: new () => D, name: string) {
  class Envelope {
    static readonly eventType = eventType;
    @ApiProperty({ enum: [eventType] }) type: IntegrationEvent;
    @ApiProperty({ format: 'date-time', description: 'Quando o evento aconteceu.' })
    timestamp: string;
    @ApiProperty({ type: data }) data: D;
  }
  Object.defineProperty(Envelope, 'name', { value: name });
  return Envelope;
}

export const WEBHOOK_ENVELOPES = [
  envelope(IntegrationEvent.OrderPaid, OrderPaidData, 'OrderPaidWebhook'),
  envelope(IntegrationEvent.OrderRefunded, OrderRefundedData, 'OrderRefundedWebhook'),
  envelope(
    IntegrationEvent.ReservationConfirmed,
    ReservationConfirmedData,
    'ReservationConfirmedWebhook',
  ),
  envelope(
    IntegrationEvent.ReservationCancelled,
    ReservationCancelledData,
    'ReservationCancelledWebhook',
  ),
  envelope(IntegrationEvent.TicketConfirmed, TicketConfirmedData, 'TicketConfirmedWebhook'),
  envelope(IntegrationEvent.AccessGranted, AccessGrantedData, 'AccessGrantedWebhook'),
  envelope(IntegrationEvent.AssociateUpdated, AssociateUpdatedData, 'AssociateUpdatedWebhook'),
];
