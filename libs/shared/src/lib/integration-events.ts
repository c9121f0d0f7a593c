/**
 * The events the club announces to integrators through webhooks (issue 27): each type is
 * defined here once, by name; the API module that owns the fact defines its event kind with it
 * (`eventKind(IntegrationEvent.OrderPaid)`), and the back office offers the list as checkboxes.
 */
export const IntegrationEvent = {
  OrderPaid: 'order.paid',
  OrderRefunded: 'order.refunded',
  ReservationConfirmed: 'reservation.confirmed',
  ReservationCancelled: 'reservation.cancelled',
  TicketConfirmed: 'ticket.confirmed',
  AccessGranted: 'access.granted',
  AssociateUpdated: 'associate.updated',
} as const;
export type IntegrationEvent = (typeof IntegrationEvent)[keyof typeof IntegrationEvent];

/** Every integration event, in the order the back office lists them, with its label. */
export const INTEGRATION_EVENTS: ReadonlyArray<{ type: IntegrationEvent; label: string }> = [
  { type: IntegrationEvent.OrderPaid, label: 'Pedido pago' },
  { type: IntegrationEvent.OrderRefunded, label: 'Pedido estornado' },
  { type: IntegrationEvent.ReservationConfirmed, label: 'Reserva confirmada' },
  { type: IntegrationEvent.ReservationCancelled, label: 'Reserva cancelada' },
  { type: IntegrationEvent.TicketConfirmed, label: 'Convites confirmados' },
  { type: IntegrationEvent.AccessGranted, label: 'Acesso liberado na portaria' },
  { type: IntegrationEvent.AssociateUpdated, label: 'Associado alterado' },
];

const TYPES = new Set<string>(Object.values(IntegrationEvent));

/** True when `value` is one of the integration events' types. */
export function isIntegrationEvent(value: string): value is IntegrationEvent {
  return TYPES.has(value);
}

/** Where a webhook delivery stands (the back office shows its label). */
export enum WebhookDeliveryStatus {
  /** Waiting for its first attempt or for the next retry. */
  Pending = 1,
  /** The endpoint answered 2xx. */
  Delivered = 2,
  /** Every retry failed (about a day of them); 'Reenviar' may still send it. */
  Failed = 3,
}

export const WEBHOOK_DELIVERY_STATUS_LABEL: Record<WebhookDeliveryStatus, string> = {
  [WebhookDeliveryStatus.Pending]: 'Pendente',
  [WebhookDeliveryStatus.Delivered]: 'Entregue',
  [WebhookDeliveryStatus.Failed]: 'Falhou',
};

/** The webhook's messages (API and back office). */
export const WEBHOOK_MSG = {
  urlInvalid: 'Informe uma URL válida começando com https://.',
  urlHttpOnlyLocal:
    'Use https://. Endereços http:// só são aceitos para localhost fora de produção.',
  urlPrivate: 'Este endereço aponta para a rede interna e não pode receber webhooks.',
  eventsRequired: 'Escolha ao menos um evento.',
  deliveryBusy: 'Esta entrega está sendo enviada agora. Tente de novo em instantes.',
  endpointNotFound: 'Webhook não encontrado.',
  deliveryNotFound: 'Entrega não encontrada.',
} as const;
