import { baseApi as api } from '../../../shared/api/base-api';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    listLocalReservations: build.query<
      ListLocalReservationsApiResponse,
      ListLocalReservationsApiArg
    >({
      query: (queryArg) => ({
        url: `/api/local-reservations`,
        params: {
          skip: queryArg.skip,
          take: queryArg.take,
          search: queryArg.search,
          sort: queryArg.sort,
          localId: queryArg.localId,
          status: queryArg.status,
          from: queryArg['from'],
          to: queryArg.to,
        },
      }),
    }),
    getLocalReservation: build.query<GetLocalReservationApiResponse, GetLocalReservationApiArg>({
      query: (queryArg) => ({ url: `/api/local-reservations/${queryArg.id}` }),
    }),
    deleteLocalReservation: build.mutation<
      DeleteLocalReservationApiResponse,
      DeleteLocalReservationApiArg
    >({
      query: (queryArg) => ({ url: `/api/local-reservations/${queryArg.id}`, method: 'DELETE' }),
    }),
    downloadLocalReservationInvitations: build.query<
      DownloadLocalReservationInvitationsApiResponse,
      DownloadLocalReservationInvitationsApiArg
    >({
      query: (queryArg) => ({ url: `/api/local-reservations/${queryArg.id}/invitations` }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as localReservationsGeneratedApi };
export type ListLocalReservationsApiResponse = /** status 200  */ LocalReservationPageDto;
export type ListLocalReservationsApiArg = {
  skip?: number;
  take?: number;
  search?: string;
  /** Campo de ordenação; prefixo "-" para decrescente. */
  sort?: string;
  /** Só reservas deste local (id). */
  localId?: number;
  /** Sem filtro: as ativas (Pendente no prazo e Confirmada); all: todas. */
  status?: 'all' | 'Pendente' | 'Confirmada' | 'Cancelada' | 'Expirada';
  /** Início a partir do dia (aaaa-mm-dd). */
  from?: string;
  /** Início até o dia (aaaa-mm-dd). */
  to?: string;
};
export type GetLocalReservationApiResponse = /** status 200  */ LocalReservationDetailDto;
export type GetLocalReservationApiArg = {
  id: number;
};
export type DeleteLocalReservationApiResponse = /** status 200  */ MessageDto;
export type DeleteLocalReservationApiArg = {
  id: number;
};
export type DownloadLocalReservationInvitationsApiResponse =
  /** status 200 Zip com um JPEG por convidado (convites-reserva-<id>.zip). */ Blob;
export type DownloadLocalReservationInvitationsApiArg = {
  id: number;
};
export type ReservationRefDto = {
  id: number;
  description: string;
};
export type ReservationAssociateDto = {
  id: string;
  name: string;
};
export type LocalReservationRowDto = {
  id: number;
  local: ReservationRefDto;
  associate: ReservationAssociateDto;
  startAt: string;
  endAt: string;
  status: 'Pendente' | 'Confirmada' | 'Cancelada' | 'Expirada';
  /** Quantidade de convidados. */
  numberInvitations: number;
  /** Total do pedido em centavos. */
  total: number;
  totalFormatted: string;
};
export type LocalReservationPageDto = {
  data: LocalReservationRowDto[];
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
export type StaffInvitationDto = {
  id: number;
  /** Código do convite ('000' + id), só com a reserva confirmada. */
  code: string | null;
  name: string;
  /** CPF, 11 dígitos. */
  doc: string;
  docType: 'cpf';
  /** associate/dependent: do clube (grátis); guest: convidado (pago). */
  kind: 'associate' | 'dependent' | 'guest';
  /** Valor em centavos. */
  value: number;
  /** Quando o convite foi usado na portaria. */
  usedAt: string | null;
};
export type LocalReservationDetailDto = {
  id: number;
  local: ReservationRefDto;
  associate: ReservationAssociateDto;
  startAt: string;
  endAt: string;
  status: 'Pendente' | 'Confirmada' | 'Cancelada' | 'Expirada';
  /** Quantidade de convidados. */
  numberInvitations: number;
  /** Total do pedido em centavos. */
  total: number;
  totalFormatted: string;
  invitations: StaffInvitationDto[];
};
export type MessageDto = {
  message: string;
};
export const {
  useListLocalReservationsQuery,
  useGetLocalReservationQuery,
  useDeleteLocalReservationMutation,
  useDownloadLocalReservationInvitationsQuery,
} = injectedRtkApi;
