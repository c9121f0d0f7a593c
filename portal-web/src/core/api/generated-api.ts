import { baseApi as api } from './base-api';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAssociateMe: build.query<GetAssociateMeApiResponse, GetAssociateMeApiArg>({
      query: () => ({ url: `/api/associate/me` }),
      providesTags: ['Member'],
    }),
    downloadFile: build.mutation<DownloadFileApiResponse, DownloadFileApiArg>({
      query: (queryArg) => ({
        url: `/api/download-file`,
        method: 'POST',
        body: queryArg.downloadFileDto,
      }),
    }),
    downloadFiles: build.mutation<DownloadFilesApiResponse, DownloadFilesApiArg>({
      query: (queryArg) => ({
        url: `/api/download-files`,
        method: 'POST',
        body: queryArg.downloadFilesDto,
      }),
    }),
    getSiteConfigurationPublic: build.query<
      GetSiteConfigurationPublicApiResponse,
      GetSiteConfigurationPublicApiArg
    >({
      query: () => ({ url: `/api/site-configuration-public` }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as sharedApi };
export type GetAssociateMeApiResponse = /** status 200  */ AssociateProfileDto;
export type GetAssociateMeApiArg = void;
export type DownloadFileApiResponse =
  /** status 200 O arquivo, como anexo, com o seu tipo (imagem, PDF, vídeo). */ Blob;
export type DownloadFileApiArg = {
  downloadFileDto: DownloadFileDto;
};
export type DownloadFilesApiResponse =
  /** status 200 Um arquivo zip com os arquivos pedidos. */ Blob;
export type DownloadFilesApiArg = {
  downloadFilesDto: DownloadFilesDto;
};
export type GetSiteConfigurationPublicApiResponse = /** status 200  */ SiteConfigurationPublicDto;
export type GetSiteConfigurationPublicApiArg = void;
export type StatusDto = {
  id: number;
  description: string;
};
export type CompanyRefDto = {
  id: number;
  description: string;
};
export type DependentSummaryDto = {
  id: string;
  name: string;
  birthDate: string | null;
  parentage: string;
  /** URL da foto. */
  image: string | null;
  updatedAt: string;
};
export type AssociateProfileDto = {
  id: string;
  name: string;
  email: string;
  /** CPF, 11 dígitos. */
  cpf: string;
  /** Só dígitos. */
  phone: string | null;
  registration: string | null;
  status: StatusDto;
  company: CompanyRefDto | (null | null);
  maritalStatus: string | null;
  birthDate: string | null;
  /** URL da foto. */
  image: string | null;
  createdAt: string;
  isFirstAccess: boolean;
  dependents: DependentSummaryDto[];
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
export type DownloadFileDto = {
  /** Nome do arquivo (ou a URL /api/files/<nome>). */
  fileName: string;
};
export type DownloadFilesDto = {
  /** Nomes (ou URLs) dos arquivos, de 1 a 100. */
  files: string[];
  /** Reduz as imagens para no máximo 1920 px de lado. */
  resize?: boolean;
};
export type ContentStatusDto = {
  /** 1 Ativo, 2 Inativo */
  id: 1 | 2;
  description: string;
};
export type TicketTemplateSummaryDto = {
  id: number;
  title: string;
  /** URL da imagem. */
  image: string;
  color: string;
  status: ContentStatusDto;
};
export type SiteConfigurationPublicDto = {
  clubName: string;
  primaryColor: string;
  secondaryColor: string;
  primaryButtonTextColor: string;
  /** Grafia do contrato (S maiúsculo). */
  SecondaryButtonTextColor: string;
  footerMainColor: string;
  homeNewsColor: string;
  homePhotosColor: string;
  homeVideosColor: string;
  /** URL do logo principal. */
  logo1: string | null;
  /** URL do logo secundário. */
  logo2: string | null;
  /** Telefone, só dígitos. */
  telephone: string | null;
  /** WhatsApp, só dígitos. */
  cellphone: string | null;
  email: string | null;
  address: string | null;
  /** CNPJ, só dígitos. */
  companyNumber: string | null;
  /** Horário de atendimento (HTML sanitizado). */
  timeAttendance: string | null;
  /** Conteúdo da home (HTML sanitizado). */
  homeContents: string | null;
  /** Texto da página Sobre (HTML sanitizado). */
  aboutColibri: string | null;
  /** URL do estatuto (PDF). */
  docPdf1: string | null;
  /** URL do regimento interno (PDF). */
  docPdf2: string | null;
  facebookUrl: string | null;
  instagramUrl: string | null;
  youtubeUrl: string | null;
  /** Cancelamento de reservas: até quantas horas antes do início o associado pode cancelar uma reserva confirmada. */
  reservationCancelHours: number;
  /** Modelo de convite padrão. */
  templateDefault: TicketTemplateSummaryDto | (null | null);
  updatedAt: string | null;
};
export const {
  useGetAssociateMeQuery,
  useDownloadFileMutation,
  useDownloadFilesMutation,
  useGetSiteConfigurationPublicQuery,
} = injectedRtkApi;
