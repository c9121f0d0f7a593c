import { baseApi as api } from '../../../core/api/base-api';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPaymentPublicKey: build.query<GetPaymentPublicKeyApiResponse, GetPaymentPublicKeyApiArg>({
      query: () => ({ url: `/api/payment-order/public-key` }),
      providesTags: ['Member'],
    }),
    payCreditCard: build.mutation<PayCreditCardApiResponse, PayCreditCardApiArg>({
      query: (queryArg) => ({
        url: `/api/payment-order/credit-card/${queryArg.orderId}`,
        method: 'PUT',
        body: queryArg.encryptedDataDto,
      }),
    }),
    startDebitAuthentication: build.mutation<
      StartDebitAuthenticationApiResponse,
      StartDebitAuthenticationApiArg
    >({
      query: (queryArg) => ({
        url: `/api/payment-order/debit-card/${queryArg.orderId}/authentication`,
        method: 'POST',
        body: queryArg.encryptedDataDto,
      }),
    }),
    answerDebitChallenge: build.mutation<
      AnswerDebitChallengeApiResponse,
      AnswerDebitChallengeApiArg
    >({
      query: (queryArg) => ({
        url: `/api/payment-order/debit-authentication/${queryArg.referenceId}`,
        method: 'POST',
        body: queryArg.challengeAnswerDto,
      }),
    }),
    payDebitCard: build.mutation<PayDebitCardApiResponse, PayDebitCardApiArg>({
      query: (queryArg) => ({
        url: `/api/payment-order/debit-card/${queryArg.orderId}`,
        method: 'PUT',
        body: queryArg.debitPaymentBodyDto,
      }),
    }),
    payPix: build.mutation<PayPixApiResponse, PayPixApiArg>({
      query: (queryArg) => ({
        url: `/api/payment-order/pix/${queryArg.orderId}`,
        method: 'PUT',
        body: queryArg.encryptedDataDto,
      }),
    }),
    paySandboxPix: build.mutation<PaySandboxPixApiResponse, PaySandboxPixApiArg>({
      query: (queryArg) => ({
        url: `/api/payment-order/sandbox/pix/${queryArg.paymentId}/pay`,
        method: 'POST',
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as checkoutApi };
export type GetPaymentPublicKeyApiResponse = /** status 200  */ PaymentKeyDto;
export type GetPaymentPublicKeyApiArg = void;
export type PayCreditCardApiResponse = /** status 201  */ CardPaymentDto;
export type PayCreditCardApiArg = {
  orderId: number;
  encryptedDataDto: EncryptedDataDto;
};
export type StartDebitAuthenticationApiResponse = /** status 201  */ AuthenticationDto;
export type StartDebitAuthenticationApiArg = {
  orderId: number;
  encryptedDataDto: EncryptedDataDto;
};
export type AnswerDebitChallengeApiResponse = /** status 201  */ AuthenticationDto;
export type AnswerDebitChallengeApiArg = {
  referenceId: string;
  challengeAnswerDto: ChallengeAnswerDto;
};
export type PayDebitCardApiResponse = /** status 201  */ CardPaymentDto;
export type PayDebitCardApiArg = {
  orderId: number;
  debitPaymentBodyDto: DebitPaymentBodyDto;
};
export type PayPixApiResponse = /** status 201  */ PixPaymentDto;
export type PayPixApiArg = {
  orderId: number;
  encryptedDataDto: EncryptedDataDto;
};
export type PaySandboxPixApiResponse = /** status 200  */ NotificationResultDto;
export type PaySandboxPixApiArg = {
  paymentId: string;
};
export type PaymentJwkDto = {
  kty: string;
  /** Módulo (base64url). */
  n: string;
  e: string;
  kid: string;
  alg: string;
  use: string;
};
export type PaymentKeyDto = {
  /** Identificador da chave (vai no cabeçalho do JWE). */
  kid: string;
  alg: string;
  enc: string;
  jwk: PaymentJwkDto;
  /** Ambiente de testes: a operadora é simulada (sem cobrança real). */
  sandbox: boolean;
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
export type ProductDayDto = {
  startsAt: string;
  endsAt: string;
};
export type OrderProductDto = {
  /** Reserva: a descrição do local; evento: o título do evento. */
  title: string;
  type: 'reserva' | 'evento';
  /** Só em pedidos de evento: a imagem do evento (URL) ou null. */
  image?: string | null;
  /** Reserva: início do horário; evento: início do primeiro dia. */
  startAt: string;
  /** Reserva: fim do horário; evento: fim do último dia. */
  endAt: string;
  /** Só em pedidos de evento: cada dia do evento, em ordem (início e fim). */
  days?: ProductDayDto[];
  /** Só em pedidos de reserva: a reserva. */
  reservationId?: number;
  /** Só em pedidos de evento: o evento (os convites confirmados baixam em downloadMyEventTickets). */
  eventId?: number;
};
export type OrderInvitationDto = {
  id: number;
  /** Código do convite ('000' + id), só com a reserva ou o convite confirmado. */
  code: string | null;
  name: string;
  /** CPF, 11 dígitos. */
  cpf: string;
  /** Início da reserva; do evento (primeiro dia). */
  eventDate: string;
  /** Valor em centavos. */
  value: number;
};
export type OrderDto = {
  id: number;
  /** Um Pendente cujo prazo de pagamento passou já é lido Expirado. */
  status: 'Pendente' | 'Finalizado' | 'Cancelado' | 'Expirado';
  /** Total em centavos. */
  total: number;
  totalFormatted: string;
  /** Prazo do pagamento (Pendente com total acima de 0); null nos demais. */
  expiresAt: string | null;
  /** Forma de pagamento ('Cartão de Crédito', 'Cartão de Débito', 'Pix'); null enquanto não pago. */
  type: string | null;
  brand: string | null;
  createdAt: string;
  product: OrderProductDto;
  invitations: OrderInvitationDto[];
  /** Centavos estornados ao associado (pedidos cancelados, convidados ou ingressos retirados), incluindo os que a operadora ainda vai confirmar; 0 sem estorno. */
  refunded: number;
  refundedFormatted: string;
  /** 'Estornado': todo o valor pago voltou; 'Estorno parcial': parte dele; null sem estorno. */
  refund: ('Estornado' | 'Estorno parcial' | null) | null;
  /** Há estorno pedido à operadora e ainda não confirmado por ela. */
  refundPending: boolean;
};
export type CardPaymentDto = {
  status: string;
  message: string;
  /** O que a operadora disse. */
  paymentMessage: string;
  order: OrderDto;
};
export type EncryptedDataDto = {
  /** JWE compacto (RSA-OAEP-256 + A256GCM, kid da chave de GET payment-order/public-key) com { orderId, nonce, iat, customer, cardNumber?, holder?, expirationDate?, securityCode?, brand? }. */
  encryptedData: string;
};
export type AuthenticationDto = {
  referenceId: string;
  /** O banco emissor pede a confirmação do portador (desafio). */
  challenge: boolean;
  /** Autenticado: o débito pode ser feito com este referenceId. */
  authenticated: boolean;
};
export type ChallengeAnswerDto = {
  /** O portador confirmou (true) ou recusou (false) no banco emissor. */
  confirm: boolean;
};
export type DebitPaymentBodyDto = {
  /** JWE compacto (RSA-OAEP-256 + A256GCM, kid da chave de GET payment-order/public-key) com { orderId, nonce, iat, customer, cardNumber?, holder?, expirationDate?, securityCode?, brand? }. */
  encryptedData: string;
  /** A autenticação 3-D Secure aprovada (ReferenceId). */
  referenceId: string;
};
export type PixPaymentDto = {
  /** PaymentId da operadora. */
  paymentId: string;
  /** Imagem PNG do QR Code em base64 (sem o prefixo data:). */
  qrcodeBase64Image: string;
  /** Pix copia e cola (BR Code). */
  qrCodeString: string;
  /** Até quando pagar: o que vence primeiro entre a reserva do pedido (prazo de pagamento) e a validade do QR (2 h). */
  expiresAt: string;
};
export type NotificationResultDto = {
  /** Sempre true: a notificação foi aceita. A resposta é a mesma exista ou não o PaymentId (um PaymentId conhecido é conferido na operadora). */
  received: boolean;
};
export const {
  useGetPaymentPublicKeyQuery,
  usePayCreditCardMutation,
  useStartDebitAuthenticationMutation,
  useAnswerDebitChallengeMutation,
  usePayDebitCardMutation,
  usePayPixMutation,
  usePaySandboxPixMutation,
} = injectedRtkApi;
