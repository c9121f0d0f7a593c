import { baseApi as api } from '../../../shared/api/base-api';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    listLocalOptions: build.query<ListLocalOptionsApiResponse, ListLocalOptionsApiArg>({
      query: () => ({ url: `/api/locals/options` }),
    }),
    listDateRestrictions: build.query<ListDateRestrictionsApiResponse, ListDateRestrictionsApiArg>({
      query: (queryArg) => ({
        url: `/api/date-restrictions`,
        params: {
          skip: queryArg.skip,
          take: queryArg.take,
          search: queryArg.search,
          sort: queryArg.sort,
          status: queryArg.status,
          localId: queryArg.localId,
          from: queryArg['from'],
          to: queryArg.to,
        },
      }),
    }),
    createDateRestriction: build.mutation<
      CreateDateRestrictionApiResponse,
      CreateDateRestrictionApiArg
    >({
      query: (queryArg) => ({
        url: `/api/date-restrictions`,
        method: 'POST',
        body: queryArg.createDateRestrictionDto,
      }),
    }),
    getDateRestriction: build.query<GetDateRestrictionApiResponse, GetDateRestrictionApiArg>({
      query: (queryArg) => ({ url: `/api/date-restrictions/${queryArg.id}` }),
    }),
    updateDateRestriction: build.mutation<
      UpdateDateRestrictionApiResponse,
      UpdateDateRestrictionApiArg
    >({
      query: (queryArg) => ({
        url: `/api/date-restrictions/${queryArg.id}`,
        method: 'PUT',
        body: queryArg.updateDateRestrictionDto,
      }),
    }),
    deleteDateRestriction: build.mutation<
      DeleteDateRestrictionApiResponse,
      DeleteDateRestrictionApiArg
    >({
      query: (queryArg) => ({ url: `/api/date-restrictions/${queryArg.id}`, method: 'DELETE' }),
    }),
    deleteDateRestrictions: build.mutation<
      DeleteDateRestrictionsApiResponse,
      DeleteDateRestrictionsApiArg
    >({
      query: (queryArg) => ({
        url: `/api/date-restrictions/multiple`,
        method: 'POST',
        body: queryArg.intIdsDto,
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as dateRestrictionsGeneratedApi };
export type ListLocalOptionsApiResponse = /** status 200  */ RegisterOptionDto[];
export type ListLocalOptionsApiArg = void;
export type ListDateRestrictionsApiResponse = /** status 200  */ DateRestrictionPageDto;
export type ListDateRestrictionsApiArg = {
  skip?: number;
  take?: number;
  search?: string;
  /** Campo de ordenação; prefixo "-" para decrescente. */
  sort?: string;
  /** 1 Ativo, 2 Inativo */
  status?: 1 | 2;
  /** Só restrições deste local (id). */
  localId?: number;
  /** Período: a partir de (aaaa-mm-dd). */
  from?: string;
  /** Período: até (aaaa-mm-dd). */
  to?: string;
};
export type CreateDateRestrictionApiResponse = /** status 201  */ DateRestrictionDto;
export type CreateDateRestrictionApiArg = {
  createDateRestrictionDto: CreateDateRestrictionDto;
};
export type GetDateRestrictionApiResponse = /** status 200  */ DateRestrictionDto;
export type GetDateRestrictionApiArg = {
  id: number;
};
export type UpdateDateRestrictionApiResponse = /** status 200  */ DateRestrictionDto;
export type UpdateDateRestrictionApiArg = {
  id: number;
  updateDateRestrictionDto: UpdateDateRestrictionDto;
};
export type DeleteDateRestrictionApiResponse = unknown;
export type DeleteDateRestrictionApiArg = {
  id: number;
};
export type DeleteDateRestrictionsApiResponse = unknown;
export type DeleteDateRestrictionsApiArg = {
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
export type DateRestrictionDto = {
  id: number;
  description: string;
  startsAt: string;
  endsAt: string;
  status: ContentStatusDto;
  /** Locais, por descrição. */
  locals: RegisterOptionDto[];
};
export type DateRestrictionPageDto = {
  data: DateRestrictionDto[];
  total: number;
};
export type CreateDateRestrictionDto = {
  description: string;
  /** Primeiro dia (aaaa-mm-dd). */
  startsAt: string;
  /** Último dia, incluído (aaaa-mm-dd); não antes de startsAt. */
  endsAt: string;
  /** Ids dos locais (lookup `locals/options`); ao menos um. */
  locals: number[];
  /** 1 Ativo, 2 Inativo */
  status?: 1 | 2;
};
export type UpdateDateRestrictionDto = {
  /** Primeiro dia (aaaa-mm-dd). */
  startsAt?: string;
  /** Último dia, incluído (aaaa-mm-dd); não antes de startsAt. */
  endsAt?: string;
  /** Ids dos locais (lookup `locals/options`); ao menos um. */
  locals?: number[];
  /** 1 Ativo, 2 Inativo */
  status?: 1 | 2;
};
export type IntIdsDto = {
  ids: number[];
};
export const {
  useListLocalOptionsQuery,
  useListDateRestrictionsQuery,
  useCreateDateRestrictionMutation,
  useGetDateRestrictionQuery,
  useUpdateDateRestrictionMutation,
  useDeleteDateRestrictionMutation,
  useDeleteDateRestrictionsMutation,
} = injectedRtkApi;
