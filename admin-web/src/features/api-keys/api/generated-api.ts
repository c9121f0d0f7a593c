import { baseApi as api } from '../../../shared/api/base-api';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    listApiKeys: build.query<ListApiKeysApiResponse, ListApiKeysApiArg>({
      query: (queryArg) => ({
        url: `/api/api-keys`,
        params: {
          skip: queryArg.skip,
          take: queryArg.take,
          search: queryArg.search,
          sort: queryArg.sort,
        },
      }),
    }),
    createApiKey: build.mutation<CreateApiKeyApiResponse, CreateApiKeyApiArg>({
      query: (queryArg) => ({
        url: `/api/api-keys`,
        method: 'POST',
        body: queryArg.createApiKeyDto,
      }),
    }),
    revokeApiKey: build.mutation<RevokeApiKeyApiResponse, RevokeApiKeyApiArg>({
      query: (queryArg) => ({ url: `/api/api-keys/${queryArg.id}`, method: 'DELETE' }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as apiKeysGeneratedApi };
export type ListApiKeysApiResponse = /** status 200  */ ApiKeyPageDto;
export type ListApiKeysApiArg = {
  skip?: number;
  take?: number;
  search?: string;
  /** Campo de ordenação; prefixo "-" para decrescente. */
  sort?: string;
};
export type CreateApiKeyApiResponse = /** status 201  */ CreatedApiKeyDto;
export type CreateApiKeyApiArg = {
  createApiKeyDto: CreateApiKeyDto;
};
export type RevokeApiKeyApiResponse = /** status 200  */ ApiKeyDto;
export type RevokeApiKeyApiArg = {
  id: string;
};
export type ApiKeyCreatorDto = {
  id: string;
  name: string;
};
export type ApiKeyStatus = 'active' | 'expired' | 'revoked' | 'suspended';
export type ApiKeyStatusDto = {
  id: ApiKeyStatus;
  description: 'Ativa' | 'Expirada' | 'Revogada' | 'Suspensa';
};
export type ApiKeyDto = {
  id: string;
  name: string;
  /** O começo público da chave (prefixo e identificador), para reconhecê-la. */
  prefix: string;
  permissions: string[];
  expiresAt: string | null;
  /** Último uso (anotado no máximo uma vez por minuto). */
  lastUsedAt: string | null;
  revokedAt: string | null;
  createdAt: string;
  /** Quem criou a chave (null se o usuário foi excluído). */
  createdBy: ApiKeyCreatorDto | (null | null);
  /** Ativa; Expirada; Revogada; Suspensa (quem a criou não é mais um usuário ativo da equipe). */
  status: ApiKeyStatusDto;
};
export type ApiKeyPageDto = {
  data: ApiKeyDto[];
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
export type CreatedApiKeyDto = {
  id: string;
  name: string;
  /** O começo público da chave (prefixo e identificador), para reconhecê-la. */
  prefix: string;
  permissions: string[];
  expiresAt: string | null;
  /** Último uso (anotado no máximo uma vez por minuto). */
  lastUsedAt: string | null;
  revokedAt: string | null;
  createdAt: string;
  /** Quem criou a chave (null se o usuário foi excluído). */
  createdBy: ApiKeyCreatorDto | (null | null);
  /** Ativa; Expirada; Revogada; Suspensa (quem a criou não é mais um usuário ativo da equipe). */
  status: ApiKeyStatusDto;
  /** A chave completa: envie `Authorization: Bearer <chave>`. Mostrada só nesta resposta; guardamos apenas o hash. */
  key: string;
};
export type CreateApiKeyDto = {
  name: string;
  /** Permissões do catálogo (descrições) que a chave carrega; só as que quem cria a chave tem, e nunca as de chaves de API. */
  permissions: string[];
  /** Último dia de validade (aaaa-mm-dd, fuso do clube): a chave vale até o fim desse dia. Sem data, não expira. */
  expiresOn?: string | null;
};
export const { useListApiKeysQuery, useCreateApiKeyMutation, useRevokeApiKeyMutation } =
  injectedRtkApi;
