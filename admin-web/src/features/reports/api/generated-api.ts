import { baseApi as api } from '../../../shared/api/base-api';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    eventsReport: build.query<EventsReportApiResponse, EventsReportApiArg>({
      query: (queryArg) => ({
        url: `/api/events-report`,
        method: 'POST',
        body: queryArg.eventsReportFilterDto,
        params: {
          skip: queryArg.skip,
          take: queryArg.take,
        },
      }),
    }),
    exportEventsReport: build.mutation<ExportEventsReportApiResponse, ExportEventsReportApiArg>({
      query: (queryArg) => ({
        url: `/api/events-report/export`,
        method: 'POST',
        body: queryArg.eventsReportFilterDto,
      }),
    }),
    localsReport: build.query<LocalsReportApiResponse, LocalsReportApiArg>({
      query: (queryArg) => ({
        url: `/api/locals-report`,
        method: 'POST',
        body: queryArg.localsReportFilterDto,
        params: {
          skip: queryArg.skip,
          take: queryArg.take,
        },
      }),
    }),
    exportLocalsReport: build.mutation<ExportLocalsReportApiResponse, ExportLocalsReportApiArg>({
      query: (queryArg) => ({
        url: `/api/locals-report/export`,
        method: 'POST',
        body: queryArg.localsReportFilterDto,
      }),
    }),
    peopleReport: build.query<PeopleReportApiResponse, PeopleReportApiArg>({
      query: (queryArg) => ({
        url: `/api/report-people`,
        params: {
          skip: queryArg.skip,
          take: queryArg.take,
          search: queryArg.search,
          company: queryArg.company,
          hasDependents: queryArg.hasDependents,
          ageMin: queryArg.ageMin,
          ageMax: queryArg.ageMax,
          admissionFrom: queryArg.admissionFrom,
          admissionTo: queryArg.admissionTo,
        },
      }),
    }),
    exportPeopleReport: build.query<ExportPeopleReportApiResponse, ExportPeopleReportApiArg>({
      query: (queryArg) => ({
        url: `/api/report-people/export`,
        params: {
          skip: queryArg.skip,
          take: queryArg.take,
          search: queryArg.search,
          company: queryArg.company,
          hasDependents: queryArg.hasDependents,
          ageMin: queryArg.ageMin,
          ageMax: queryArg.ageMax,
          admissionFrom: queryArg.admissionFrom,
          admissionTo: queryArg.admissionTo,
        },
      }),
    }),
    listAssociateDependentBlocked: build.query<
      ListAssociateDependentBlockedApiResponse,
      ListAssociateDependentBlockedApiArg
    >({
      query: (queryArg) => ({
        url: `/api/associate-dependent-blocked`,
        params: {
          skip: queryArg.skip,
          take: queryArg.take,
          search: queryArg.search,
          userType: queryArg.userType,
        },
      }),
    }),
    exportAssociateDependentBlocked: build.query<
      ExportAssociateDependentBlockedApiResponse,
      ExportAssociateDependentBlockedApiArg
    >({
      query: (queryArg) => ({
        url: `/api/associate-dependent-blocked/export`,
        params: {
          skip: queryArg.skip,
          take: queryArg.take,
          search: queryArg.search,
          userType: queryArg.userType,
        },
      }),
    }),
    showAssociateDependentBlocked: build.mutation<
      ShowAssociateDependentBlockedApiResponse,
      ShowAssociateDependentBlockedApiArg
    >({
      query: (queryArg) => ({
        url: `/api/show-associate-dependent-blocked`,
        method: 'POST',
        body: queryArg.showBlockedPersonDto,
      }),
    }),
    localReservationsReport: build.query<
      LocalReservationsReportApiResponse,
      LocalReservationsReportApiArg
    >({
      query: (queryArg) => ({
        url: `/api/local-reservations-report`,
        method: 'POST',
        body: queryArg.localReservationsReportFilterDto,
        params: {
          skip: queryArg.skip,
          take: queryArg.take,
        },
      }),
    }),
    exportLocalReservationsReport: build.mutation<
      ExportLocalReservationsReportApiResponse,
      ExportLocalReservationsReportApiArg
    >({
      query: (queryArg) => ({
        url: `/api/local-reservations-report/export`,
        method: 'POST',
        body: queryArg.localReservationsReportFilterDto,
      }),
    }),
    dateRestrictionsReport: build.query<
      DateRestrictionsReportApiResponse,
      DateRestrictionsReportApiArg
    >({
      query: (queryArg) => ({
        url: `/api/date-restrictions-report`,
        method: 'POST',
        body: queryArg.dateRestrictionsReportFilterDto,
        params: {
          skip: queryArg.skip,
          take: queryArg.take,
        },
      }),
    }),
    exportDateRestrictionsReport: build.mutation<
      ExportDateRestrictionsReportApiResponse,
      ExportDateRestrictionsReportApiArg
    >({
      query: (queryArg) => ({
        url: `/api/date-restrictions-report/export`,
        method: 'POST',
        body: queryArg.dateRestrictionsReportFilterDto,
      }),
    }),
    reportAccessLocal: build.query<ReportAccessLocalApiResponse, ReportAccessLocalApiArg>({
      query: (queryArg) => ({
        url: `/api/access-local`,
        params: {
          accessAtFrom: queryArg.accessAtFrom,
          accessAtTo: queryArg.accessAtTo,
          localId: queryArg.localId,
          name: queryArg.name,
          skip: queryArg.skip,
          take: queryArg.take,
        },
      }),
    }),
    exportAccessLocal: build.query<ExportAccessLocalApiResponse, ExportAccessLocalApiArg>({
      query: (queryArg) => ({
        url: `/api/access-local/export`,
        params: {
          accessAtFrom: queryArg.accessAtFrom,
          accessAtTo: queryArg.accessAtTo,
          localId: queryArg.localId,
          name: queryArg.name,
        },
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as reportsGeneratedApi };
export type EventsReportApiResponse = /** status 200  */ EventsReportPageDto;
export type EventsReportApiArg = {
  skip?: number;
  take?: number;
  eventsReportFilterDto: EventsReportFilterDto;
};
export type ExportEventsReportApiResponse =
  /** status 200 Planilha Excel enviada à medida que é lida (streaming): Content-Disposition attachment com o nome do arquivo, X-Total-Rows com o número de linhas. */ Blob;
export type ExportEventsReportApiArg = {
  eventsReportFilterDto: EventsReportFilterDto;
};
export type LocalsReportApiResponse = /** status 200  */ LocalsReportPageDto;
export type LocalsReportApiArg = {
  skip?: number;
  take?: number;
  localsReportFilterDto: LocalsReportFilterDto;
};
export type ExportLocalsReportApiResponse =
  /** status 200 Planilha Excel enviada à medida que é lida (streaming): Content-Disposition attachment com o nome do arquivo, X-Total-Rows com o número de linhas. */ Blob;
export type ExportLocalsReportApiArg = {
  localsReportFilterDto: LocalsReportFilterDto;
};
export type PeopleReportApiResponse = /** status 200  */ PeopleReportPageDto;
export type PeopleReportApiArg = {
  skip?: number;
  take?: number;
  /** Busca de nome: parte do nome ou do e-mail (sem diferenciar acentos e maiúsculas); só dígitos (com ou sem máscara): início do CPF ou da matrícula. */
  search?: string;
  /** Id da empresa. */
  company?: number;
  /** true: só com dependentes; false: só sem. */
  hasDependents?: boolean;
  ageMin?: number;
  /** Não menor que ageMin. */
  ageMax?: number;
  /** Admitidos a partir de (aaaa-mm-dd). */
  admissionFrom?: string;
  /** Admitidos até (aaaa-mm-dd), não antes de admissionFrom. */
  admissionTo?: string;
};
export type ExportPeopleReportApiResponse =
  /** status 200 Planilha Excel enviada à medida que é lida (streaming): Content-Disposition attachment com o nome do arquivo, X-Total-Rows com o número de linhas. */ Blob;
export type ExportPeopleReportApiArg = {
  skip?: number;
  take?: number;
  /** Busca de nome: parte do nome ou do e-mail (sem diferenciar acentos e maiúsculas); só dígitos (com ou sem máscara): início do CPF ou da matrícula. */
  search?: string;
  /** Id da empresa. */
  company?: number;
  /** true: só com dependentes; false: só sem. */
  hasDependents?: boolean;
  ageMin?: number;
  /** Não menor que ageMin. */
  ageMax?: number;
  /** Admitidos a partir de (aaaa-mm-dd). */
  admissionFrom?: string;
  /** Admitidos até (aaaa-mm-dd), não antes de admissionFrom. */
  admissionTo?: string;
};
export type ListAssociateDependentBlockedApiResponse = /** status 200  */ BlockedPeoplePageDto;
export type ListAssociateDependentBlockedApiArg = {
  skip?: number;
  take?: number;
  search?: string;
  /** Só associados ou dependentes. */
  userType?: 'Associate' | 'Dependent';
};
export type ExportAssociateDependentBlockedApiResponse =
  /** status 200 Planilha Excel enviada à medida que é lida (streaming): Content-Disposition attachment com o nome do arquivo, X-Total-Rows com o número de linhas. */ Blob;
export type ExportAssociateDependentBlockedApiArg = {
  skip?: number;
  take?: number;
  search?: string;
  /** Só associados ou dependentes. */
  userType?: 'Associate' | 'Dependent';
};
export type ShowAssociateDependentBlockedApiResponse = /** status 200  */ BlockedPersonDto;
export type ShowAssociateDependentBlockedApiArg = {
  showBlockedPersonDto: ShowBlockedPersonDto;
};
export type LocalReservationsReportApiResponse = /** status 200  */ LocalReservationsReportPageDto;
export type LocalReservationsReportApiArg = {
  skip?: number;
  take?: number;
  localReservationsReportFilterDto: LocalReservationsReportFilterDto;
};
export type ExportLocalReservationsReportApiResponse =
  /** status 200 Planilha Excel enviada à medida que é lida (streaming): Content-Disposition attachment com o nome do arquivo, X-Total-Rows com o número de linhas. */ Blob;
export type ExportLocalReservationsReportApiArg = {
  localReservationsReportFilterDto: LocalReservationsReportFilterDto;
};
export type DateRestrictionsReportApiResponse = /** status 200  */ DateRestrictionsReportPageDto;
export type DateRestrictionsReportApiArg = {
  skip?: number;
  take?: number;
  dateRestrictionsReportFilterDto: DateRestrictionsReportFilterDto;
};
export type ExportDateRestrictionsReportApiResponse =
  /** status 200 Planilha Excel enviada à medida que é lida (streaming): Content-Disposition attachment com o nome do arquivo, X-Total-Rows com o número de linhas. */ Blob;
export type ExportDateRestrictionsReportApiArg = {
  dateRestrictionsReportFilterDto: DateRestrictionsReportFilterDto;
};
export type ReportAccessLocalApiResponse = /** status 200  */ AccessReportPageDto;
export type ReportAccessLocalApiArg = {
  /** Primeiro dia (aaaa-mm-dd, fuso do clube). */
  accessAtFrom: string;
  /** Último dia (aaaa-mm-dd, fuso do clube), não antes de accessAtFrom; período de até 366 dias. */
  accessAtTo: string;
  /** Só acessos deste local (id). */
  localId?: number;
  /** Parte do nome da pessoa. */
  name?: string;
  skip?: number;
  take?: number;
};
export type ExportAccessLocalApiResponse =
  /** status 200 Planilha Excel (Content-Disposition: attachment; relatorio-acessos-aaaa-mm-dd-a-aaaa-mm-dd.xlsx). */ Blob;
export type ExportAccessLocalApiArg = {
  /** Primeiro dia (aaaa-mm-dd, fuso do clube). */
  accessAtFrom: string;
  /** Último dia (aaaa-mm-dd, fuso do clube), não antes de accessAtFrom; período de até 366 dias. */
  accessAtTo: string;
  /** Só acessos deste local (id). */
  localId?: number;
  /** Parte do nome da pessoa. */
  name?: string;
};
export type EventsReportRowDto = {
  id: number;
  title: string;
  /** O local do evento. */
  local: string;
  status: 'Ativo' | 'Inativo';
  /** Início das vendas. */
  startSale: string;
  /** Fim das vendas. */
  endSale: string;
  /** Os dias do evento (aaaa-mm-dd, fuso do clube). */
  days: string[];
  /** Convites à venda (estoque). */
  ticketsTotal: number;
  /** Convites confirmados. */
  sold: number;
  /** Convites aguardando pagamento (reserva ainda válida). */
  pending: number;
  /** Convites ainda disponíveis (estoque − vendidos − pendentes). */
  available: number;
  /** Confirmados gratuitos (pessoas do clube). */
  free: number;
  /** Confirmados pagos. */
  paid: number;
  /** Receita dos convites confirmados, em centavos. */
  revenue: number;
};
export type EventsReportSummaryDto = {
  events: number;
  ticketsTotal: number;
  sold: number;
  pending: number;
  free: number;
  paid: number;
  /** Centavos. */
  revenue: number;
};
export type EventsReportPageDto = {
  data: EventsReportRowDto[];
  total: number;
  summary: EventsReportSummaryDto;
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
export type EventsReportFilterDto = {
  /** Primeiro dia (aaaa-mm-dd, fuso do clube). */
  startsAt: string;
  /** Último dia (aaaa-mm-dd, fuso do clube), não antes de startsAt; período de até 366 dias. */
  endsAt: string;
  /** Só este local (id). */
  local?: number;
};
export type LocalsReportRowDto = {
  id: number;
  description: string;
  /** Tipo de local. */
  type: string;
  capacity: number;
  status: 'Ativo' | 'Inativo';
  /** Reservas confirmadas que tocam o período. */
  reservations: number;
  /** Horas reservadas (confirmadas) dentro do período. */
  hoursBooked: number;
  /** Horas de funcionamento no período: horário do local × dias do período sem restrição de datas ativa. */
  openHours: number;
  /** Ocupação: horas reservadas / horas de funcionamento, em %. */
  occupancyPercent: number;
  /** Convidados das reservas confirmadas. */
  guests: number;
  /** Pago pelas reservas confirmadas, em centavos. */
  revenue: number;
};
export type LocalsReportSummaryDto = {
  locals: number;
  reservations: number;
  hoursBooked: number;
  openHours: number;
  occupancyPercent: number;
  guests: number;
  /** Centavos. */
  revenue: number;
};
export type LocalsReportChartPointDto = {
  localId: number;
  local: string;
  occupancyPercent: number;
};
export type LocalsReportPageDto = {
  data: LocalsReportRowDto[];
  total: number;
  summary: LocalsReportSummaryDto;
  /** Ocupação de cada local do relatório (todos, não só a página). */
  chart: LocalsReportChartPointDto[];
};
export type LocalsReportFilterDto = {
  /** Primeiro dia (aaaa-mm-dd, fuso do clube). */
  startsAt: string;
  /** Último dia (aaaa-mm-dd, fuso do clube), não antes de startsAt; período de até 366 dias. */
  endsAt: string;
  /** Só este local (id). */
  local?: number;
};
export type PeopleReportRowDto = {
  id: string;
  name: string;
  /** Empresa. */
  company: string | null;
  /** Só dígitos (DDD + número). */
  phone: string | null;
  email: string;
  admissionDate: string | null;
  birthDate: string | null;
  maritalStatus: string | null;
};
export type PeopleReportPageDto = {
  data: PeopleReportRowDto[];
  total: number;
};
export type BlockedPersonRowDto = {
  id: string;
  userType: 'Associate' | 'Dependent';
  name: string;
  /** CPF, 11 dígitos. */
  cpf: string | null;
  birthDate: string | null;
  /** Os motivos do bloqueio, num texto. */
  reasonsString: string;
};
export type BlockedPeoplePageDto = {
  data: BlockedPersonRowDto[];
  total: number;
};
export type BlockedPersonDto = {
  id: string;
  userType: 'Associate' | 'Dependent';
  name: string;
  cpf: string | null;
  birthDate: string | null;
  /** Motivos do bloqueio (vazio: não bloqueado). */
  reasons: string[];
};
export type ShowBlockedPersonDto = {
  userType: 'Associate' | 'Dependent';
  /** Id do associado ou do dependente. */
  userId: string;
};
export type LocalReservationsReportRowDto = {
  id: number;
  local: string;
  /** Nome do associado. */
  associate: string;
  startsAt: string;
  endsAt: string;
  /** Convidados. */
  guests: number;
  status: 'Pendente' | 'Confirmada' | 'Cancelada' | 'Expirada';
  /** O pedido foi pago (ou era gratuito). */
  paid: boolean;
  /** Valor do pedido em centavos. */
  total: number;
};
export type LocalReservationsReportSummaryDto = {
  reservations: number;
  confirmed: number;
  guests: number;
  /** Pago em centavos. */
  paidTotal: number;
};
export type LocalReservationsReportPageDto = {
  data: LocalReservationsReportRowDto[];
  total: number;
  summary: LocalReservationsReportSummaryDto;
};
export type LocalReservationsReportFilterDto = {
  /** Primeiro dia (aaaa-mm-dd, fuso do clube). */
  startsAt: string;
  /** Último dia (aaaa-mm-dd, fuso do clube), não antes de startsAt; período de até 366 dias. */
  endsAt: string;
  /** Só este local (id). */
  local?: number;
  /** Só as reservas deste associado (id). */
  associate?: string;
};
export type DateRestrictionsReportRowDto = {
  id: number;
  description: string;
  startsAt: string;
  endsAt: string;
  /** Dias da restrição (as duas pontas contadas). */
  days: number;
  status: 'Ativo' | 'Inativo';
  /** Os locais (descrição), em ordem alfabética. */
  locals: string[];
};
export type DateRestrictionsReportSummaryDto = {
  restrictions: number;
  /** Restrições ativas. */
  active: number;
};
export type DateRestrictionsReportPageDto = {
  data: DateRestrictionsReportRowDto[];
  total: number;
  summary: DateRestrictionsReportSummaryDto;
};
export type DateRestrictionsReportFilterDto = {
  /** Primeiro dia (aaaa-mm-dd, fuso do clube). */
  startsAt: string;
  /** Último dia (aaaa-mm-dd, fuso do clube), não antes de startsAt; período de até 366 dias. */
  endsAt: string;
  /** Só este local (id). */
  local?: number;
};
export type AccessRowDto = {
  id: number;
  /** O local da portaria. */
  localDescription: string | null;
  /** Null: código desconhecido. */
  name: string | null;
  docType: string | null;
  /** CPF; mascarado (***.456.789-**) para quem não é administrador. */
  doc: string | null;
  /** Quando a tentativa foi feita. */
  accessAt: string;
  userType: ('Associado' | 'Dependente' | 'Convidado' | null) | null;
  /** Entrada liberada. */
  allowed: boolean;
  /** Motivo da recusa; só para administradores (null para os demais). */
  reason: string | null;
  /** O código digitado ou lido (convite, ingresso ou carteirinha); só para administradores (null para os demais). */
  code: number | null;
  /** O evento do ingresso validado (null: convite de reserva ou carteirinha). */
  event: string | null;
  /** Quem validou na portaria: nome e sobrenome do usuário interno (null se a conta foi excluída). */
  staffUser: string | null;
};
export type AccessChartPointDto = {
  day: string;
  localId: number | null;
  local: string | null;
  allowed: number;
  denied: number;
};
export type AccessReportPageDto = {
  data: AccessRowDto[];
  total: number;
  /** Tentativas liberadas e negadas por dia e local, do período inteiro. */
  chart: AccessChartPointDto[];
};
export const {
  useEventsReportQuery,
  useExportEventsReportMutation,
  useLocalsReportQuery,
  useExportLocalsReportMutation,
  usePeopleReportQuery,
  useExportPeopleReportQuery,
  useListAssociateDependentBlockedQuery,
  useExportAssociateDependentBlockedQuery,
  useShowAssociateDependentBlockedMutation,
  useLocalReservationsReportQuery,
  useExportLocalReservationsReportMutation,
  useDateRestrictionsReportQuery,
  useExportDateRestrictionsReportMutation,
  useReportAccessLocalQuery,
  useExportAccessLocalQuery,
} = injectedRtkApi;
