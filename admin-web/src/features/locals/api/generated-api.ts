import { baseApi as api } from '../../../shared/api/base-api';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    listReservationIntervalOptions: build.query<
      ListReservationIntervalOptionsApiResponse,
      ListReservationIntervalOptionsApiArg
    >({
      query: () => ({ url: `/api/reservation-intervals/options` }),
    }),
    listLocalTypeOptions: build.query<ListLocalTypeOptionsApiResponse, ListLocalTypeOptionsApiArg>({
      query: () => ({ url: `/api/local-types/options` }),
    }),
    listRestrictions: build.query<ListRestrictionsApiResponse, ListRestrictionsApiArg>({
      query: () => ({ url: `/api/restrictions` }),
    }),
    listLocals: build.query<ListLocalsApiResponse, ListLocalsApiArg>({
      query: (queryArg) => ({
        url: `/api/locals`,
        params: {
          skip: queryArg.skip,
          take: queryArg.take,
          search: queryArg.search,
          sort: queryArg.sort,
          status: queryArg.status,
        },
      }),
    }),
    createLocal: build.mutation<CreateLocalApiResponse, CreateLocalApiArg>({
      query: (queryArg) => ({
        url: `/api/locals`,
        method: 'POST',
        body: queryArg.createLocalFormDto,
      }),
    }),
    getLocal: build.query<GetLocalApiResponse, GetLocalApiArg>({
      query: (queryArg) => ({ url: `/api/locals/${queryArg.id}` }),
    }),
    updateLocal: build.mutation<UpdateLocalApiResponse, UpdateLocalApiArg>({
      query: (queryArg) => ({
        url: `/api/locals/${queryArg.id}`,
        method: 'PUT',
        body: queryArg.updateLocalFormDto,
      }),
    }),
    deleteLocal: build.mutation<DeleteLocalApiResponse, DeleteLocalApiArg>({
      query: (queryArg) => ({ url: `/api/locals/${queryArg.id}`, method: 'DELETE' }),
    }),
    deleteLocals: build.mutation<DeleteLocalsApiResponse, DeleteLocalsApiArg>({
      query: (queryArg) => ({
        url: `/api/locals/multiple`,
        method: 'POST',
        body: queryArg.intIdsDto,
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as localsGeneratedApi };
export type ListReservationIntervalOptionsApiResponse = /** status 200  */ RegisterOptionDto[];
export type ListReservationIntervalOptionsApiArg = void;
export type ListLocalTypeOptionsApiResponse = /** status 200  */ RegisterOptionDto[];
export type ListLocalTypeOptionsApiArg = void;
export type ListRestrictionsApiResponse = /** status 200  */ RegisterOptionDto[];
export type ListRestrictionsApiArg = void;
export type ListLocalsApiResponse = /** status 200  */ LocalPageDto;
export type ListLocalsApiArg = {
  skip?: number;
  take?: number;
  search?: string;
  /** Campo de ordenação; prefixo "-" para decrescente. */
  sort?: string;
  /** 1 Ativo, 2 Inativo */
  status?: 1 | 2;
};
export type CreateLocalApiResponse = /** status 201  */ LocalDto;
export type CreateLocalApiArg = {
  createLocalFormDto: CreateLocalFormDto;
};
export type GetLocalApiResponse = /** status 200  */ LocalDto;
export type GetLocalApiArg = {
  id: number;
};
export type UpdateLocalApiResponse = /** status 200  */ LocalDto;
export type UpdateLocalApiArg = {
  id: number;
  updateLocalFormDto: UpdateLocalFormDto;
};
export type DeleteLocalApiResponse = unknown;
export type DeleteLocalApiArg = {
  id: number;
};
export type DeleteLocalsApiResponse = unknown;
export type DeleteLocalsApiArg = {
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
export type LocalIntervalRefDto = {
  id: number;
  description: string;
  /** Minutos. */
  interval: number;
};
export type LocalPhotoDto = {
  id: string;
  /** URL. */
  file: string;
};
export type LocalDto = {
  id: number;
  description: string;
  slug: string;
  localType: RegisterOptionDto;
  startsAt: string;
  endsAt: string;
  capacity: number;
  reserved: boolean;
  /** Minutos. */
  reservationTime: number;
  /** Associados, Dependentes ou Convidados. */
  restrictions: RegisterOptionDto;
  status: ContentStatusDto;
  reservationInterval: LocalIntervalRefDto;
  /** HTML sanitizado. */
  usageGuide: string;
  gallery: LocalPhotoDto[];
};
export type LocalPageDto = {
  data: LocalDto[];
  total: number;
};
export type CreateLocalFormDto = {
  description: string;
  /** Id do tipo de local. */
  localType: number;
  /** Hora de início (HH:mm). */
  startsAt: string;
  /** Hora de fim (HH:mm), depois da de início. */
  endsAt: string;
  capacity: number;
  /** Opção "reservado". */
  reserved?: boolean;
  /** Tempo de reserva em minutos (o formulário pede horas). */
  reservationTime: number;
  /** 1 Associados, 2 Dependentes, 3 Convidados */
  restrictions: 1 | 2 | 3;
  /** 1 Ativo, 2 Inativo */
  status?: 1 | 2;
  /** Id do intervalo de reserva. */
  reservationInterval: number;
  /** Guia de uso (HTML, sanitizado). */
  usageGuide: string;
  /** Fotos da galeria (png, jpg ou jpeg). */
  gallery?: Blob[];
};
export type UpdateLocalFormDto = {
  description?: string;
  /** Id do tipo de local. */
  localType?: number;
  /** Hora de início (HH:mm). */
  startsAt?: string;
  /** Hora de fim (HH:mm), depois da de início. */
  endsAt?: string;
  capacity?: number;
  /** Opção "reservado". */
  reserved?: boolean;
  /** Tempo de reserva em minutos (o formulário pede horas). */
  reservationTime?: number;
  /** 1 Associados, 2 Dependentes, 3 Convidados */
  restrictions?: 1 | 2 | 3;
  /** 1 Ativo, 2 Inativo */
  status?: 1 | 2;
  /** Id do intervalo de reserva. */
  reservationInterval?: number;
  /** Guia de uso (HTML, sanitizado). */
  usageGuide?: string;
  /** Ids de fotos da galeria a remover. */
  removeGallery?: string[];
  /** Fotos a acrescentar (png, jpg ou jpeg). */
  gallery?: Blob[];
};
export type IntIdsDto = {
  ids: number[];
};
export const {
  useListReservationIntervalOptionsQuery,
  useListLocalTypeOptionsQuery,
  useListRestrictionsQuery,
  useListLocalsQuery,
  useCreateLocalMutation,
  useGetLocalQuery,
  useUpdateLocalMutation,
  useDeleteLocalMutation,
  useDeleteLocalsMutation,
} = injectedRtkApi;
