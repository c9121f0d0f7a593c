import { baseApi as api } from '../../../core/api/base-api';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    getLocalHoursValid: build.query<GetLocalHoursValidApiResponse, GetLocalHoursValidApiArg>({
      query: (queryArg) => ({ url: `/api/locals/public/hours-valid/${queryArg.slug}` }),
    }),
    createLocalReservationOrder: build.mutation<
      CreateLocalReservationOrderApiResponse,
      CreateLocalReservationOrderApiArg
    >({
      query: (queryArg) => ({
        url: `/api/order/local-reservation`,
        method: 'POST',
        body: queryArg.createLocalReservationOrderDto,
      }),
    }),
    quoteLocalReservationOrder: build.mutation<
      QuoteLocalReservationOrderApiResponse,
      QuoteLocalReservationOrderApiArg
    >({
      query: (queryArg) => ({
        url: `/api/order/local-reservation/quote`,
        method: 'POST',
        body: queryArg.quoteLocalReservationDto,
      }),
    }),
    listMyLocalReservations: build.query<
      ListMyLocalReservationsApiResponse,
      ListMyLocalReservationsApiArg
    >({
      query: () => ({ url: `/api/local-reservations-by-idUser` }),
      providesTags: ['Member'],
    }),
    getMyLocalReservation: build.query<
      GetMyLocalReservationApiResponse,
      GetMyLocalReservationApiArg
    >({
      query: (queryArg) => ({ url: `/api/local-reservations-associate/${queryArg.id}` }),
      providesTags: ['Member'],
    }),
    updateMyLocalReservationGuests: build.mutation<
      UpdateMyLocalReservationGuestsApiResponse,
      UpdateMyLocalReservationGuestsApiArg
    >({
      query: (queryArg) => ({
        url: `/api/local-reservations-associate/${queryArg.id}`,
        method: 'PUT',
        body: queryArg.updateReservationGuestsDto,
      }),
    }),
    cancelMyLocalReservation: build.mutation<
      CancelMyLocalReservationApiResponse,
      CancelMyLocalReservationApiArg
    >({
      query: (queryArg) => ({
        url: `/api/local-reservations-associate/${queryArg.id}/cancel`,
        method: 'POST',
      }),
    }),
    downloadReservationInvitation: build.query<
      DownloadReservationInvitationApiResponse,
      DownloadReservationInvitationApiArg
    >({
      query: (queryArg) => ({ url: `/api/reservation-invitations/${queryArg.id}/image` }),
      providesTags: ['Member'],
    }),
    downloadMyReservationInvitations: build.query<
      DownloadMyReservationInvitationsApiResponse,
      DownloadMyReservationInvitationsApiArg
    >({
      query: (queryArg) => ({
        url: `/api/local-reservations-associate/${queryArg.id}/invitations`,
      }),
      providesTags: ['Member'],
    }),
    getMyCalendarFeed: build.query<GetMyCalendarFeedApiResponse, GetMyCalendarFeedApiArg>({
      query: () => ({ url: `/api/associate-profile/calendar` }),
      providesTags: ['Member'],
    }),
    rotateMyCalendarFeed: build.mutation<
      RotateMyCalendarFeedApiResponse,
      RotateMyCalendarFeedApiArg
    >({
      query: () => ({ url: `/api/associate-profile/calendar`, method: 'POST' }),
    }),
    revokeMyCalendarFeed: build.mutation<
      RevokeMyCalendarFeedApiResponse,
      RevokeMyCalendarFeedApiArg
    >({
      query: () => ({ url: `/api/associate-profile/calendar`, method: 'DELETE' }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as reservationsApi };
export type GetLocalHoursValidApiResponse = /** status 200  */ LocalHoursValidDto;
export type GetLocalHoursValidApiArg = {
  slug: string;
};
export type CreateLocalReservationOrderApiResponse = /** status 201  */ LocalReservationOrderDto;
export type CreateLocalReservationOrderApiArg = {
  createLocalReservationOrderDto: CreateLocalReservationOrderDto;
};
export type QuoteLocalReservationOrderApiResponse = /** status 200  */ OrderQuoteDto;
export type QuoteLocalReservationOrderApiArg = {
  quoteLocalReservationDto: QuoteLocalReservationDto;
};
export type ListMyLocalReservationsApiResponse = /** status 200  */ MemberReservationDto[];
export type ListMyLocalReservationsApiArg = void;
export type GetMyLocalReservationApiResponse = /** status 200  */ MemberReservationDto;
export type GetMyLocalReservationApiArg = {
  id: number;
};
export type UpdateMyLocalReservationGuestsApiResponse = /** status 200  */ MemberReservationDto;
export type UpdateMyLocalReservationGuestsApiArg = {
  id: number;
  updateReservationGuestsDto: UpdateReservationGuestsDto;
};
export type CancelMyLocalReservationApiResponse = /** status 200  */ MemberReservationDto;
export type CancelMyLocalReservationApiArg = {
  id: number;
};
export type DownloadReservationInvitationApiResponse =
  /** status 200 A imagem do convite (Content-Disposition: attachment; convite-000123-nome.jpg). */ Blob;
export type DownloadReservationInvitationApiArg = {
  id: number;
};
export type DownloadMyReservationInvitationsApiResponse =
  /** status 200 Zip com um JPEG por convidado (convites-reserva-<id>.zip). */ Blob;
export type DownloadMyReservationInvitationsApiArg = {
  id: number;
};
export type GetMyCalendarFeedApiResponse = /** status 200  */ CalendarFeedDto;
export type GetMyCalendarFeedApiArg = void;
export type RotateMyCalendarFeedApiResponse = /** status 200  */ CalendarFeedDto;
export type RotateMyCalendarFeedApiArg = void;
export type RevokeMyCalendarFeedApiResponse = /** status 200  */ CalendarFeedDto;
export type RevokeMyCalendarFeedApiArg = void;
export type HoursValidSlotDto = {
  startTime: string;
  endTime: string;
  /** Início, HH:mm no fuso do clube. */
  start: string;
  /** Fim, HH:mm no fuso do clube. */
  end: string;
  /** true: já reservado ('Reservado', não selecionável). */
  reservation: boolean;
};
export type HoursValidDayDto = {
  date: string;
  slots: HoursValidSlotDto[];
};
export type LocalHoursValidDto = {
  slug: string;
  timeZone: string;
  /** Primeiro dia da janela (hoje). */
  firstDate: string;
  /** Último dia da janela (hoje + intervalo de reagendamento). */
  lastDate: string;
  /** Só dias com ao menos um horário livre; vazio se o local não aceita reservas. */
  days: HoursValidDayDto[];
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
export type OrderSummaryDto = {
  id: number;
  /** Um Pendente cujo prazo de pagamento passou já é lido Expirado. */
  status: 'Pendente' | 'Finalizado' | 'Cancelado' | 'Expirado';
  /** Total em centavos. */
  total: number;
  totalFormatted: string;
  /** Prazo do pagamento (Pendente com total acima de 0); null nos demais. */
  expiresAt: string | null;
};
export type ReservationLocalDto = {
  id: number;
  description: string;
  slug: string;
};
export type MemberInvitationDto = {
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
};
export type MemberReservationDto = {
  id: number;
  /** Uma Pendente cujo prazo de pagamento passou já é lida Expirada. */
  status: 'Pendente' | 'Confirmada' | 'Cancelada' | 'Expirada';
  startAt: string;
  endAt: string;
  local: ReservationLocalDto;
  orderId: number;
  /** Total do pedido em centavos. */
  total: number;
  totalFormatted: string;
  /** Até quando uma reserva Pendente segura o horário. */
  holdExpiresAt: string | null;
  /** Pode alterar os convidados (Pendente com prazo ou Confirmada, antes do início). */
  canEditGuests: boolean;
  /** Pode cancelar agora (prazo das configurações). */
  canCancel: boolean;
  /** Até quando pode cancelar (Confirmada: início menos as horas das configurações; Pendente: o início). */
  cancelUntil: string | null;
  /** Capacidade do local (máximo de convidados). */
  capacity: number;
  invitations: MemberInvitationDto[];
};
export type LocalReservationOrderDto = {
  message: string;
  order: OrderSummaryDto;
  localReservation: MemberReservationDto;
};
export type GuestDto = {
  name: string;
  /** CPF: 11 dígitos, com ou sem máscara (###.###.###-##); gravado só com dígitos. */
  doc: string;
};
export type CreateLocalReservationOrderDto = {
  /** Id do local. */
  local: number;
  /** Início do horário escolhido (startTime de hours-valid). */
  startAt: string;
  /** Fim do horário escolhido (endTime de hours-valid). */
  endAt: string;
  /** Os convidados (CPF sem repetição, no máximo a capacidade do local). Associados e dependentes ativos do clube não pagam; os demais pagam o valor de convidado do tipo de local. */
  invitations?: GuestDto[] | null;
  /** Só 'Pendente' é aceito. */
  status?: 'Pendente';
  /** Id do associado; se enviado, tem de ser o do associado conectado. */
  associate?: string;
};
export type QuoteGuestDto = {
  /** O nome como o pedido o gravaria (o do cadastro do clube para quem é do clube). */
  name: string;
  /** CPF, 11 dígitos. */
  cpf: string;
  /** Não paga (o valor é 0). */
  free: boolean;
  /** Centavos. */
  value: number;
  valueFormatted: string;
};
export type OrderQuoteDto = {
  /** Os convidados, na ordem enviada. */
  guests: QuoteGuestDto[];
  /** Total em centavos. */
  total: number;
  totalFormatted: string;
};
export type QuoteLocalReservationDto = {
  /** Id do local. */
  local: number;
  /** Os convidados (CPF sem repetição, no máximo a capacidade do local). Associados e dependentes ativos do clube não pagam; os demais pagam o valor de convidado do tipo de local. */
  invitations?: GuestDto[] | null;
};
export type UpdateReservationGuestsDto = {
  /** Os convidados (CPF sem repetição, no máximo a capacidade do local). Associados e dependentes ativos do clube não pagam; os demais pagam o valor de convidado do tipo de local. */
  invitations: GuestDto[];
};
export type CalendarFeedDto = {
  /** Se o associado tem uma agenda (URL secreta) ativa. */
  active: boolean;
  /** A URL secreta da agenda (iCal), só na resposta que a cria (POST); nas outras, null: apenas o hash fica guardado. */
  url: string | null;
  /** Quando a URL atual foi criada (ISO), ou null sem agenda. */
  createdAt: string | null;
};
export const {
  useGetLocalHoursValidQuery,
  useCreateLocalReservationOrderMutation,
  useQuoteLocalReservationOrderMutation,
  useListMyLocalReservationsQuery,
  useGetMyLocalReservationQuery,
  useUpdateMyLocalReservationGuestsMutation,
  useCancelMyLocalReservationMutation,
  useDownloadReservationInvitationQuery,
  useDownloadMyReservationInvitationsQuery,
  useGetMyCalendarFeedQuery,
  useRotateMyCalendarFeedMutation,
  useRevokeMyCalendarFeedMutation,
} = injectedRtkApi;
