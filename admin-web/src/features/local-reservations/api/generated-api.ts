import { baseApi as api } from '../../../shared/api/base-api';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    listLocalsPublic: build.query<ListLocalsPublicApiResponse, ListLocalsPublicApiArg>({
      query: () => ({ url: `/api/locals/public` }),
    }),
    getLocalHoursValid: build.query<GetLocalHoursValidApiResponse, GetLocalHoursValidApiArg>({
      query: (queryArg) => ({ url: `/api/locals/public/hours-valid/${queryArg.slug}` }),
    }),
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
    createLocalReservation: build.mutation<
      CreateLocalReservationApiResponse,
      CreateLocalReservationApiArg
    >({
      query: (queryArg) => ({
        url: `/api/local-reservations`,
        method: 'POST',
        body: queryArg.createLocalReservationDto,
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
export type ListLocalsPublicApiResponse = /** status 200  */ LocalPublicDto[];
export type ListLocalsPublicApiArg = void;
export type GetLocalHoursValidApiResponse = /** status 200  */ LocalHoursValidDto;
export type GetLocalHoursValidApiArg = {
  slug: string;
};
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
export type CreateLocalReservationApiResponse = /** status 201  */ LocalReservationOrderDto;
export type CreateLocalReservationApiArg = {
  createLocalReservationDto: CreateLocalReservationDto;
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
export type LocalRestrictionPublicDto = {
  id: number;
  /** Associados, Dependentes ou Convidados. */
  description: string;
};
export type LocalIntervalPublicDto = {
  description: string;
};
export type LocalTypePublicDto = {
  description: string;
  /** Centavos por associado. */
  associatedValue: number;
  /** Centavos por pessoa de fora. */
  externalValue: number;
  /** Centavos por convidado. */
  invitedValue: number;
  /** invitedValue em reais. */
  invitedValueFormatted: string;
  /** Dias antes da reserva em que ela pode ser remarcada. */
  rescheduleInterval: number;
};
export type LocalPublicDto = {
  id: number;
  description: string;
  slug: string;
  /** HTML sanitizado. */
  usageGuide: string;
  /** Pessoas. */
  capacity: number;
  /** Opção "reservado" (apto para reserva). */
  reserved: boolean;
  /** Uma restrição (a lista do spec). */
  restrictions: LocalRestrictionPublicDto[];
  /** Minutos. */
  reservationTime: number;
  /** reservationTime em horas (1,5 = 90 minutos). */
  reservationTimeInHours: number;
  reservationInterval: LocalIntervalPublicDto;
  localType: LocalTypePublicDto;
  /** URLs das fotos, em ordem. */
  gallery: string[];
  startsAt: string;
  endsAt: string;
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
export type CreateLocalReservationDto = {
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
  /** Id do associado titular da reserva. */
  associate: string;
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
  useListLocalsPublicQuery,
  useGetLocalHoursValidQuery,
  useListLocalReservationsQuery,
  useCreateLocalReservationMutation,
  useGetLocalReservationQuery,
  useDeleteLocalReservationMutation,
  useDownloadLocalReservationInvitationsQuery,
} = injectedRtkApi;
