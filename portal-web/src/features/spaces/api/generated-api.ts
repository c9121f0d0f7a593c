import { baseApi as api } from '../../../core/api/base-api';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    listLocalsPublic: build.query<ListLocalsPublicApiResponse, ListLocalsPublicApiArg>({
      query: () => ({ url: `/api/locals/public` }),
    }),
    getLocalPublic: build.query<GetLocalPublicApiResponse, GetLocalPublicApiArg>({
      query: (queryArg) => ({ url: `/api/locals/public/${queryArg.slug}` }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as spacesApi };
export type ListLocalsPublicApiResponse = /** status 200  */ LocalPublicDto[];
export type ListLocalsPublicApiArg = void;
export type GetLocalPublicApiResponse = /** status 200  */ LocalPublicDto;
export type GetLocalPublicApiArg = {
  slug: string;
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
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'TOO_MANY_REQUESTS'
  | 'DATABASE_UNAVAILABLE'
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
  | 'TOO_MANY_DEPENDENTS'
  | 'STALE_UPDATE'
  | 'DUPLICATE_REGISTRATION'
  | 'DUPLICATE_VALIDATION_CODE'
  | 'ACTIVE_CARD_EXISTS'
  | 'NOT_OWN_RECORD'
  | 'PAYMENT_DECLINED'
  | 'PAYMENT_UNAVAILABLE'
  | 'PAYMENT_DATA_INVALID'
  | 'PAYMENT_DATA_STALE'
  | 'PAYMENT_DATA_REUSED'
  | 'PAYMENT_IN_PROGRESS'
  | 'ORDER_NOT_PAYABLE'
  | 'AUTHENTICATION_FAILED';
export type ApiErrorDto = {
  statusCode: number;
  /** Mensagem para pessoas (pt-BR). */
  error: string;
  /** Código estável, para programas. */
  code: ErrorCode;
  fields?: {
    [key: string]: string;
  };
  /** Pagamento recusado: o que a operadora disse (ReturnMessage), mostrado sob `error`. */
  paymentMessage?: string;
};
export const { useListLocalsPublicQuery, useGetLocalPublicQuery } = injectedRtkApi;
