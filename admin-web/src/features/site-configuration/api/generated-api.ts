import { baseApi as api } from '../../../shared/api/base-api';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSiteConfigurationPublic: build.query<
      GetSiteConfigurationPublicApiResponse,
      GetSiteConfigurationPublicApiArg
    >({
      query: () => ({ url: `/api/site-configuration-public` }),
    }),
    getSiteConfiguration: build.query<GetSiteConfigurationApiResponse, GetSiteConfigurationApiArg>({
      query: () => ({ url: `/api/site-configuration` }),
    }),
    updateSiteConfiguration: build.mutation<
      UpdateSiteConfigurationApiResponse,
      UpdateSiteConfigurationApiArg
    >({
      query: (queryArg) => ({
        url: `/api/site-configuration`,
        method: 'POST',
        body: queryArg.siteConfigurationFormDto,
      }),
    }),
    listFacilities: build.query<ListFacilitiesApiResponse, ListFacilitiesApiArg>({
      query: () => ({ url: `/api/site-configuration/facilities` }),
    }),
    replaceFacilities: build.mutation<ReplaceFacilitiesApiResponse, ReplaceFacilitiesApiArg>({
      query: (queryArg) => ({
        url: `/api/site-configuration/facilities`,
        method: 'PUT',
        body: queryArg.facilitiesDto,
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as siteConfigurationGeneratedApi };
export type GetSiteConfigurationPublicApiResponse = /** status 200  */ SiteConfigurationPublicDto;
export type GetSiteConfigurationPublicApiArg = void;
export type GetSiteConfigurationApiResponse = /** status 200  */ SiteConfigurationDto;
export type GetSiteConfigurationApiArg = void;
export type UpdateSiteConfigurationApiResponse = /** status 200  */ SiteConfigurationDto;
export type UpdateSiteConfigurationApiArg = {
  siteConfigurationFormDto: SiteConfigurationFormDto;
};
export type ListFacilitiesApiResponse = /** status 200  */ FacilityDto[];
export type ListFacilitiesApiArg = void;
export type ReplaceFacilitiesApiResponse = /** status 200  */ FacilityDto[];
export type ReplaceFacilitiesApiArg = {
  facilitiesDto: FacilitiesDto;
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
export type FileRefDto = {
  id: string;
  url: string;
  name: string;
  mimeType: string;
};
export type SiteConfigurationDto = {
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
  /** E-mail da administração. */
  emailAdm: string | null;
  /** Associados e dependentes de outra família entram grátis como convidados de um associado (gastando os convites grátis dele). Desligado (padrão): só a própria família é grátis; os demais pagam o valor de convidado. */
  otherFamiliesFree: boolean;
  /** Visitas (reservas) por mês de um mesmo convidado de fora, por CPF, somando todos os anfitriões; null: sem limite. */
  guestVisitsPerMonth: number | null;
  logo1File: FileRefDto | (null | null);
  logo2File: FileRefDto | (null | null);
  docPdf1File: FileRefDto | (null | null);
  docPdf2File: FileRefDto | (null | null);
  createdAt: string | null;
};
export type SiteConfigurationFormDto = {
  clubName?: string;
  primaryColor?: string;
  secondaryColor?: string;
  primaryButtonTextColor?: string;
  SecondaryButtonTextColor?: string;
  footerMainColor?: string;
  homeNewsColor?: string;
  homePhotosColor?: string;
  homeVideosColor?: string;
  telephone?: string | null;
  cellphone?: string | null;
  /** E-mail público de contato. */
  email?: string | null;
  /** E-mail da administração. */
  emailAdm?: string | null;
  address?: string | null;
  companyNumber?: string | null;
  /** HTML (sanitizado). */
  timeAttendance?: string | null;
  /** HTML (sanitizado). */
  homeContents?: string | null;
  /** HTML (sanitizado). */
  aboutColibri?: string | null;
  facebookUrl?: string | null;
  instagramUrl?: string | null;
  youtubeUrl?: string | null;
  /** Id do modelo de convite padrão; vazio limpa. */
  templateDefault?: number | null;
  /** Cancelamento de reservas (horas de antecedência), de 0 a 720. */
  reservationCancelHours?: number;
  /** Associados e dependentes de outra família entram grátis como convidados de um associado (gastando os convites grátis dele). Desligado (padrão): só a própria família é grátis; os demais pagam o valor de convidado. */
  otherFamiliesFree?: boolean;
  /** Visitas (reservas) por mês de um mesmo convidado de fora, por CPF, somando todos os anfitriões; null: sem limite. Envie vazio (ou null) para não limitar. */
  guestVisitsPerMonth?: number | null;
  /** Arquivos a remover (campos repetidos ou separados por vírgula). */
  remove?: ('logo1' | 'logo2' | 'docPdf1' | 'docPdf2')[];
  /** Logo principal (png, jpg ou jpeg). */
  logo1?: Blob;
  /** Logo secundário (png, jpg ou jpeg). */
  logo2?: Blob;
  /** Estatuto (pdf). */
  docPdf1?: Blob;
  /** Regimento interno (pdf). */
  docPdf2?: Blob;
};
export type FacilityDto = {
  number: number;
  name: string;
  description?: string | null;
};
export type FacilitiesDto = {
  /** A lista inteira (substitui a atual). */
  facilities: FacilityDto[];
};
export const {
  useGetSiteConfigurationPublicQuery,
  useGetSiteConfigurationQuery,
  useUpdateSiteConfigurationMutation,
  useListFacilitiesQuery,
  useReplaceFacilitiesMutation,
} = injectedRtkApi;
