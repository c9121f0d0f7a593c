import { baseApi as api } from '../../../core/api/base-api';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAssociateProfile: build.query<GetAssociateProfileApiResponse, GetAssociateProfileApiArg>({
      query: () => ({ url: `/api/associate-profile` }),
      providesTags: ['Member'],
    }),
    exportAssociateData: build.query<ExportAssociateDataApiResponse, ExportAssociateDataApiArg>({
      query: () => ({ url: `/api/associate-profile/export` }),
      providesTags: ['Member'],
    }),
    updateAssociateProfile: build.mutation<
      UpdateAssociateProfileApiResponse,
      UpdateAssociateProfileApiArg
    >({
      query: (queryArg) => ({
        url: `/api/associate-profile/${queryArg.id}`,
        method: 'PUT',
        body: queryArg.updateMemberProfileFormDto,
      }),
    }),
    updateDependentProfile: build.mutation<
      UpdateDependentProfileApiResponse,
      UpdateDependentProfileApiArg
    >({
      query: (queryArg) => ({
        url: `/api/dependent-profile/${queryArg.id}`,
        method: 'PUT',
        body: queryArg.updateDependentProfileFormDto,
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as memberProfileApi };
export type GetAssociateProfileApiResponse = /** status 200  */ MemberProfileDto;
export type GetAssociateProfileApiArg = void;
export type ExportAssociateDataApiResponse =
  /** status 200 Arquivo JSON (Content-Disposition: attachment; meus-dados-aaaa-mm-dd.json). */ {
    [key: string]: any;
  };
export type ExportAssociateDataApiArg = void;
export type UpdateAssociateProfileApiResponse = /** status 200  */ MemberProfileSavedDto;
export type UpdateAssociateProfileApiArg = {
  id: string;
  updateMemberProfileFormDto: UpdateMemberProfileFormDto;
};
export type UpdateDependentProfileApiResponse = /** status 200  */ DependentProfileSavedDto;
export type UpdateDependentProfileApiArg = {
  id: string;
  updateDependentProfileFormDto: UpdateDependentProfileFormDto;
};
export type GenderDto = {
  id: number;
  description: string;
};
export type CompanyRefDto = {
  id: number;
  description: string;
};
export type ContentStatusDto = {
  /** 1 Ativo, 2 Inativo */
  id: 1 | 2;
  description: string;
};
export type MemberDependentDto = {
  id: string;
  name: string;
  parentage: string;
  gender: GenderDto;
  /** 11 dígitos. */
  cpf: string | null;
  rg: string | null;
  birthDate: string | null;
  updatedAt: string;
  status: ContentStatusDto;
  /** URL da foto. */
  image: string | null;
};
export type MemberProfileDto = {
  id: string;
  /** 11 dígitos (a tela aplica a máscara). */
  cpf: string;
  rg: string | null;
  name: string;
  gender: GenderDto;
  email: string;
  /** Só dígitos. */
  phone: string | null;
  address: string | null;
  district: string | null;
  city: string | null;
  /** 8 dígitos. */
  zipcode: string | null;
  state: string | null;
  admissionDate: string | null;
  birthDate: string | null;
  company: CompanyRefDto | (null | null);
  maritalStatus: string | null;
  registration: string | null;
  updatedAt: string;
  status: ContentStatusDto;
  /** URL da foto. */
  image: string | null;
  dependents: MemberDependentDto[];
  /** Campos que o próprio associado altera (PUT associate-profile/{id}); os demais ficam só leitura. A senha muda em PUT associate/update-password. */
  editableFields: string[];
  /** Campos de um dependente que o associado altera (PUT dependent-profile/{id}). */
  dependentEditableFields: string[];
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
export type MemberProfileSavedDto = {
  message: string;
  profile: MemberProfileDto;
};
export type UpdateMemberProfileFormDto = {
  /** Celular com DDD; só dígitos são guardados. */
  phone?: string;
  address?: string;
  district?: string;
  city?: string;
  /** CEP, 8 dígitos (máscara aceita). */
  zipcode?: string;
  state?:
    | 'AC'
    | 'AL'
    | 'AP'
    | 'AM'
    | 'BA'
    | 'CE'
    | 'DF'
    | 'ES'
    | 'GO'
    | 'MA'
    | 'MT'
    | 'MS'
    | 'MG'
    | 'PA'
    | 'PB'
    | 'PR'
    | 'PE'
    | 'PI'
    | 'RJ'
    | 'RN'
    | 'RS'
    | 'RO'
    | 'RR'
    | 'SC'
    | 'SP'
    | 'SE'
    | 'TO';
  maritalStatus?:
    | 'Solteiro(a)'
    | 'Casado(a)'
    | 'Divorciado(a)'
    | 'Vi\u00FAvo(a)'
    | 'Uni\u00E3o est\u00E1vel'
    | 'Separado(a)';
  birthDate?: string;
  /** Nova foto do perfil (png, jpg ou jpeg); substitui a anterior. */
  image?: Blob;
};
export type DependentProfileSavedDto = {
  message: string;
  dependent: MemberDependentDto;
};
export type UpdateDependentProfileFormDto = {
  name?: string;
  birthDate?: string;
  /** 0 Não Definido, 1 Feminino, 2 Masculino, 3 Transgênero, 4 Gênero Neutro, 5 Não Binário */
  gender?: 0 | 1 | 2 | 3 | 4 | 5;
  /** Nova foto do dependente (png, jpg ou jpeg); substitui a anterior. */
  image?: Blob;
};
export const {
  useGetAssociateProfileQuery,
  useExportAssociateDataQuery,
  useUpdateAssociateProfileMutation,
  useUpdateDependentProfileMutation,
} = injectedRtkApi;
