import { baseApi as api } from '../../../shared/api/base-api';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    listWebhooks: build.query<ListWebhooksApiResponse, ListWebhooksApiArg>({
      query: (queryArg) => ({
        url: `/api/webhooks`,
        params: {
          skip: queryArg.skip,
          take: queryArg.take,
          search: queryArg.search,
          sort: queryArg.sort,
        },
      }),
    }),
    createWebhook: build.mutation<CreateWebhookApiResponse, CreateWebhookApiArg>({
      query: (queryArg) => ({
        url: `/api/webhooks`,
        method: 'POST',
        body: queryArg.createWebhookDto,
      }),
    }),
    getWebhook: build.query<GetWebhookApiResponse, GetWebhookApiArg>({
      query: (queryArg) => ({ url: `/api/webhooks/${queryArg.id}` }),
    }),
    updateWebhook: build.mutation<UpdateWebhookApiResponse, UpdateWebhookApiArg>({
      query: (queryArg) => ({
        url: `/api/webhooks/${queryArg.id}`,
        method: 'PUT',
        body: queryArg.updateWebhookDto,
      }),
    }),
    deleteWebhook: build.mutation<DeleteWebhookApiResponse, DeleteWebhookApiArg>({
      query: (queryArg) => ({ url: `/api/webhooks/${queryArg.id}`, method: 'DELETE' }),
    }),
    rotateWebhookSecret: build.mutation<RotateWebhookSecretApiResponse, RotateWebhookSecretApiArg>({
      query: (queryArg) => ({ url: `/api/webhooks/${queryArg.id}/secret`, method: 'POST' }),
    }),
    listWebhookDeliveries: build.query<
      ListWebhookDeliveriesApiResponse,
      ListWebhookDeliveriesApiArg
    >({
      query: (queryArg) => ({
        url: `/api/webhooks/${queryArg.id}/deliveries`,
        params: {
          skip: queryArg.skip,
          take: queryArg.take,
          status: queryArg.status,
        },
      }),
    }),
    resendWebhookDelivery: build.mutation<
      ResendWebhookDeliveryApiResponse,
      ResendWebhookDeliveryApiArg
    >({
      query: (queryArg) => ({
        url: `/api/webhooks/deliveries/${queryArg.deliveryId}/resend`,
        method: 'POST',
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as webhooksGeneratedApi };
export type ListWebhooksApiResponse = /** status 200  */ WebhookPageDto;
export type ListWebhooksApiArg = {
  skip?: number;
  take?: number;
  search?: string;
  /** Campo de ordenação; prefixo "-" para decrescente. */
  sort?: string;
};
export type CreateWebhookApiResponse = /** status 201  */ WebhookCreatedDto;
export type CreateWebhookApiArg = {
  createWebhookDto: CreateWebhookDto;
};
export type GetWebhookApiResponse = /** status 200  */ WebhookDto;
export type GetWebhookApiArg = {
  id: number;
};
export type UpdateWebhookApiResponse = /** status 200  */ WebhookDto;
export type UpdateWebhookApiArg = {
  id: number;
  updateWebhookDto: UpdateWebhookDto;
};
export type DeleteWebhookApiResponse = unknown;
export type DeleteWebhookApiArg = {
  id: number;
};
export type RotateWebhookSecretApiResponse = /** status 200  */ WebhookSecretDto;
export type RotateWebhookSecretApiArg = {
  id: number;
};
export type ListWebhookDeliveriesApiResponse = /** status 200  */ WebhookDeliveryPageDto;
export type ListWebhookDeliveriesApiArg = {
  id: number;
  skip?: number;
  take?: number;
  /** Situação da entrega: 1 pendente, 2 entregue, 3 falhou. */
  status?: 1 | 2 | 3;
};
export type ResendWebhookDeliveryApiResponse = /** status 200  */ WebhookDeliveryDto;
export type ResendWebhookDeliveryApiArg = {
  deliveryId: number;
};
export type IntegrationEvent =
  | 'order.paid'
  | 'order.refunded'
  | 'reservation.confirmed'
  | 'reservation.cancelled'
  | 'ticket.confirmed'
  | 'access.granted'
  | 'associate.updated';
export type WebhookDto = {
  id: number;
  url: string;
  description: string | null;
  events: IntegrationEvent[];
  active: boolean;
  createdAt: string;
  updatedAt: string;
};
export type WebhookPageDto = {
  data: WebhookDto[];
  total: number;
};
export type ErrorCode =
  | 'BAD_REQUEST'
  | 'VALIDATION_FAILED'
  | 'INVALID_JSON'
  | 'INVALID_ID'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'ROUTE_NOT_FOUND'
  | 'METHOD_NOT_ALLOWED'
  | 'CONFLICT'
  | 'RECORD_IN_USE'
  | 'REFERENCE_GONE'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'TOO_MANY_REQUESTS'
  | 'DATABASE_UNAVAILABLE'
  | 'SERVICE_DRAINING'
  | 'MIGRATIONS_PENDING'
  | 'INTERNAL_ERROR'
  | 'FILE_TYPE_NOT_ALLOWED'
  | 'FILE_TOO_LARGE'
  | 'FILE_NOT_FOUND'
  | 'INVALID_CREDENTIALS'
  | 'ACCESS_PENDING'
  | 'ACCESS_BLOCKED'
  | 'EMAIL_NOT_FOUND'
  | 'EMAIL_MISMATCH'
  | 'INVALID_CODE'
  | 'WRONG_PASSWORD'
  | 'USER_NOT_FOUND'
  | 'DUPLICATE_CPF'
  | 'DUPLICATE_EMAIL'
  | 'CANNOT_DELETE_SELF'
  | 'CANNOT_DEACTIVATE_SELF'
  | 'DUPLICATE_CATEGORY'
  | 'DUPLICATE_DESCRIPTION'
  | 'GALLERY_NEEDS_A_FILE'
  | 'COVENANT_NEEDS_AN_IMAGE'
  | 'REGISTER_IN_USE'
  | 'DUPLICATE_SLUG'
  | 'DUPLICATE_FACILITY_NUMBER'
  | 'TOO_MANY_DEPENDENTS'
  | 'STALE_UPDATE'
  | 'DUPLICATE_REGISTRATION'
  | 'DUPLICATE_VALIDATION_CODE'
  | 'ACTIVE_CARD_EXISTS'
  | 'NOT_OWN_RECORD'
  | 'SLOT_UNAVAILABLE'
  | 'SLOT_TAKEN'
  | 'BOOKING_LIMIT_REACHED'
  | 'BOOKING_NOT_OPEN_YET'
  | 'GUEST_VISITS_LIMIT'
  | 'GUEST_BARRED'
  | 'TICKET_LIMIT_REACHED'
  | 'PLACE_GUESTS_ONLY'
  | 'PLACE_NOT_BOOKABLE'
  | 'GUESTS_OVER_CAPACITY'
  | 'RESERVATION_CHANGED'
  | 'RESERVATION_NOT_EDITABLE'
  | 'GUEST_INCREASE_REFUSED'
  | 'CANCEL_DEADLINE_PASSED'
  | 'RESERVATION_NOT_CANCELLABLE'
  | 'ASSOCIATE_HAS_ORDERS'
  | 'GATE_REQUEST_ID_REUSED'
  | 'GATE_TYPED_CODES_LIMIT'
  | 'GATE_CHECKS_LIMIT'
  | 'PAYMENT_DECLINED'
  | 'PAYMENT_UNAVAILABLE'
  | 'PAYMENT_DATA_INVALID'
  | 'PAYMENT_DATA_STALE'
  | 'PAYMENT_DATA_REUSED'
  | 'PAYMENT_DATA_WRONG_ORDER'
  | 'CARD_BRAND_UNKNOWN'
  | 'PAYMENT_IN_PROGRESS'
  | 'PAYMENT_ALREADY_RECORDED'
  | 'ORDER_ALREADY_PAID'
  | 'ORDER_CANCELLED'
  | 'ORDER_EXPIRED'
  | 'ORDER_NOTHING_TO_PAY'
  | 'CREDIT_BELOW_MINIMUM'
  | 'PAYMENT_REFUNDED_LATE'
  | 'AUTHENTICATION_REQUIRED'
  | 'AUTHENTICATION_NOT_FOUND'
  | 'AUTHENTICATION_FAILED'
  | 'AUTHENTICATION_OTHER_CARD'
  | 'PIX_EXPIRED'
  | 'REFUND_ABOVE_CAPTURED'
  | 'ORDER_NOT_REFUNDABLE'
  | 'PAYMENT_ANSWER_PENDING'
  | 'TICKET_NOT_CANCELLABLE'
  | 'TICKETS_SOLD_OUT'
  | 'TICKETS_ONLY_LEFT'
  | 'TICKET_SALE_CLOSED'
  | 'CPF_HAS_TICKET'
  | 'ALREADY_IN_WAITLIST'
  | 'TICKETS_STILL_ON_SALE'
  | 'PURCHASED_TICKET'
  | 'EVENT_HAS_TICKETS';
export type ApiErrorDto = {
  statusCode: number;
  /** Mensagem para pessoas (pt-BR). */
  error: string;
  /** Código estável, para programas. */
  code: ErrorCode;
  /** Mensagem de cada campo inválido, pelo caminho do campo na requisição (para programas e para o formulário destacar o campo). */
  fields?: {
    [key: string]: string;
  };
  /** Dados inválidos: as mensagens de `fields`, pelas mesmas chaves, em frases que nomeiam o campo como a pessoa o lê. */
  fieldMessages?: {
    [key: string]: string;
  };
  /** Pagamento recusado: o código de retorno da operadora, em português, mostrado sob `error` (para o suporte); `error` diz o motivo. */
  paymentMessage?: string;
  /** Pagamento recusado: o código de retorno da operadora (ReturnCode), quando houver. */
  returnCode?: string;
};
export type WebhookCreatedDto = {
  id: number;
  url: string;
  description: string | null;
  events: IntegrationEvent[];
  active: boolean;
  createdAt: string;
  updatedAt: string;
  /** Segredo (whsec_…), mostrado só nesta resposta. */
  secret: string;
};
export type CreateWebhookDto = {
  /** https:// (http:// só para localhost fora de produção); em produção, nunca um endereço da rede interna. */
  url: string;
  description?: string | null;
  events: IntegrationEvent[];
  /** Inativo: nenhuma entrega nova é feita. */
  active?: boolean;
};
export type UpdateWebhookDto = {
  /** https:// (http:// só para localhost fora de produção); em produção, nunca um endereço da rede interna. */
  url?: string;
  description?: string | null;
  events?: IntegrationEvent[];
  /** Inativo: nenhuma entrega nova é feita. */
  active?: boolean;
};
export type WebhookSecretDto = {
  /** Segredo no formato Standard Webhooks (whsec_ + base64). Mostrado só agora: guarde-o no sistema que recebe. */
  secret: string;
};
export type WebhookDeliveryStatusDto = {
  /** Situação da entrega: 1 pendente, 2 entregue, 3 falhou. */
  id: 1 | 2 | 3;
  description: 'Pendente' | 'Entregue' | 'Falhou';
};
export type OrderPaidData = {
  orderId: number;
  /** O que o pedido comprou. */
  kind: 'reserva' | 'evento';
  /** Valor capturado, em centavos. */
  amountCents: number;
  paymentType: 'credit' | 'debit' | 'pix';
  cardBrand: string | null;
  paidAt: string;
};
export type OrderPaidWebhook = {
  type: 'order.paid';
  /** Quando o evento aconteceu. */
  timestamp: string;
  data: OrderPaidData;
};
export type OrderRefundedData = {
  /** O estorno no livro-caixa do pedido. */
  movementId: number;
  orderId: number;
  /** Valor devolvido por este estorno, em centavos. */
  amountCents: number;
};
export type OrderRefundedWebhook = {
  type: 'order.refunded';
  /** Quando o evento aconteceu. */
  timestamp: string;
  data: OrderRefundedData;
};
export type ReservationConfirmedData = {
  reservationId: number;
};
export type ReservationConfirmedWebhook = {
  type: 'reservation.confirmed';
  /** Quando o evento aconteceu. */
  timestamp: string;
  data: ReservationConfirmedData;
};
export type ReservationCancelledData = {
  reservationId: number;
  orderId: number;
  /** Pelo associado, pela equipe, ou porque o pagamento foi devolvido. */
  by: 'member' | 'staff' | 'refund';
};
export type ReservationCancelledWebhook = {
  type: 'reservation.cancelled';
  /** Quando o evento aconteceu. */
  timestamp: string;
  data: ReservationCancelledData;
};
export type TicketConfirmedData = {
  /** O pedido cujos convites do evento ficaram Confirmados. */
  orderId: number;
};
export type TicketConfirmedWebhook = {
  type: 'ticket.confirmed';
  /** Quando o evento aconteceu. */
  timestamp: string;
  data: TicketConfirmedData;
};
export type AccessGrantedData = {
  /** O registro da checagem (relatório de acessos). */
  attemptId: number;
  kind: 'invitation' | 'ticket' | 'card';
  localId: number | null;
  eventId: number | null;
  reservationInvitationId: number | null;
  ticketId: number | null;
  cardId: number | null;
  userType: ('Associado' | 'Dependente' | 'Convidado' | null) | null;
  cpf: string | null;
  grantedAt: string;
};
export type AccessGrantedWebhook = {
  type: 'access.granted';
  /** Quando o evento aconteceu. */
  timestamp: string;
  data: AccessGrantedData;
};
export type AssociateUpdatedData = {
  associateId: string;
  /** Só os nomes. */
  changedFields: string[];
  by: 'staff' | 'member';
};
export type AssociateUpdatedWebhook = {
  type: 'associate.updated';
  /** Quando o evento aconteceu. */
  timestamp: string;
  data: AssociateUpdatedData;
};
export type WebhookAttemptDto = {
  attemptedAt: string;
  /** Código HTTP respondido; null sem resposta. */
  statusCode: number | null;
  /** Duração em milissegundos. */
  durationMs: number;
  error: string | null;
  /** Enviada pela equipe ('Reenviar'). */
  manual: boolean;
};
export type WebhookDeliveryDto = {
  id: string;
  eventType: IntegrationEvent;
  /** O cabeçalho webhook-id: o mesmo em todas as tentativas. */
  messageId: string;
  status: WebhookDeliveryStatusDto;
  attempts: number;
  lastStatusCode: number | null;
  lastError: string | null;
  nextAttemptAt: string | null;
  createdAt: string;
  deliveredAt: string | null;
  /** O corpo JSON enviado (Standard Webhooks: type, timestamp, data), igual em todas as tentativas. */
  payload:
    | ({
        type: 'order.paid';
      } & OrderPaidWebhook)
    | ({
        type: 'order.refunded';
      } & OrderRefundedWebhook)
    | ({
        type: 'reservation.confirmed';
      } & ReservationConfirmedWebhook)
    | ({
        type: 'reservation.cancelled';
      } & ReservationCancelledWebhook)
    | ({
        type: 'ticket.confirmed';
      } & TicketConfirmedWebhook)
    | ({
        type: 'access.granted';
      } & AccessGrantedWebhook)
    | ({
        type: 'associate.updated';
      } & AssociateUpdatedWebhook);
  /** As tentativas, da mais recente à mais antiga. */
  attemptLog: WebhookAttemptDto[];
};
export type WebhookDeliveryPageDto = {
  data: WebhookDeliveryDto[];
  total: number;
};
export const {
  useListWebhooksQuery,
  useCreateWebhookMutation,
  useGetWebhookQuery,
  useUpdateWebhookMutation,
  useDeleteWebhookMutation,
  useRotateWebhookSecretMutation,
  useListWebhookDeliveriesQuery,
  useResendWebhookDeliveryMutation,
} = injectedRtkApi;
