import { baseApi as api } from '../../../shared/api/base-api';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    verifyInvitation: build.mutation<VerifyInvitationApiResponse, VerifyInvitationApiArg>({
      query: (queryArg) => ({
        url: `/api/reservation-invitations/verify-invitation`,
        method: 'POST',
        body: queryArg.verifyInvitationDto,
        headers: {
          'X-Request-Id': queryArg['X-Request-Id'],
        },
      }),
    }),
    verifyTicket: build.mutation<VerifyTicketApiResponse, VerifyTicketApiArg>({
      query: (queryArg) => ({
        url: `/api/tickets/verify-ticket`,
        method: 'POST',
        body: queryArg.verifyTicketDto,
        headers: {
          'X-Request-Id': queryArg['X-Request-Id'],
        },
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as accessValidationGeneratedApi };
export type VerifyInvitationApiResponse = /** status 200  */ AccessVerdictDto;
export type VerifyInvitationApiArg = {
  /** Id da tentativa (até 64 letras, números, - ou _), novo a cada validação e o mesmo ao repetir após uma falha de rede: a repetição recebe a mesma resposta, sem segunda entrada nem segundo registro. */
  'X-Request-Id'?: string;
  verifyInvitationDto: VerifyInvitationDto;
};
export type VerifyTicketApiResponse = /** status 200  */ AccessVerdictDto;
export type VerifyTicketApiArg = {
  /** Id da tentativa (até 64 letras, números, - ou _), novo a cada validação e o mesmo ao repetir após uma falha de rede: a repetição recebe a mesma resposta, sem segunda entrada nem segundo registro. */
  'X-Request-Id'?: string;
  verifyTicketDto: VerifyTicketDto;
};
export type AccessPersonDto = {
  name: string;
  userType: 'Associado' | 'Dependente' | 'Convidado';
  /** CPF mascarado (só os 6 dígitos do meio). */
  doc: string | null;
};
export type AccessVerdictDto = {
  /** true: entrada liberada. */
  response: boolean;
  title: 'Acesso liberado' | 'Acesso negado';
  /** Motivo da recusa, para programas (null quando liberado). */
  reasonCode:
    | (
        | 'UNKNOWN_CODE'
        | 'OTHER_PLACE'
        | 'OTHER_EVENT'
        | 'OTHER_DAY'
        | 'OUTSIDE_SLOT'
        | 'ALREADY_USED'
        | 'CANCELLED'
        | 'UNPAID'
        | 'EXPIRED'
        | 'CARD_NOT_FOUND'
        | 'CARD_INVALID'
        | 'CARD_REPLACED'
        | 'CARD_INACTIVE'
        | 'CARD_EXPIRED'
        | 'CARD_OWNER_INACTIVE'
        | 'CARD_HOLDER_INACTIVE'
      )
    | null;
  /** Motivo da recusa, em português (null quando liberado). */
  reason: string | null;
  /** Null: código desconhecido. */
  person: AccessPersonDto | null;
  /** O local (descrição) ou o evento (título) do convite ou ingresso. */
  place: string | null;
  /** Quando o convite ou ingresso foi usado: agora (liberado) ou antes (já utilizado); null nos demais casos. */
  usedAt: string | null;
  /** Id do registro da tentativa (relatório de acessos). */
  attemptId: number;
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
  fields?: {
    [key: string]: string;
  };
  /** Pagamento recusado: o que a operadora disse (ReturnMessage), mostrado sob `error`. */
  paymentMessage?: string;
};
export type VerifyInvitationDto = {
  /** invitation=true: o código do convite da reserva ('000' + id: o número é o id); invitation=false: o código de validação da carteirinha do associado ou dependente. */
  code: number;
  /** true: convite de reserva (uma entrada); false: carteirinha de sócio (entradas livres). */
  invitation: boolean;
  /** O local da portaria (id). */
  localId: number;
};
export type VerifyTicketDto = {
  /** O evento da portaria (id). */
  eventId: number;
  /** O código do ingresso ('000' + id: o número é o id). */
  ticketId: number;
};
export const { useVerifyInvitationMutation, useVerifyTicketMutation } = injectedRtkApi;
