import { baseApi as api } from './base-api';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    getHealth: build.query<GetHealthApiResponse, GetHealthApiArg>({
      query: () => ({ url: `/api/health` }),
    }),
    getFile: build.query<GetFileApiResponse, GetFileApiArg>({
      query: (queryArg) => ({ url: `/api/files/${queryArg.fileName}` }),
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
    deleteFile: build.mutation<DeleteFileApiResponse, DeleteFileApiArg>({
      query: (queryArg) => ({ url: `/api/file/${queryArg.id}`, method: 'DELETE' }),
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
export { injectedRtkApi as adminApi };
export type GetHealthApiResponse = /** status 200  */ HealthDto;
export type GetHealthApiArg = void;
export type GetFileApiResponse = unknown;
export type GetFileApiArg = {
  fileName: string;
};
export type DownloadFileApiResponse = unknown;
export type DownloadFileApiArg = {
  downloadFileDto: DownloadFileDto;
};
export type DownloadFilesApiResponse = unknown;
export type DownloadFilesApiArg = {
  downloadFilesDto: DownloadFilesDto;
};
export type DeleteFileApiResponse = unknown;
export type DeleteFileApiArg = {
  id: string;
};
export type GetSiteConfigurationPublicApiResponse = /** status 200  */ SiteConfigurationPublicDto;
export type GetSiteConfigurationPublicApiArg = void;
export type HealthDto = {
  status: string;
  database: string;
  databaseKind: 'embedded' | 'postgresql';
  uptimeSeconds: number;
};
export type ApiErrorDto = {
  statusCode: number;
  /** Mensagem para pessoas (pt-BR). */
  error: string;
  /** Código estável, para programas. */
  code: string;
  fields?: {
    [key: string]: string;
  };
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
  updatedAt: string | null;
};
export const {
  useGetHealthQuery,
  useGetFileQuery,
  useDownloadFileMutation,
  useDownloadFilesMutation,
  useDeleteFileMutation,
  useGetSiteConfigurationPublicQuery,
} = injectedRtkApi;
