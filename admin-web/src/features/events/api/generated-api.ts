import { baseApi as api } from '../../../shared/api/base-api';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    listTicketTemplateOptions: build.query<
      ListTicketTemplateOptionsApiResponse,
      ListTicketTemplateOptionsApiArg
    >({
      query: () => ({ url: `/api/ticket-template/options` }),
    }),
    listEventOptions: build.query<ListEventOptionsApiResponse, ListEventOptionsApiArg>({
      query: () => ({ url: `/api/events/options` }),
    }),
    listEvents: build.query<ListEventsApiResponse, ListEventsApiArg>({
      query: (queryArg) => ({
        url: `/api/events`,
        params: {
          skip: queryArg.skip,
          take: queryArg.take,
          search: queryArg.search,
          sort: queryArg.sort,
          status: queryArg.status,
          local: queryArg.local,
          from: queryArg['from'],
          to: queryArg.to,
        },
      }),
    }),
    createEvent: build.mutation<CreateEventApiResponse, CreateEventApiArg>({
      query: (queryArg) => ({
        url: `/api/events`,
        method: 'POST',
        body: queryArg.createEventFormDto,
      }),
    }),
    getEvent: build.query<GetEventApiResponse, GetEventApiArg>({
      query: (queryArg) => ({ url: `/api/events/${queryArg.id}` }),
    }),
    updateEvent: build.mutation<UpdateEventApiResponse, UpdateEventApiArg>({
      query: (queryArg) => ({
        url: `/api/events/${queryArg.id}`,
        method: 'PUT',
        body: queryArg.updateEventFormDto,
      }),
    }),
    deleteEvent: build.mutation<DeleteEventApiResponse, DeleteEventApiArg>({
      query: (queryArg) => ({ url: `/api/events/${queryArg.id}`, method: 'DELETE' }),
    }),
    deleteEvents: build.mutation<DeleteEventsApiResponse, DeleteEventsApiArg>({
      query: (queryArg) => ({
        url: `/api/events/multiple`,
        method: 'POST',
        body: queryArg.intIdsDto,
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as eventsGeneratedApi };
export type ListTicketTemplateOptionsApiResponse = /** status 200  */ RegisterOptionDto[];
export type ListTicketTemplateOptionsApiArg = void;
export type ListEventOptionsApiResponse = /** status 200  */ RegisterOptionDto[];
export type ListEventOptionsApiArg = void;
export type ListEventsApiResponse = /** status 200  */ EventPageDto;
export type ListEventsApiArg = {
  skip?: number;
  take?: number;
  search?: string;
  /** Campo de ordenação; prefixo "-" para decrescente. */
  sort?: string;
  /** 1 Ativo, 2 Inativo */
  status?: 1 | 2;
  /** Só eventos deste local (id). */
  local?: number;
  /** Período: a partir de (aaaa-mm-dd). */
  from?: string;
  /** Período: até (aaaa-mm-dd). */
  to?: string;
};
export type CreateEventApiResponse = /** status 201  */ EventDto;
export type CreateEventApiArg = {
  createEventFormDto: CreateEventFormDto;
};
export type GetEventApiResponse = /** status 200  */ EventDto;
export type GetEventApiArg = {
  id: number;
};
export type UpdateEventApiResponse = /** status 200  */ EventDto;
export type UpdateEventApiArg = {
  id: number;
  updateEventFormDto: UpdateEventFormDto;
};
export type DeleteEventApiResponse = unknown;
export type DeleteEventApiArg = {
  id: number;
};
export type DeleteEventsApiResponse = unknown;
export type DeleteEventsApiArg = {
  intIdsDto: IntIdsDto;
};
export type RegisterOptionDto = {
  id: number;
  description: string;
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
export type ContentStatusDto = {
  /** 1 Ativo, 2 Inativo */
  id: 1 | 2;
  description: string;
};
export type EventDayDto = {
  id: number;
  startsAt: string;
  endsAt: string;
};
export type FileRefDto = {
  id: string;
  url: string;
  name: string;
  mimeType: string;
};
export type EventPhotoDto = {
  id: string;
  /** URL. */
  file: string;
};
export type EventDto = {
  id: number;
  title: string;
  /** null: o modelo padrão. */
  ticketTemplate: RegisterOptionDto | (null | null);
  /** HTML sanitizado. */
  observations: string | null;
  /** HTML sanitizado. */
  description: string;
  local: RegisterOptionDto;
  startSale: string;
  endSale: string;
  freeLimit: number;
  /** O estoque. */
  numberOfTicketsForSale: number;
  /** Horas antes do primeiro dia até as quais um convite comprado pode ser cancelado. */
  ticketCancelHours: number;
  /** Convites por compra. */
  maxTicketsPerOrder: number;
  /** Convites por associado no evento (com os pendentes). */
  maxTicketsPerMember: number;
  /** Centavos. */
  guestInvitePrice: number;
  guestInvitePriceFormatted: string;
  status: ContentStatusDto;
  emphasis: boolean;
  /** Em ordem de início. */
  eventDates: EventDayDto[];
  image: FileRefDto | (null | null);
  gallery: EventPhotoDto[];
  /** Convites ativos: confirmados e pendentes no prazo. */
  sold: number;
  /** À venda: estoque − ativos − ofertas abertas da fila de espera. */
  remaining: number;
};
export type EventPageDto = {
  data: EventDto[];
  total: number;
};
export type EventDayInputDto = {
  /** Início do dia. */
  startsAt: string;
  /** Fim do dia, depois do início. */
  endsAt: string;
};
export type CreateEventFormDto = {
  title: string;
  /** Id do modelo de convite; vazio/null: o modelo padrão das configurações. */
  ticketTemplate?: number | null;
  /** Observações (HTML, sanitizado). */
  observations?: string | null;
  /** Descrição (HTML, sanitizado). */
  description: string;
  /** Id do local. */
  local: number;
  /** Início da venda de convites. */
  startSale: string;
  /** Fim da venda de convites, depois do início. */
  endSale: string;
  /** Convites gratuitos (associados e dependentes ativos) por comprador. */
  freeLimit: number;
  /** Convites à venda (o estoque). */
  numberOfTicketsForSale: number;
  /** Preço por convidado pagante, em CENTAVOS (o formulário digita reais). */
  guestInvitePrice: number;
  /** Até quantas horas antes do primeiro dia o associado pode cancelar um convite comprado e receber o valor de volta (48 se omitido). */
  ticketCancelHours?: number;
  /** Convites por compra (10 se omitido). */
  maxTicketsPerOrder?: number;
  /** Convites por associado no evento, somando todos os pedidos e os que aguardam pagamento (20 se omitido). */
  maxTicketsPerMember?: number;
  /** 1 Ativo, 2 Inativo */
  status?: 1 | 2;
  /** Destaque: primeiro na lista pública. */
  emphasis?: boolean;
  /** Os dias do evento (1 a 30); num formulário multipart, um texto JSON. */
  eventDates: EventDayInputDto[];
  /** Imagem do card (png, jpg ou jpeg), recortada em 16:9. */
  image?: Blob;
  /** Fotos da galeria, em ordem (png, jpg ou jpeg). */
  gallery?: Blob[];
};
export type UpdateEventFormDto = {
  title?: string;
  /** Id do modelo de convite; vazio/null: o modelo padrão das configurações. */
  ticketTemplate?: number | null;
  /** Observações (HTML, sanitizado). */
  observations?: string | null;
  /** Descrição (HTML, sanitizado). */
  description?: string;
  /** Id do local. */
  local?: number;
  /** Início da venda de convites. */
  startSale?: string;
  /** Fim da venda de convites, depois do início. */
  endSale?: string;
  /** Convites gratuitos (associados e dependentes ativos) por comprador. */
  freeLimit?: number;
  /** Convites à venda (o estoque). */
  numberOfTicketsForSale?: number;
  /** Preço por convidado pagante, em CENTAVOS (o formulário digita reais). */
  guestInvitePrice?: number;
  /** Até quantas horas antes do primeiro dia o associado pode cancelar um convite comprado e receber o valor de volta (48 se omitido). */
  ticketCancelHours?: number;
  /** Convites por compra (10 se omitido). */
  maxTicketsPerOrder?: number;
  /** Convites por associado no evento, somando todos os pedidos e os que aguardam pagamento (20 se omitido). */
  maxTicketsPerMember?: number;
  /** 1 Ativo, 2 Inativo */
  status?: 1 | 2;
  /** Destaque: primeiro na lista pública. */
  emphasis?: boolean;
  /** Os dias do evento (1 a 30); num formulário multipart, um texto JSON. */
  eventDates?: EventDayInputDto[];
  /** Ids de fotos da galeria a remover. */
  removeGallery?: string[];
  /** true: remove a imagem do card. */
  removeImage?: boolean;
  /** Nova imagem do card (png, jpg ou jpeg). */
  image?: Blob;
  /** Fotos a acrescentar, em ordem (png, jpg ou jpeg). */
  gallery?: Blob[];
};
export type IntIdsDto = {
  ids: number[];
};
export const {
  useListTicketTemplateOptionsQuery,
  useListEventOptionsQuery,
  useListEventsQuery,
  useCreateEventMutation,
  useGetEventQuery,
  useUpdateEventMutation,
  useDeleteEventMutation,
  useDeleteEventsMutation,
} = injectedRtkApi;
