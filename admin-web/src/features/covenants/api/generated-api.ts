import { baseApi as api } from '../../../shared/api/base-api';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    listCovenantCategories: build.query<
      ListCovenantCategoriesApiResponse,
      ListCovenantCategoriesApiArg
    >({
      query: () => ({ url: `/api/category` }),
    }),
    createCovenantCategory: build.mutation<
      CreateCovenantCategoryApiResponse,
      CreateCovenantCategoryApiArg
    >({
      query: (queryArg) => ({
        url: `/api/category`,
        method: 'POST',
        body: queryArg.createCovenantCategoryDto,
      }),
    }),
    listCovenants: build.query<ListCovenantsApiResponse, ListCovenantsApiArg>({
      query: (queryArg) => ({
        url: `/api/covenant`,
        params: {
          skip: queryArg.skip,
          take: queryArg.take,
          search: queryArg.search,
          sort: queryArg.sort,
        },
      }),
    }),
    createCovenant: build.mutation<CreateCovenantApiResponse, CreateCovenantApiArg>({
      query: (queryArg) => ({
        url: `/api/covenant`,
        method: 'POST',
        body: queryArg.createCovenantFormDto,
      }),
    }),
    getCovenant: build.query<GetCovenantApiResponse, GetCovenantApiArg>({
      query: (queryArg) => ({ url: `/api/covenant/${queryArg.id}` }),
    }),
    updateCovenant: build.mutation<UpdateCovenantApiResponse, UpdateCovenantApiArg>({
      query: (queryArg) => ({
        url: `/api/covenant/${queryArg.id}`,
        method: 'PUT',
        body: queryArg.updateCovenantFormDto,
      }),
    }),
    deleteCovenant: build.mutation<DeleteCovenantApiResponse, DeleteCovenantApiArg>({
      query: (queryArg) => ({ url: `/api/covenant/${queryArg.id}`, method: 'DELETE' }),
    }),
    deleteCovenants: build.mutation<DeleteCovenantsApiResponse, DeleteCovenantsApiArg>({
      query: (queryArg) => ({
        url: `/api/covenant/multiple`,
        method: 'POST',
        body: queryArg.intIdsDto,
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as covenantsGeneratedApi };
export type ListCovenantCategoriesApiResponse = /** status 200  */ CovenantCategoryDto[];
export type ListCovenantCategoriesApiArg = void;
export type CreateCovenantCategoryApiResponse = /** status 201  */ CovenantCategoryDto;
export type CreateCovenantCategoryApiArg = {
  createCovenantCategoryDto: CreateCovenantCategoryDto;
};
export type ListCovenantsApiResponse = /** status 200  */ CovenantPageDto;
export type ListCovenantsApiArg = {
  skip?: number;
  take?: number;
  search?: string;
  /** Campo de ordenação; prefixo "-" para decrescente. */
  sort?: string;
};
export type CreateCovenantApiResponse = /** status 201  */ CovenantDto;
export type CreateCovenantApiArg = {
  createCovenantFormDto: CreateCovenantFormDto;
};
export type GetCovenantApiResponse = /** status 200  */ CovenantDto;
export type GetCovenantApiArg = {
  id: number;
};
export type UpdateCovenantApiResponse = /** status 200  */ CovenantDto;
export type UpdateCovenantApiArg = {
  id: number;
  updateCovenantFormDto: UpdateCovenantFormDto;
};
export type DeleteCovenantApiResponse = unknown;
export type DeleteCovenantApiArg = {
  id: number;
};
export type DeleteCovenantsApiResponse = unknown;
export type DeleteCovenantsApiArg = {
  intIdsDto: IntIdsDto;
};
export type CovenantCategoryDto = {
  id: number;
  name: string;
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
export type CreateCovenantCategoryDto = {
  name: string;
};
export type CovenantImageDto = {
  id: string;
  /** URL. */
  file: string;
};
export type ContentStatusDto = {
  /** 1 Ativo, 2 Inativo */
  id: 1 | 2;
  description: string;
};
export type FileRefDto = {
  id: string;
  url: string;
  name: string;
  mimeType: string;
};
export type CovenantDto = {
  id: number;
  name: string;
  credit: string | null;
  subtitle: string | null;
  category: CovenantCategoryDto | (null | null);
  /** HTML sanitizado. */
  infos: string | null;
  /** HTML sanitizado. */
  benefits: string | null;
  /** HTML sanitizado. */
  use: string | null;
  startAt: string;
  endAt: string;
  /** URL da imagem. */
  image: string;
  imageList: CovenantImageDto[];
  video: string | null;
  videoEmbedded: string | null;
  thumbVideo: string | null;
  thumbVideoEmbedded: string | null;
  status: ContentStatusDto;
  imageFile: FileRefDto;
  videoFile: FileRefDto | (null | null);
  createdAt: string;
};
export type CovenantPageDto = {
  data: CovenantDto[];
  total: number;
};
export type CreateCovenantFormDto = {
  name: string;
  credit?: string | null;
  subtitle?: string | null;
  /** Id da categoria; vazio = OUTROS. */
  category?: number | null;
  /** Informações da empresa (HTML). */
  infos?: string | null;
  /** Benefícios (HTML). */
  benefits?: string | null;
  /** Como usar (HTML). */
  use?: string | null;
  videoEmbedded?: string | null;
  /** 1 Ativo, 2 Inativo */
  status?: 1 | 2;
  startAt: string;
  endAt: string;
  /** Vídeo (mp4, mkv, webm ou avi). */
  video?: Blob;
  /** Miniatura (png, jpg ou jpeg). */
  thumbVideo?: Blob;
  /** Miniatura (png, jpg ou jpeg). */
  thumbVideoEmbedded?: Blob;
  /** Imagem (png, jpg ou jpeg), obrigatória. */
  image: Blob;
  /** Imagens (png, jpg ou jpeg), ao menos uma. */
  imageList: Blob[];
};
export type UpdateCovenantFormDto = {
  name?: string;
  credit?: string | null;
  subtitle?: string | null;
  /** Id da categoria; vazio = OUTROS. */
  category?: number | null;
  /** Informações da empresa (HTML). */
  infos?: string | null;
  /** Benefícios (HTML). */
  benefits?: string | null;
  /** Como usar (HTML). */
  use?: string | null;
  videoEmbedded?: string | null;
  /** 1 Ativo, 2 Inativo */
  status?: 1 | 2;
  startAt?: string;
  endAt?: string;
  /** Ids de arquivos de imageList a remover. */
  removeImageList?: string[];
  /** Arquivos a remover. */
  remove?: ('video' | 'thumbVideo' | 'thumbVideoEmbedded')[];
  /** Vídeo (mp4, mkv, webm ou avi). */
  video?: Blob;
  /** Miniatura (png, jpg ou jpeg). */
  thumbVideo?: Blob;
  /** Miniatura (png, jpg ou jpeg). */
  thumbVideoEmbedded?: Blob;
  /** Nova imagem (png, jpg ou jpeg). */
  image?: Blob;
  /** Imagens a acrescentar (png, jpg ou jpeg). */
  imageList?: Blob[];
};
export type IntIdsDto = {
  ids: number[];
};
export const {
  useListCovenantCategoriesQuery,
  useCreateCovenantCategoryMutation,
  useListCovenantsQuery,
  useCreateCovenantMutation,
  useGetCovenantQuery,
  useUpdateCovenantMutation,
  useDeleteCovenantMutation,
  useDeleteCovenantsMutation,
} = injectedRtkApi;
