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
    verifyInvitationQr: build.mutation<VerifyInvitationQrApiResponse, VerifyInvitationQrApiArg>({
      query: (queryArg) => ({
        url: `/api/reservation-invitations/verify-invitation-qr`,
        method: 'POST',
        body: queryArg.verifyInvitationQrDto,
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
    verifyTicketQr: build.mutation<VerifyTicketQrApiResponse, VerifyTicketQrApiArg>({
      query: (queryArg) => ({
        url: `/api/tickets/verify-ticket-qr`,
        method: 'POST',
        body: queryArg.verifyTicketQrDto,
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
export type VerifyInvitationQrApiResponse = /** status 200  */ AccessVerdictDto;
export type VerifyInvitationQrApiArg = {
  /** Id da tentativa (até 64 letras, números, - ou _), novo a cada validação e o mesmo ao repetir após uma falha de rede: a repetição recebe a mesma resposta, sem segunda entrada nem segundo registro. */
  'X-Request-Id'?: string;
  verifyInvitationQrDto: VerifyInvitationQrDto;
};
export type VerifyTicketApiResponse = /** status 200  */ AccessVerdictDto;
export type VerifyTicketApiArg = {
  /** Id da tentativa (até 64 letras, números, - ou _), novo a cada validação e o mesmo ao repetir após uma falha de rede: a repetição recebe a mesma resposta, sem segunda entrada nem segundo registro. */
  'X-Request-Id'?: string;
  verifyTicketDto: VerifyTicketDto;
};
export type VerifyTicketQrApiResponse = /** status 200  */ AccessVerdictDto;
export type VerifyTicketQrApiArg = {
  /** Id da tentativa (até 64 letras, números, - ou _), novo a cada validação e o mesmo ao repetir após uma falha de rede: a repetição recebe a mesma resposta, sem segunda entrada nem segundo registro. */
  'X-Request-Id'?: string;
  verifyTicketQrDto: VerifyTicketQrDto;
};
export type AccessPersonDto = {
  name: string;
  userType: 'Associado' | 'Dependente' | 'Convidado';
  /** CPF mascarado (só os 6 dígitos do meio). */
  doc: string | null;
  /** Foto do associado ou dependente do cadastro do clube (a da carteirinha ativa, senão a do perfil), para a portaria comparar o rosto; null para convidados de fora do clube ou sem foto. */
  photo: string | null;
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
        | 'QR_INVALID'
        | 'CARD_NOT_FOUND'
        | 'CARD_INVALID'
        | 'CARD_REPLACED'
        | 'CARD_INACTIVE'
        | 'CARD_EXPIRED'
        | 'CARD_OWNER_INACTIVE'
        | 'CARD_HOLDER_INACTIVE'
        | null
      )
    | null;
  /** Motivo da recusa, em português (null quando liberado). */
  reason: string | null;
  /** Quem entra. Quando o CPF do convite ou ingresso é de um associado ou dependente, é a pessoa do cadastro do clube (nome, tipo e foto do cadastro), não o nome digitado no convite. Null: código desconhecido ou QR inválido. */
  person: AccessPersonDto | (null | null);
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
export type VerifyInvitationDto = {
  /** invitation=true: o código do convite da reserva ('000' + id: o número é o id); invitation=false: o código de validação da carteirinha do associado ou dependente. */
  code: number;
  /** true: convite de reserva (uma entrada); false: carteirinha de sócio (entradas livres). */
  invitation: boolean;
  /** O local da portaria (id). */
  localId: number;
};
export type VerifyInvitationQrDto = {
  /** O conteúdo lido do QR code do convite: um token assinado pelo clube (não o código impresso, que vai digitado em verify-invitation). */
  token: string;
  /** O local da portaria (id). */
  localId: number;
};
export type VerifyTicketDto = {
  /** O evento da portaria (id). */
  eventId: number;
  /** O código do ingresso ('000' + id: o número é o id). */
  ticketId: number;
};
export type VerifyTicketQrDto = {
  /** O evento da portaria (id). */
  eventId: number;
  /** O conteúdo lido do QR code do ingresso: um token assinado pelo clube (não o código impresso, que vai digitado em verify-ticket). */
  token: string;
};
export const {
  useVerifyInvitationMutation,
  useVerifyInvitationQrMutation,
  useVerifyTicketMutation,
  useVerifyTicketQrMutation,
} = injectedRtkApi;
