import { baseApi as api } from '../../../core/api/base-api';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    cancelMyTicket: build.mutation<CancelMyTicketApiResponse, CancelMyTicketApiArg>({
      query: (queryArg) => ({
        url: `/api/associate/tickets/${queryArg.ticketId}/cancel`,
        method: 'POST',
      }),
    }),
    createTicketsOrder: build.mutation<CreateTicketsOrderApiResponse, CreateTicketsOrderApiArg>({
      query: (queryArg) => ({
        url: `/api/order/tickets`,
        method: 'POST',
        body: queryArg.createTicketsOrderDto,
      }),
    }),
    quoteTicketsOrder: build.mutation<QuoteTicketsOrderApiResponse, QuoteTicketsOrderApiArg>({
      query: (queryArg) => ({
        url: `/api/order/tickets/quote`,
        method: 'POST',
        body: queryArg.createTicketsOrderDto,
      }),
    }),
    listMyTickets: build.query<ListMyTicketsApiResponse, ListMyTicketsApiArg>({
      query: () => ({ url: `/api/associate/tickets` }),
      providesTags: ['Member'],
    }),
    listMyEventTickets: build.query<ListMyEventTicketsApiResponse, ListMyEventTicketsApiArg>({
      query: (queryArg) => ({ url: `/api/associate/tickets/${queryArg.eventId}` }),
      providesTags: ['Member'],
    }),
    joinEventWaitlist: build.mutation<JoinEventWaitlistApiResponse, JoinEventWaitlistApiArg>({
      query: (queryArg) => ({
        url: `/api/events/${queryArg.id}/waitlist`,
        method: 'POST',
        body: queryArg.joinWaitlistDto,
      }),
    }),
    getMyEventWaitlist: build.query<GetMyEventWaitlistApiResponse, GetMyEventWaitlistApiArg>({
      query: (queryArg) => ({ url: `/api/events/${queryArg.id}/waitlist` }),
      providesTags: ['Member'],
    }),
    leaveEventWaitlist: build.mutation<LeaveEventWaitlistApiResponse, LeaveEventWaitlistApiArg>({
      query: (queryArg) => ({ url: `/api/events/${queryArg.id}/waitlist`, method: 'DELETE' }),
    }),
    downloadMyEventTickets: build.query<
      DownloadMyEventTicketsApiResponse,
      DownloadMyEventTicketsApiArg
    >({
      query: (queryArg) => ({ url: `/api/associate/tickets/${queryArg.eventId}/zip` }),
      providesTags: ['Member'],
    }),
    downloadTicketImage: build.query<DownloadTicketImageApiResponse, DownloadTicketImageApiArg>({
      query: (queryArg) => ({ url: `/api/tickets/${queryArg.id}/image` }),
      providesTags: ['Member'],
    }),
    listPassesForMe: build.query<ListPassesForMeApiResponse, ListPassesForMeApiArg>({
      query: () => ({ url: `/api/passes-for-me` }),
      providesTags: ['Member'],
    }),
    downloadTicketForMe: build.query<DownloadTicketForMeApiResponse, DownloadTicketForMeApiArg>({
      query: (queryArg) => ({ url: `/api/passes-for-me/tickets/${queryArg.id}/image` }),
      providesTags: ['Member'],
    }),
    downloadInvitationForMe: build.query<
      DownloadInvitationForMeApiResponse,
      DownloadInvitationForMeApiArg
    >({
      query: (queryArg) => ({ url: `/api/passes-for-me/invitations/${queryArg.id}/image` }),
      providesTags: ['Member'],
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as ticketsApi };
export type CancelMyTicketApiResponse = /** status 200  */ MemberTicketDto;
export type CancelMyTicketApiArg = {
  ticketId: number;
};
export type CreateTicketsOrderApiResponse = /** status 201  */ TicketsOrderDto;
export type CreateTicketsOrderApiArg = {
  createTicketsOrderDto: CreateTicketsOrderDto;
};
export type QuoteTicketsOrderApiResponse = /** status 200  */ OrderQuoteDto;
export type QuoteTicketsOrderApiArg = {
  createTicketsOrderDto: CreateTicketsOrderDto;
};
export type ListMyTicketsApiResponse = /** status 200  */ MyEventTicketsDto[];
export type ListMyTicketsApiArg = void;
export type ListMyEventTicketsApiResponse = /** status 200  */ MemberTicketDto[];
export type ListMyEventTicketsApiArg = {
  eventId: number;
};
export type JoinEventWaitlistApiResponse = /** status 201  */ WaitlistEntryDto;
export type JoinEventWaitlistApiArg = {
  id: number;
  joinWaitlistDto: JoinWaitlistDto;
};
export type GetMyEventWaitlistApiResponse = /** status 200  */ MyWaitlistDto;
export type GetMyEventWaitlistApiArg = {
  id: number;
};
export type LeaveEventWaitlistApiResponse = unknown;
export type LeaveEventWaitlistApiArg = {
  id: number;
};
export type DownloadMyEventTicketsApiResponse =
  /** status 200 Zip com um JPEG por convite (convites-evento-<id>.zip). */ Blob;
export type DownloadMyEventTicketsApiArg = {
  eventId: number;
};
export type DownloadTicketImageApiResponse =
  /** status 200 A imagem do convite (Content-Disposition: attachment; convite-000123-nome.jpg). */ Blob;
export type DownloadTicketImageApiArg = {
  id: number;
};
export type ListPassesForMeApiResponse = /** status 200  */ NamedPassDto[];
export type ListPassesForMeApiArg = void;
export type DownloadTicketForMeApiResponse = /** status 200 A imagem do convite (JPEG). */ Blob;
export type DownloadTicketForMeApiArg = {
  id: number;
};
export type DownloadInvitationForMeApiResponse = /** status 200 A imagem do convite (JPEG). */ Blob;
export type DownloadInvitationForMeApiArg = {
  id: number;
};
export type TicketEventRefDto = {
  id: number;
  title: string;
};
export type MemberTicketDto = {
  id: number;
  /** Código do convite ('000' + id) quando Confirmado; null nos demais. */
  code: string | null;
  name: string;
  cpf: string | null;
  kind: ('associate' | 'dependent' | 'guest' | null) | null;
  /** Valor em centavos. */
  value: number;
  valueFormatted: string;
  /** Um Pendente cujo prazo de pagamento passou já é lido Expirado. */
  status: 'Confirmado' | 'Pendente' | 'Cancelado' | 'Expirado';
  /** Início do primeiro dia do evento. */
  eventDate: string;
  event: TicketEventRefDto | (null | null);
  /** Prazo do pagamento de um Pendente; null nos demais. */
  holdExpiresAt: string | null;
  /** O associado pode cancelar este convite agora (comprado, Confirmado ou Pendente, não usado, antes do prazo do evento); o valor pago volta pela operadora. */
  canCancel: boolean;
  /** Até quando pode ser cancelado (só quando canCancel). */
  cancelUntil: string | null;
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
export type OrderSummaryDto = {
  id: number;
  /** Um Pendente cujo prazo de pagamento passou já é lido Expirado. */
  status: 'Pendente' | 'Finalizado' | 'Cancelado' | 'Expirado';
  /** Total em centavos. */
  total: number;
  totalFormatted: string;
  /** Prazo do pagamento (Pendente com total acima de 0); null nos demais. */
  expiresAt: string | null;
};
export type TicketsOrderDto = {
  message: string;
  order: OrderSummaryDto;
  tickets: MemberTicketDto[];
};
export type TicketGuestDto = {
  name: string;
  /** CPF: 11 dígitos, com ou sem máscara (###.###.###-##); gravado só com dígitos. */
  cpf: string;
  /** Aceito e ignorado: o servidor decide (evento, valor, data, modelo, status). */
  title?: object;
  /** Aceito e ignorado: o servidor decide (evento, valor, data, modelo, status). */
  text?: object;
  /** Aceito e ignorado: o servidor decide (evento, valor, data, modelo, status). */
  address?: object;
  /** Aceito e ignorado: o servidor decide (evento, valor, data, modelo, status). */
  value?: object;
  /** Aceito e ignorado: o servidor decide (evento, valor, data, modelo, status). */
  eventDate?: object;
  /** Aceito e ignorado: o servidor decide (evento, valor, data, modelo, status). */
  template?: object;
  /** Aceito e ignorado: o servidor decide (evento, valor, data, modelo, status). */
  status?: object;
  /** Aceito e ignorado: o servidor decide (evento, valor, data, modelo, status). */
  event?: object;
};
export type CreateTicketsOrderDto = {
  /** Id do evento. */
  event_id: number;
  /** Os convidados (1 até os convites à venda; CPF sem repetição). Associados e dependentes ativos do clube não pagam até o limite gratuito do evento (contado em todos os pedidos do comprador); os demais pagam o preço por convidado. */
  tickets: TicketGuestDto[];
};
export type QuoteGuestDto = {
  /** O nome como o pedido o gravaria (o do cadastro do clube para quem é do clube). */
  name: string;
  /** CPF, 11 dígitos. */
  cpf: string;
  /** Não paga (o valor é 0). */
  free: boolean;
  /** Centavos. */
  value: number;
  valueFormatted: string;
};
export type OrderQuoteDto = {
  /** Os convidados, na ordem enviada. */
  guests: QuoteGuestDto[];
  /** Total em centavos. */
  total: number;
  totalFormatted: string;
};
export type ProductDayDto = {
  startsAt: string;
  endsAt: string;
};
export type MyTicketsEventDto = {
  id: number;
  title: string;
  firstDate: string | null;
  /** Cada dia do evento, em ordem (início e fim). */
  days: ProductDayDto[];
};
export type MyEventTicketsDto = {
  event: MyTicketsEventDto;
  tickets: MemberTicketDto[];
};
export type WaitlistEntryDto = {
  /** Posição na fila (1 = o próximo). */
  position: number;
  quantity: number;
  status: 'Aguardando' | 'Oferta enviada' | 'Atendido' | 'Expirado' | 'Saiu';
  /** Oferta enviada: até quando os convites estão reservados para o associado. */
  offerExpiresAt: string | null;
  /** Oferta enviada: quantos convites estão reservados. */
  offeredQuantity: number | null;
};
export type JoinWaitlistDto = {
  quantity: number;
};
export type MyWaitlistDto = {
  /** A entrada ativa (Aguardando ou Oferta enviada) do associado; null fora da fila. */
  entry: WaitlistEntryDto | (null | null);
};
export type NamedPassDto = {
  /** ticket: convite de evento; invitation: convite de reserva de espaço. */
  kind: 'ticket' | 'invitation';
  id: number;
  /** O código do convite ('000' + id). */
  code: string;
  /** O nome no cadastro do clube. */
  name: string;
  /** O associado ou um dependente. */
  who: 'associate' | 'dependent';
  /** O evento ou o espaço. */
  title: string;
  startsAt: string;
  endsAt: string;
  /** Quem comprou ou reservou. */
  host: string;
};
export const {
  useCancelMyTicketMutation,
  useCreateTicketsOrderMutation,
  useQuoteTicketsOrderMutation,
  useListMyTicketsQuery,
  useListMyEventTicketsQuery,
  useJoinEventWaitlistMutation,
  useGetMyEventWaitlistQuery,
  useLeaveEventWaitlistMutation,
  useDownloadMyEventTicketsQuery,
  useDownloadTicketImageQuery,
  useListPassesForMeQuery,
  useDownloadTicketForMeQuery,
  useDownloadInvitationForMeQuery,
} = injectedRtkApi;
