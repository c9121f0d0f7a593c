import { baseApi as api } from '../../../shared/api/base-api';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    listCards: build.query<ListCardsApiResponse, ListCardsApiArg>({
      query: (queryArg) => ({
        url: `/api/card`,
        params: {
          skip: queryArg.skip,
          take: queryArg.take,
          search: queryArg.search,
          sort: queryArg.sort,
          status: queryArg.status,
          ownerType: queryArg.ownerType,
        },
      }),
    }),
    createCard: build.mutation<CreateCardApiResponse, CreateCardApiArg>({
      query: (queryArg) => ({ url: `/api/card`, method: 'POST', body: queryArg.createCardFormDto }),
    }),
    deleteCards: build.mutation<DeleteCardsApiResponse, DeleteCardsApiArg>({
      query: (queryArg) => ({
        url: `/api/card/multiple`,
        method: 'POST',
        body: queryArg.intIdsDto,
      }),
    }),
    getCard: build.query<GetCardApiResponse, GetCardApiArg>({
      query: (queryArg) => ({ url: `/api/card/${queryArg.id}` }),
    }),
    updateCard: build.mutation<UpdateCardApiResponse, UpdateCardApiArg>({
      query: (queryArg) => ({
        url: `/api/card/${queryArg.id}`,
        method: 'PUT',
        body: queryArg.updateCardFormDto,
      }),
    }),
    deleteCard: build.mutation<DeleteCardApiResponse, DeleteCardApiArg>({
      query: (queryArg) => ({ url: `/api/card/${queryArg.id}`, method: 'DELETE' }),
    }),
    verifyCard: build.mutation<VerifyCardApiResponse, VerifyCardApiArg>({
      query: (queryArg) => ({
        url: `/api/card/verify`,
        method: 'POST',
        body: queryArg.verifyCardDto,
        headers: {
          'X-Request-Id': queryArg['X-Request-Id'],
        },
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as cardsGeneratedApi };
export type ListCardsApiResponse = /** status 200  */ CardPageDto;
export type ListCardsApiArg = {
  skip?: number;
  take?: number;
  search?: string;
  /** Campo de ordenação; prefixo "-" para decrescente. */
  sort?: string;
  /** 1 Ativo, 2 Inativo */
  status?: 1 | 2;
  ownerType?: 'Associate' | 'Dependent';
};
export type CreateCardApiResponse = /** status 201  */ CardSavedDto;
export type CreateCardApiArg = {
  createCardFormDto: CreateCardFormDto;
};
export type DeleteCardsApiResponse = unknown;
export type DeleteCardsApiArg = {
  intIdsDto: IntIdsDto;
};
export type GetCardApiResponse = /** status 200  */ CardDto;
export type GetCardApiArg = {
  id: number;
};
export type UpdateCardApiResponse = /** status 200  */ CardSavedDto;
export type UpdateCardApiArg = {
  id: number;
  updateCardFormDto: UpdateCardFormDto;
};
export type DeleteCardApiResponse = unknown;
export type DeleteCardApiArg = {
  id: number;
};
export type VerifyCardApiResponse = /** status 200  */ CardCheckDto;
export type VerifyCardApiArg = {
  /** Id da tentativa (até 64 letras, números, - ou _), novo a cada validação e o mesmo ao repetir após uma falha de rede: a repetição recebe a mesma resposta, sem segunda entrada nem segundo registro. */
  'X-Request-Id'?: string;
  verifyCardDto: VerifyCardDto;
};
export type ContentStatusDto = {
  /** 1 Ativo, 2 Inativo */
  id: 1 | 2;
  description: string;
};
export type CardHolderRefDto = {
  id: string;
  name: string;
};
export type CardOwnerDto = {
  type: 'Associate' | 'Dependent';
  id: string;
  name: string;
  /** Matrícula: a do associado ou, para um dependente, a do associado titular. */
  registration: string | null;
  /** CPF, 11 dígitos. */
  cpf: string | null;
  birthDate: string | null;
  /** URL da foto do perfil. */
  photo: string | null;
  /** Status da pessoa. */
  status: ContentStatusDto;
  /** O associado titular (o próprio, para um associado). */
  holder: CardHolderRefDto;
};
export type FileRefDto = {
  id: string;
  url: string;
  name: string;
  mimeType: string;
};
export type CardDto = {
  id: number;
  ownerType: 'Associate' | 'Dependent';
  ownerId: string;
  owner: CardOwnerDto;
  /** owner.name, para a tabela. */
  ownerName: string;
  /** owner.registration. */
  registration: string | null;
  /** owner.cpf. */
  cpf: string | null;
  /** owner.birthDate. */
  birthDate: string | null;
  /** URL da foto da carteirinha. */
  picture: string | null;
  pictureFile: FileRefDto | (null | null);
  /** Validade (último dia). */
  expiresAt: string;
  /** Vencida (validade antes de hoje, fuso do clube). */
  expired: boolean;
  validationCode: number;
  status: ContentStatusDto;
  /** Conteúdo do QR code: token assinado (JWS HS256) com id, código, titular e validade; conferido por POST card/verify. Gere o QR com correção de erro Q (QR_ERROR_CORRECTION). */
  qrToken: string;
  createdAt: string;
  updatedAt: string;
};
export type CardPageDto = {
  data: CardDto[];
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
export type CardSavedDto = {
  message: string;
  card: CardDto;
};
export type CreateCardFormDto = {
  /** Associate (o próprio associado) ou Dependent (um dependente). */
  ownerType: 'Associate' | 'Dependent';
  /** Id do associado ou do dependente. */
  ownerId: string;
  /** Último dia de validade (aaaa-mm-dd). Padrão: hoje + 3 anos. */
  expiresAt?: string;
  /** Código de validação, único entre as carteirinhas ativas (409 se já estiver em uso). Padrão: sorteado. */
  validationCode?: number;
  /** 1 Ativo, 2 Inativo */
  status?: 1 | 2;
  /** Foto da carteirinha (png, jpg ou jpeg), obrigatória. */
  picture: Blob;
};
export type IntIdsDto = {
  ids: number[];
};
export type UpdateCardFormDto = {
  /** Associate (o próprio associado) ou Dependent (um dependente). */
  ownerType?: 'Associate' | 'Dependent';
  /** Id do associado ou do dependente. */
  ownerId?: string;
  /** Último dia de validade (aaaa-mm-dd). Padrão: hoje + 3 anos. */
  expiresAt?: string;
  /** Código de validação, único entre as carteirinhas ativas (409 se já estiver em uso). Padrão: sorteado. */
  validationCode?: number;
  /** 1 Ativo, 2 Inativo */
  status?: 1 | 2;
  /** Nova foto (png, jpg ou jpeg); substitui a anterior. */
  picture?: Blob;
};
export type CardCheckOwnerDto = {
  type: 'Associate' | 'Dependent';
  id: string;
  name: string;
  registration: string | null;
  /** URL da foto (a da carteirinha, senão a do perfil), lida agora do banco. */
  photo: string | null;
  /** Status da pessoa, agora. */
  status: ContentStatusDto;
};
export type CardCheckCardDto = {
  /** Id da carteirinha emitida pela equipe; null para a do associado sem carteirinha emitida. */
  id: number | null;
  /** Validade do QR code apresentado. */
  validity: string;
  /** Status da carteirinha emitida, agora (null sem carteirinha emitida). */
  status: ContentStatusDto | (null | null);
};
export type CardCheckDto = {
  verdict: 'valid' | 'refused';
  valid: boolean;
  /** 'Acesso liberado' ou 'Acesso negado'. */
  title: string;
  /** Motivo da recusa (null quando válida). */
  reason: string | null;
  /** Null quando o token é adulterado ou desconhecido. */
  owner: CardCheckOwnerDto | (null | null);
  card: CardCheckCardDto | (null | null);
};
export type VerifyCardDto = {
  /** O conteúdo lido do QR code (qrToken). */
  token: string;
  /** O local da portaria (id), para o relatório de acessos. */
  localId?: number;
};
export const {
  useListCardsQuery,
  useCreateCardMutation,
  useDeleteCardsMutation,
  useGetCardQuery,
  useUpdateCardMutation,
  useDeleteCardMutation,
  useVerifyCardMutation,
} = injectedRtkApi;
