import { baseApi as api } from '../../../shared/api/base-api';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    listTickets: build.query<ListTicketsApiResponse, ListTicketsApiArg>({
      query: (queryArg) => ({
        url: `/api/tickets`,
        params: {
          skip: queryArg.skip,
          take: queryArg.take,
          search: queryArg.search,
          sort: queryArg.sort,
          event: queryArg.event,
          status: queryArg.status,
        },
      }),
    }),
    createTicket: build.mutation<CreateTicketApiResponse, CreateTicketApiArg>({
      query: (queryArg) => ({
        url: `/api/tickets`,
        method: 'POST',
        body: queryArg.createTicketDto,
      }),
    }),
    getTicket: build.query<GetTicketApiResponse, GetTicketApiArg>({
      query: (queryArg) => ({ url: `/api/tickets/${queryArg.id}` }),
    }),
    updateTicket: build.mutation<UpdateTicketApiResponse, UpdateTicketApiArg>({
      query: (queryArg) => ({
        url: `/api/tickets/${queryArg.id}`,
        method: 'PUT',
        body: queryArg.updateTicketDto,
      }),
    }),
    deleteTicket: build.mutation<DeleteTicketApiResponse, DeleteTicketApiArg>({
      query: (queryArg) => ({ url: `/api/tickets/${queryArg.id}`, method: 'DELETE' }),
    }),
    deleteTickets: build.mutation<DeleteTicketsApiResponse, DeleteTicketsApiArg>({
      query: (queryArg) => ({
        url: `/api/tickets/multiple`,
        method: 'POST',
        body: queryArg.intIdsDto,
      }),
    }),
    downloadTicketStaffImage: build.query<
      DownloadTicketStaffImageApiResponse,
      DownloadTicketStaffImageApiArg
    >({
      query: (queryArg) => ({ url: `/api/tickets/${queryArg.id}/staff-image` }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as ticketsGeneratedApi };
export type ListTicketsApiResponse = /** status 200  */ TicketPageDto;
export type ListTicketsApiArg = {
  skip?: number;
  take?: number;
  search?: string;
  /** Campo de ordenação; prefixo "-" para decrescente. */
  sort?: string;
  /** Só convites deste evento (id). */
  event?: number;
  /** 1 Confirmado, 2 Pendente, 3 Cancelado, 4 Expirado (lido agora). */
  status?: 1 | 2 | 3 | 4;
};
export type CreateTicketApiResponse = /** status 201  */ TicketDto;
export type CreateTicketApiArg = {
  createTicketDto: CreateTicketDto;
};
export type GetTicketApiResponse = /** status 200  */ TicketDto;
export type GetTicketApiArg = {
  id: number;
};
export type UpdateTicketApiResponse = /** status 200  */ TicketDto;
export type UpdateTicketApiArg = {
  id: number;
  updateTicketDto: UpdateTicketDto;
};
export type DeleteTicketApiResponse = unknown;
export type DeleteTicketApiArg = {
  id: number;
};
export type DeleteTicketsApiResponse = unknown;
export type DeleteTicketsApiArg = {
  intIdsDto: IntIdsDto;
};
export type DownloadTicketStaffImageApiResponse =
  /** status 200 A imagem do convite (Content-Disposition: attachment). */ Blob;
export type DownloadTicketStaffImageApiArg = {
  id: number;
};
export type RegisterOptionDto = {
  id: number;
  description: string;
};
export type TicketStatusDto = {
  /** 1 Confirmado, 2 Pendente, 3 Cancelado, 4 Expirado. */
  id: 1 | 2 | 3 | 4;
  description: 'Confirmado' | 'Pendente' | 'Cancelado' | 'Expirado';
};
export type ContentStatusDto = {
  /** 1 Ativo, 2 Inativo */
  id: 1 | 2;
  description: string;
};
export type TicketEventRefDto = {
  id: number;
  title: string;
};
export type TicketAssociateDto = {
  id: string;
  name: string;
};
export type TicketDto = {
  id: number;
  /** '000' + id. */
  code: string;
  title: string;
  text: string | null;
  address: string | null;
  /** Valor em centavos (o formulário mostra reais). */
  value: number;
  valueFormatted: string;
  eventDate: string;
  /** Modelo de convite. */
  template: RegisterOptionDto | (null | null);
  /** O status do convite, lido agora. */
  status: TicketStatusDto;
  /** O status do formulário: 1 Ativo (Confirmado ou Pendente), 2 Inativo (Cancelado ou Expirado). */
  formStatus: ContentStatusDto;
  /** Vazio: convite sem nome. */
  name: string;
  cpf: string | null;
  kind: ('associate' | 'dependent' | 'guest' | null) | null;
  event: TicketEventRefDto | (null | null);
  /** Pedido (convite comprado). */
  orderId: number | null;
  /** Comprador. */
  associate: TicketAssociateDto | (null | null);
  /** Comprado por um associado: na edição só o nome e o status (cancelar) mudam. */
  purchased: boolean;
  usedAt: string | null;
};
export type TicketPageDto = {
  data: TicketDto[];
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
export type CreateTicketDto = {
  title: string;
  text: string;
  address: string;
  /** Valor em centavos. */
  value: number;
  eventDate: string;
  /** Id do modelo de convite. */
  template: number;
  /** 1 Ativo, 2 Inativo */
  status?: 1 | 2;
  /** Nome do convidado. */
  name?: string;
  /** CPF do convidado (com ou sem máscara); vazio: sem CPF. */
  cpf?: string | null;
  /** Id do evento (o convite vale na portaria desse evento); vazio: sem evento. */
  event?: number | null;
};
export type UpdateTicketDto = {
  title?: string;
  text?: string;
  address?: string;
  /** Valor em centavos. */
  value?: number;
  eventDate?: string;
  /** Id do modelo de convite. */
  template?: number;
  /** 1 Ativo, 2 Inativo */
  status?: 1 | 2;
  /** Nome do convidado. */
  name?: string;
  /** CPF do convidado (com ou sem máscara); vazio: sem CPF. */
  cpf?: string | null;
  /** Id do evento (o convite vale na portaria desse evento); vazio: sem evento. */
  event?: number | null;
};
export type IntIdsDto = {
  ids: number[];
};
export const {
  useListTicketsQuery,
  useCreateTicketMutation,
  useGetTicketQuery,
  useUpdateTicketMutation,
  useDeleteTicketMutation,
  useDeleteTicketsMutation,
  useDownloadTicketStaffImageQuery,
} = injectedRtkApi;
