import { baseApi as api } from '../../../shared/api/base-api';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    cancelOrder: build.mutation<CancelOrderApiResponse, CancelOrderApiArg>({
      query: (queryArg) => ({
        url: `/api/orders/${queryArg.orderId}/cancel`,
        method: 'POST',
        body: queryArg.cancelOrderDto,
      }),
    }),
    reportPayments: build.query<ReportPaymentsApiResponse, ReportPaymentsApiArg>({
      query: (queryArg) => ({
        url: `/api/report-payments`,
        method: 'POST',
        body: queryArg.paymentReportFilterDto,
        params: {
          skip: queryArg.skip,
          take: queryArg.take,
        },
      }),
    }),
    exportReportPayments: build.mutation<
      ExportReportPaymentsApiResponse,
      ExportReportPaymentsApiArg
    >({
      query: (queryArg) => ({
        url: `/api/report-payments/export`,
        method: 'POST',
        body: queryArg.paymentReportFilterDto,
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as paymentReportsGeneratedApi };
export type CancelOrderApiResponse = /** status 200  */ CancelOrderResultDto;
export type CancelOrderApiArg = {
  orderId: number;
  cancelOrderDto: CancelOrderDto;
};
export type ReportPaymentsApiResponse = /** status 200  */ PaymentReportPageDto;
export type ReportPaymentsApiArg = {
  skip?: number;
  take?: number;
  paymentReportFilterDto: PaymentReportFilterDto;
};
export type ExportReportPaymentsApiResponse =
  /** status 200 Planilha Excel (Content-Disposition: attachment; relatorio-cobrancas-aaaa-mm-dd-a-aaaa-mm-dd.xlsx). */ Blob;
export type ExportReportPaymentsApiArg = {
  paymentReportFilterDto: PaymentReportFilterDto;
};
export type CancelOrderResultDto = {
  message: string;
  /** Centavos estornados agora. */
  refunded: number;
  refundedFormatted: string;
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
export type CancelOrderDto = {
  /** Motivo do cancelamento, guardado com o estorno. */
  reason: string;
};
export type PaymentReportRowDto = {
  /** Id do pagamento (num estorno: o pagamento estornado). */
  id: number;
  /** 'Pagamento': uma tentativa de pagamento; 'Estorno': dinheiro devolvido dela. */
  line: 'Pagamento' | 'Estorno';
  /** Id do pedido. */
  orderId: number;
  /** Reserva: o local; convites de evento: o título do evento. */
  locals: string | null;
  /** Situação do pagamento. */
  status:
    | 'Processando'
    | 'Aguardando pagamento'
    | 'Pago'
    | 'Recusado'
    | 'Estorno em andamento'
    | 'Estornado'
    | 'Falhou';
  /** Nome do associado. */
  associate: string;
  /** Forma de pagamento. */
  cardType: 'Cart\u00E3o de Cr\u00E9dito' | 'Cart\u00E3o de D\u00E9bito' | 'Pix';
  /** Bandeira do cartão (Visa, Master...); null no Pix. */
  cardBrand: string | null;
  /** Convidados da reserva ou convites do pedido. */
  invitationsQuantity: number;
  /** Pagamento: valor capturado em centavos (0 se não pago, mesmo que depois estornado); estorno: o valor devolvido, negativo. */
  totalPaid: number;
  totalPaidFormatted: string;
  createdAt: string;
};
export type PaymentReportSummaryDto = {
  /** Pagamentos (tentativas) no período. */
  payments: number;
  /** Pagamentos que capturaram dinheiro (pagos, ainda que estornados). */
  paidCount: number;
  /** Estornos no período. */
  refunds: number;
  /** Soma capturada em centavos. */
  totalCaptured: number;
  /** Soma estornada em centavos (positiva). */
  totalRefunded: number;
  /** Total líquido em centavos: capturado menos estornado. */
  totalPaid: number;
  totalPaidFormatted: string;
};
export type PaymentReportChartPointDto = {
  /** Mês (aaaa-mm, fuso do clube). */
  month: string;
  /** Forma de pagamento. */
  type: 'Cart\u00E3o de Cr\u00E9dito' | 'Cart\u00E3o de D\u00E9bito' | 'Pix';
  /** Soma líquida em centavos: capturado menos estornado no mês. */
  amount: number;
};
export type PaymentReportPageDto = {
  data: PaymentReportRowDto[];
  total: number;
  summary: PaymentReportSummaryDto;
  /** Pago por mês e forma de pagamento no período inteiro, em ordem de mês (meses e formas sem pagamento ficam de fora). */
  chart: PaymentReportChartPointDto[];
};
export type PaymentReportFilterDto = {
  /** Primeiro dia (aaaa-mm-dd, fuso do clube). */
  startsAt: string;
  /** Último dia (aaaa-mm-dd, fuso do clube), não antes de startsAt; período de até 366 dias. */
  endsAt: string;
  /** Só cobranças deste local (id): reservas do local e convites de eventos realizados nele. */
  local?: number;
  /** Só cobranças dos pedidos deste associado (id). */
  associate?: string;
};
export const { useCancelOrderMutation, useReportPaymentsQuery, useExportReportPaymentsMutation } =
  injectedRtkApi;
