import { baseApi as api } from './base-api';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    loginAdmin: build.mutation<LoginAdminApiResponse, LoginAdminApiArg>({
      query: (queryArg) => ({
        url: `/api/auth/login-admin`,
        method: 'POST',
        body: queryArg.loginAdminDto,
      }),
    }),
    signup: build.mutation<SignupApiResponse, SignupApiArg>({
      query: (queryArg) => ({
        url: `/api/auth/signup`,
        method: 'POST',
        body: queryArg.newStaffDto,
      }),
    }),
    loginAssociate: build.mutation<LoginAssociateApiResponse, LoginAssociateApiArg>({
      query: (queryArg) => ({
        url: `/api/auth/login-associate`,
        method: 'POST',
        body: queryArg.loginAssociateDto,
      }),
    }),
    refreshToken: build.mutation<RefreshTokenApiResponse, RefreshTokenApiArg>({
      query: (queryArg) => ({
        url: `/api/refresh-token`,
        method: 'POST',
        body: queryArg.refreshTokenDto,
      }),
    }),
    logout: build.mutation<LogoutApiResponse, LogoutApiArg>({
      query: (queryArg) => ({ url: `/api/auth/logout`, method: 'POST', body: queryArg.logoutDto }),
    }),
    sendEmailResetPassword: build.mutation<
      SendEmailResetPasswordApiResponse,
      SendEmailResetPasswordApiArg
    >({
      query: (queryArg) => ({
        url: `/api/send-email-reset-password`,
        method: 'POST',
        body: queryArg.sendResetDto,
      }),
    }),
    recoveryPassword: build.mutation<RecoveryPasswordApiResponse, RecoveryPasswordApiArg>({
      query: (queryArg) => ({
        url: `/api/recovery-password`,
        method: 'POST',
        body: queryArg.recoveryPasswordDto,
      }),
    }),
    getMe: build.query<GetMeApiResponse, GetMeApiArg>({
      query: () => ({ url: `/api/users/me` }),
    }),
    updateMe: build.mutation<UpdateMeApiResponse, UpdateMeApiArg>({
      query: (queryArg) => ({ url: `/api/users/me`, method: 'PUT', body: queryArg.updateMeDto }),
    }),
    listStatus: build.query<ListStatusApiResponse, ListStatusApiArg>({
      query: () => ({ url: `/api/status` }),
    }),
    listUsers: build.query<ListUsersApiResponse, ListUsersApiArg>({
      query: (queryArg) => ({
        url: `/api/users`,
        params: {
          skip: queryArg.skip,
          take: queryArg.take,
          search: queryArg.search,
          sort: queryArg.sort,
        },
      }),
    }),
    createUser: build.mutation<CreateUserApiResponse, CreateUserApiArg>({
      query: (queryArg) => ({ url: `/api/users`, method: 'POST', body: queryArg.createUserDto }),
    }),
    getUser: build.query<GetUserApiResponse, GetUserApiArg>({
      query: (queryArg) => ({ url: `/api/users/${queryArg.id}` }),
    }),
    updateUser: build.mutation<UpdateUserApiResponse, UpdateUserApiArg>({
      query: (queryArg) => ({
        url: `/api/users/${queryArg.id}`,
        method: 'PUT',
        body: queryArg.updateUserDto,
      }),
    }),
    deleteUser: build.mutation<DeleteUserApiResponse, DeleteUserApiArg>({
      query: (queryArg) => ({ url: `/api/users/${queryArg.id}`, method: 'DELETE' }),
    }),
    deleteUsers: build.mutation<DeleteUsersApiResponse, DeleteUsersApiArg>({
      query: (queryArg) => ({ url: `/api/users/multiple`, method: 'POST', body: queryArg.idsDto }),
    }),
    listPermissionGroups: build.query<ListPermissionGroupsApiResponse, ListPermissionGroupsApiArg>({
      query: () => ({ url: `/api/group-permissions` }),
    }),
    getUserPermissions: build.query<GetUserPermissionsApiResponse, GetUserPermissionsApiArg>({
      query: (queryArg) => ({
        url: `/api/v1/users-permission`,
        params: {
          userId: queryArg.userId,
        },
      }),
    }),
    toggleUserPermission: build.mutation<
      ToggleUserPermissionApiResponse,
      ToggleUserPermissionApiArg
    >({
      query: (queryArg) => ({
        url: `/api/v1/users-toggle-permission`,
        method: 'POST',
        body: queryArg.togglePermissionDto,
      }),
    }),
    getAssociateMe: build.query<GetAssociateMeApiResponse, GetAssociateMeApiArg>({
      query: () => ({ url: `/api/associate/me` }),
    }),
    updateAssociatePassword: build.mutation<
      UpdateAssociatePasswordApiResponse,
      UpdateAssociatePasswordApiArg
    >({
      query: (queryArg) => ({
        url: `/api/associate/update-password`,
        method: 'PUT',
        body: queryArg.updatePasswordDto,
      }),
    }),
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
export type LoginAdminApiResponse = /** status 200  */ LoginAdminResponseDto;
export type LoginAdminApiArg = {
  loginAdminDto: LoginAdminDto;
};
export type SignupApiResponse = /** status 201  */ MessageDto;
export type SignupApiArg = {
  newStaffDto: NewStaffDto;
};
export type LoginAssociateApiResponse = /** status 200  */ LoginAssociateResponseDto;
export type LoginAssociateApiArg = {
  loginAssociateDto: LoginAssociateDto;
};
export type RefreshTokenApiResponse = /** status 200  */ TokensDto;
export type RefreshTokenApiArg = {
  refreshTokenDto: RefreshTokenDto;
};
export type LogoutApiResponse = unknown;
export type LogoutApiArg = {
  logoutDto: LogoutDto;
};
export type SendEmailResetPasswordApiResponse = /** status 200  */ MessageDto;
export type SendEmailResetPasswordApiArg = {
  sendResetDto: SendResetDto;
};
export type RecoveryPasswordApiResponse = /** status 200  */ MessageDto;
export type RecoveryPasswordApiArg = {
  recoveryPasswordDto: RecoveryPasswordDto;
};
export type GetMeApiResponse = /** status 200  */ StaffProfileDto;
export type GetMeApiArg = void;
export type UpdateMeApiResponse = /** status 200  */ StaffProfileDto;
export type UpdateMeApiArg = {
  updateMeDto: UpdateMeDto;
};
export type ListStatusApiResponse = /** status 200  */ StatusDto[];
export type ListStatusApiArg = void;
export type ListUsersApiResponse = /** status 200  */ StaffPageDto;
export type ListUsersApiArg = {
  skip?: number;
  take?: number;
  search?: string;
  /** Campo de ordenação; prefixo "-" para decrescente. */
  sort?: string;
};
export type CreateUserApiResponse = /** status 201  */ StaffProfileDto;
export type CreateUserApiArg = {
  createUserDto: CreateUserDto;
};
export type GetUserApiResponse = /** status 200  */ StaffProfileDto;
export type GetUserApiArg = {
  id: string;
};
export type UpdateUserApiResponse = /** status 200  */ StaffProfileDto;
export type UpdateUserApiArg = {
  id: string;
  updateUserDto: UpdateUserDto;
};
export type DeleteUserApiResponse = unknown;
export type DeleteUserApiArg = {
  id: string;
};
export type DeleteUsersApiResponse = unknown;
export type DeleteUsersApiArg = {
  idsDto: IdsDto;
};
export type ListPermissionGroupsApiResponse = /** status 200  */ PermissionGroupDto[];
export type ListPermissionGroupsApiArg = void;
export type GetUserPermissionsApiResponse = /** status 200  */ UserPermissionsDto;
export type GetUserPermissionsApiArg = {
  userId: string;
};
export type ToggleUserPermissionApiResponse = /** status 200  */ TogglePermissionResultDto;
export type ToggleUserPermissionApiArg = {
  togglePermissionDto: TogglePermissionDto;
};
export type GetAssociateMeApiResponse = /** status 200  */ AssociateProfileDto;
export type GetAssociateMeApiArg = void;
export type UpdateAssociatePasswordApiResponse = /** status 200  */ UpdatePasswordResponseDto;
export type UpdateAssociatePasswordApiArg = {
  updatePasswordDto: UpdatePasswordDto;
};
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
export type StatusDto = {
  id: number;
  description: string;
};
export type PermissionRefDto = {
  id: number;
  description: string;
};
export type StaffProfileDto = {
  id: string;
  name: string;
  surname: string;
  email: string;
  /** CPF, 11 dígitos. */
  cpf: string;
  admin: boolean;
  status: StatusDto;
  createdAt: string;
  permissions: PermissionRefDto[];
};
export type LoginAdminResponseDto = {
  /** JWT de acesso (Authorization: Bearer). */
  accessToken: string;
  /** Token de renovação, de uso único (POST /refresh-token). */
  refreshToken: string;
  /** Validade do token de acesso, em segundos. */
  expiresIn: number;
  user: StaffProfileDto;
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
export type LoginAdminDto = {
  cpf: string;
  password: string;
};
export type MessageDto = {
  message: string;
};
export type NewStaffDto = {
  name: string;
  surname: string;
  email: string;
  /** Com ou sem máscara. */
  cpf: string;
  password: string;
  passwordConfirmation: string;
};
export type LoginAssociateResponseDto = {
  /** JWT de acesso (Authorization: Bearer). */
  accessToken: string;
  /** Token de renovação, de uso único (POST /refresh-token). */
  refreshToken: string;
  /** Validade do token de acesso, em segundos. */
  expiresIn: number;
  /** Verdadeiro enquanto o associado não trocar a senha do primeiro acesso. */
  isFirstAccess: boolean;
  /** Id do associado (enviado em POST /refresh-token). */
  authUserId: string;
};
export type LoginAssociateDto = {
  email: string;
  password: string;
  /** Manter conectado: renovação por 30 dias em vez de 12 horas. */
  keepConnected?: boolean;
};
export type TokensDto = {
  /** JWT de acesso (Authorization: Bearer). */
  accessToken: string;
  /** Token de renovação, de uso único (POST /refresh-token). */
  refreshToken: string;
  /** Validade do token de acesso, em segundos. */
  expiresIn: number;
};
export type RefreshTokenDto = {
  refreshToken: string;
  authUserId: string;
};
export type LogoutDto = {
  refreshToken: string;
};
export type SendResetDto = {
  email: string;
  /** true para associado (portal), false para equipe (back office). */
  associate: boolean;
};
export type RecoveryPasswordDto = {
  email: string;
  password: string;
  passwordConfirmation: string;
  /** O código do link enviado por e-mail. */
  code: string;
  associate: boolean;
};
export type UpdateMeDto = {
  name?: string;
  surname?: string;
  email?: string;
  /** Obrigatória para trocar a senha. */
  currentPassword?: string;
  password?: string;
  passwordConfirmation?: string;
};
export type StaffPageDto = {
  data: StaffProfileDto[];
  total: number;
};
export type CreateUserDto = {
  name: string;
  surname: string;
  email: string;
  /** Com ou sem máscara. */
  cpf: string;
  password: string;
  passwordConfirmation: string;
  admin?: boolean;
  /** 1 Ativo, 2 Inativo, 3 Pendente */
  status?: 1 | 2 | 3;
};
export type UpdateUserDto = {
  name?: string;
  surname?: string;
  email?: string;
  admin?: boolean;
  /** 1 Ativo, 2 Inativo, 3 Pendente */
  status?: 1 | 2 | 3;
  /** Ids das permissões (substitui a lista). */
  permissions?: number[];
};
export type IdsDto = {
  ids: string[];
};
export type PermissionItemDto = {
  id: number;
  description: string;
  label: string;
};
export type PermissionGroupDto = {
  key: string;
  title: string;
  permissions: PermissionItemDto[];
};
export type UserPermissionsDto = {
  userId: string;
  permissions: PermissionRefDto[];
};
export type TogglePermissionResultDto = {
  userId: string;
  permissionId: number;
  /** true quando a permissão passou a ser concedida. */
  granted: boolean;
  message: string;
};
export type TogglePermissionDto = {
  userId: string;
  permissionId: number;
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
  company: CompanyRefDto | null;
  maritalStatus: string | null;
  birthDate: string | null;
  /** URL da foto. */
  image: string | null;
  createdAt: string;
  isFirstAccess: boolean;
  dependents: DependentSummaryDto[];
};
export type UpdatePasswordResponseDto = {
  message: string;
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
};
export type UpdatePasswordDto = {
  password: string;
  passwordConfirmation: string;
  /** Mantém a nova sessão conectada por 30 dias. */
  keepConnected?: boolean;
};
export type HealthDto = {
  status: string;
  database: string;
  databaseKind: 'embedded' | 'postgresql';
  uptimeSeconds: number;
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
  useLoginAdminMutation,
  useSignupMutation,
  useLoginAssociateMutation,
  useRefreshTokenMutation,
  useLogoutMutation,
  useSendEmailResetPasswordMutation,
  useRecoveryPasswordMutation,
  useGetMeQuery,
  useUpdateMeMutation,
  useListStatusQuery,
  useListUsersQuery,
  useCreateUserMutation,
  useGetUserQuery,
  useUpdateUserMutation,
  useDeleteUserMutation,
  useDeleteUsersMutation,
  useListPermissionGroupsQuery,
  useGetUserPermissionsQuery,
  useToggleUserPermissionMutation,
  useGetAssociateMeQuery,
  useUpdateAssociatePasswordMutation,
  useGetHealthQuery,
  useGetFileQuery,
  useDownloadFileMutation,
  useDownloadFilesMutation,
  useDeleteFileMutation,
  useGetSiteConfigurationPublicQuery,
} = injectedRtkApi;
