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
      query: (queryArg) => ({
        url: `/api/files/${queryArg.fileName}`,
        params: {
          w: queryArg.w,
        },
      }),
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
    listNewsPublic: build.query<ListNewsPublicApiResponse, ListNewsPublicApiArg>({
      query: () => ({ url: `/api/news/public` }),
    }),
    pageNewsPublic: build.mutation<PageNewsPublicApiResponse, PageNewsPublicApiArg>({
      query: (queryArg) => ({
        url: `/api/news/public`,
        method: 'POST',
        body: queryArg.newsPublicPageQueryDto,
      }),
    }),
    searchNewsPublic: build.query<SearchNewsPublicApiResponse, SearchNewsPublicApiArg>({
      query: (queryArg) => ({
        url: `/api/news/public/search/${queryArg.term}/${queryArg.skip}/${queryArg.take}`,
      }),
    }),
    getNewsPublic: build.query<GetNewsPublicApiResponse, GetNewsPublicApiArg>({
      query: (queryArg) => ({ url: `/api/news/public/${queryArg.slug}` }),
    }),
    listNews: build.query<ListNewsApiResponse, ListNewsApiArg>({
      query: (queryArg) => ({
        url: `/api/news`,
        params: {
          skip: queryArg.skip,
          take: queryArg.take,
          search: queryArg.search,
          sort: queryArg.sort,
        },
      }),
    }),
    createNews: build.mutation<CreateNewsApiResponse, CreateNewsApiArg>({
      query: (queryArg) => ({ url: `/api/news`, method: 'POST', body: queryArg.createNewsFormDto }),
    }),
    getNews: build.query<GetNewsApiResponse, GetNewsApiArg>({
      query: (queryArg) => ({ url: `/api/news/${queryArg.id}` }),
    }),
    updateNews: build.mutation<UpdateNewsApiResponse, UpdateNewsApiArg>({
      query: (queryArg) => ({
        url: `/api/news/${queryArg.id}`,
        method: 'PUT',
        body: queryArg.updateNewsFormDto,
      }),
    }),
    deleteNews: build.mutation<DeleteNewsApiResponse, DeleteNewsApiArg>({
      query: (queryArg) => ({ url: `/api/news/${queryArg.id}`, method: 'DELETE' }),
    }),
    deleteNewsList: build.mutation<DeleteNewsListApiResponse, DeleteNewsListApiArg>({
      query: (queryArg) => ({
        url: `/api/news/multiple`,
        method: 'POST',
        body: queryArg.intIdsDto,
      }),
    }),
    listGalleriesPublic: build.mutation<ListGalleriesPublicApiResponse, ListGalleriesPublicApiArg>({
      query: (queryArg) => ({
        url: `/api/gallery/public`,
        method: 'POST',
        body: queryArg.galleryPublicQueryDto,
      }),
    }),
    listGalleries: build.query<ListGalleriesApiResponse, ListGalleriesApiArg>({
      query: (queryArg) => ({
        url: `/api/gallery`,
        params: {
          skip: queryArg.skip,
          take: queryArg.take,
          search: queryArg.search,
          sort: queryArg.sort,
          filter: queryArg.filter,
        },
      }),
    }),
    createGallery: build.mutation<CreateGalleryApiResponse, CreateGalleryApiArg>({
      query: (queryArg) => ({
        url: `/api/gallery`,
        method: 'POST',
        body: queryArg.createGalleryFormDto,
      }),
    }),
    getGallery: build.query<GetGalleryApiResponse, GetGalleryApiArg>({
      query: (queryArg) => ({ url: `/api/gallery/${queryArg.id}` }),
    }),
    updateGallery: build.mutation<UpdateGalleryApiResponse, UpdateGalleryApiArg>({
      query: (queryArg) => ({
        url: `/api/gallery/${queryArg.id}`,
        method: 'PUT',
        body: queryArg.updateGalleryFormDto,
      }),
    }),
    deleteGallery: build.mutation<DeleteGalleryApiResponse, DeleteGalleryApiArg>({
      query: (queryArg) => ({ url: `/api/gallery/${queryArg.id}`, method: 'DELETE' }),
    }),
    deleteGalleries: build.mutation<DeleteGalleriesApiResponse, DeleteGalleriesApiArg>({
      query: (queryArg) => ({
        url: `/api/gallery/multiple`,
        method: 'POST',
        body: queryArg.intIdsDto,
      }),
    }),
    getHome: build.query<GetHomeApiResponse, GetHomeApiArg>({
      query: () => ({ url: `/api/home` }),
    }),
    listCovenantsPublic: build.query<ListCovenantsPublicApiResponse, ListCovenantsPublicApiArg>({
      query: () => ({ url: `/api/covenant/public` }),
    }),
    searchCovenantsPublic: build.query<
      SearchCovenantsPublicApiResponse,
      SearchCovenantsPublicApiArg
    >({
      query: (queryArg) => ({ url: `/api/covenant/public/search/${queryArg.term}` }),
    }),
    getCovenantPublic: build.query<GetCovenantPublicApiResponse, GetCovenantPublicApiArg>({
      query: (queryArg) => ({ url: `/api/covenant/public/${queryArg.id}` }),
    }),
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
    listTicketTemplates: build.query<ListTicketTemplatesApiResponse, ListTicketTemplatesApiArg>({
      query: (queryArg) => ({
        url: `/api/ticket-template`,
        params: {
          skip: queryArg.skip,
          take: queryArg.take,
          search: queryArg.search,
          sort: queryArg.sort,
        },
      }),
    }),
    createTicketTemplate: build.mutation<
      CreateTicketTemplateApiResponse,
      CreateTicketTemplateApiArg
    >({
      query: (queryArg) => ({
        url: `/api/ticket-template`,
        method: 'POST',
        body: queryArg.createTicketTemplateFormDto,
      }),
    }),
    getTicketTemplate: build.query<GetTicketTemplateApiResponse, GetTicketTemplateApiArg>({
      query: (queryArg) => ({ url: `/api/ticket-template/${queryArg.id}` }),
    }),
    updateTicketTemplate: build.mutation<
      UpdateTicketTemplateApiResponse,
      UpdateTicketTemplateApiArg
    >({
      query: (queryArg) => ({
        url: `/api/ticket-template/${queryArg.id}`,
        method: 'PUT',
        body: queryArg.updateTicketTemplateFormDto,
      }),
    }),
    deleteTicketTemplate: build.mutation<
      DeleteTicketTemplateApiResponse,
      DeleteTicketTemplateApiArg
    >({
      query: (queryArg) => ({ url: `/api/ticket-template/${queryArg.id}`, method: 'DELETE' }),
    }),
    deleteTicketTemplateList: build.mutation<
      DeleteTicketTemplateListApiResponse,
      DeleteTicketTemplateListApiArg
    >({
      query: (queryArg) => ({
        url: `/api/ticket-template/multiple`,
        method: 'POST',
        body: queryArg.intIdsDto,
      }),
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
  /** Largura desejada de uma imagem (nunca aumentada); para srcset. */
  w?: 320 | 640 | 960 | 1280;
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
export type ListNewsPublicApiResponse = /** status 200  */ NewsPublicDto[];
export type ListNewsPublicApiArg = void;
export type PageNewsPublicApiResponse = /** status 200  */ NewsPublicDto[];
export type PageNewsPublicApiArg = {
  newsPublicPageQueryDto: NewsPublicPageQueryDto;
};
export type SearchNewsPublicApiResponse = /** status 200  */ NewsPublicDto[];
export type SearchNewsPublicApiArg = {
  term: string;
  skip: number;
  take: number;
};
export type GetNewsPublicApiResponse = /** status 200  */ NewsPublicDto;
export type GetNewsPublicApiArg = {
  slug: string;
};
export type ListNewsApiResponse = /** status 200  */ NewsPageDto;
export type ListNewsApiArg = {
  skip?: number;
  take?: number;
  search?: string;
  /** Campo de ordenação; prefixo "-" para decrescente. */
  sort?: string;
};
export type CreateNewsApiResponse = /** status 201  */ NewsDto;
export type CreateNewsApiArg = {
  createNewsFormDto: CreateNewsFormDto;
};
export type GetNewsApiResponse = /** status 200  */ NewsDto;
export type GetNewsApiArg = {
  id: number;
};
export type UpdateNewsApiResponse = /** status 200  */ NewsDto;
export type UpdateNewsApiArg = {
  id: number;
  updateNewsFormDto: UpdateNewsFormDto;
};
export type DeleteNewsApiResponse = unknown;
export type DeleteNewsApiArg = {
  id: number;
};
export type DeleteNewsListApiResponse = unknown;
export type DeleteNewsListApiArg = {
  intIdsDto: IntIdsDto;
};
export type ListGalleriesPublicApiResponse = /** status 200  */ GalleryPublicDto[];
export type ListGalleriesPublicApiArg = {
  galleryPublicQueryDto: GalleryPublicQueryDto;
};
export type ListGalleriesApiResponse = /** status 200  */ GalleryPageDto;
export type ListGalleriesApiArg = {
  skip?: number;
  take?: number;
  search?: string;
  /** Campo de ordenação; prefixo "-" para decrescente. */
  sort?: string;
  /** Só galerias de fotos ou de vídeos. */
  filter?: 'image' | 'video';
};
export type CreateGalleryApiResponse = /** status 201  */ GalleryDto;
export type CreateGalleryApiArg = {
  createGalleryFormDto: CreateGalleryFormDto;
};
export type GetGalleryApiResponse = /** status 200  */ GalleryDto;
export type GetGalleryApiArg = {
  id: number;
};
export type UpdateGalleryApiResponse = /** status 200  */ GalleryDto;
export type UpdateGalleryApiArg = {
  id: number;
  updateGalleryFormDto: UpdateGalleryFormDto;
};
export type DeleteGalleryApiResponse = unknown;
export type DeleteGalleryApiArg = {
  id: number;
};
export type DeleteGalleriesApiResponse = unknown;
export type DeleteGalleriesApiArg = {
  intIdsDto: IntIdsDto;
};
export type GetHomeApiResponse = /** status 200  */ HomeDto;
export type GetHomeApiArg = void;
export type ListCovenantsPublicApiResponse = /** status 200  */ CovenantPublicDto[];
export type ListCovenantsPublicApiArg = void;
export type SearchCovenantsPublicApiResponse = /** status 200  */ CovenantPublicDto[];
export type SearchCovenantsPublicApiArg = {
  term: string;
};
export type GetCovenantPublicApiResponse = /** status 200  */ CovenantPublicDto;
export type GetCovenantPublicApiArg = {
  id: number;
};
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
export type ListTicketTemplatesApiResponse = /** status 200  */ TicketTemplatePageDto;
export type ListTicketTemplatesApiArg = {
  skip?: number;
  take?: number;
  search?: string;
  /** Campo de ordenação; prefixo "-" para decrescente. */
  sort?: string;
};
export type CreateTicketTemplateApiResponse = /** status 201  */ TicketTemplateDto;
export type CreateTicketTemplateApiArg = {
  createTicketTemplateFormDto: CreateTicketTemplateFormDto;
};
export type GetTicketTemplateApiResponse = /** status 200  */ TicketTemplateDto;
export type GetTicketTemplateApiArg = {
  id: number;
};
export type UpdateTicketTemplateApiResponse = /** status 200  */ TicketTemplateDto;
export type UpdateTicketTemplateApiArg = {
  id: number;
  updateTicketTemplateFormDto: UpdateTicketTemplateFormDto;
};
export type DeleteTicketTemplateApiResponse = unknown;
export type DeleteTicketTemplateApiArg = {
  id: number;
};
export type DeleteTicketTemplateListApiResponse = unknown;
export type DeleteTicketTemplateListApiArg = {
  intIdsDto: IntIdsDto;
};
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
  /** Modelo de convite padrão. */
  templateDefault: TicketTemplateSummaryDto | null;
  updatedAt: string | null;
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
  /** Modelo de convite padrão. */
  templateDefault: TicketTemplateSummaryDto | null;
  updatedAt: string | null;
  /** E-mail da administração. */
  emailAdm: string | null;
  logo1File: FileRefDto | null;
  logo2File: FileRefDto | null;
  docPdf1File: FileRefDto | null;
  docPdf2File: FileRefDto | null;
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
  /** Arquivos a remover (campos repetidos ou separados por vírgula). */
  remove?: ('logo1' | 'logo2' | 'docPdf1' | 'docPdf2')[];
  /** Logo principal (png ou jpg). */
  logo1?: Blob;
  /** Logo secundário (png ou jpg). */
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
export type NewsPublicDto = {
  id: number;
  title: string;
  subtitle: string | null;
  slug: string;
  /** HTML sanitizado. */
  description: string;
  /** URL da imagem. */
  image: string;
  /** URL do vídeo. */
  video: string | null;
  startsAt: string;
  endsAt: string;
  linkTarget: '_self' | '_blank';
  createdAt: string;
};
export type NewsPublicPageQueryDto = {
  skip?: number;
  take?: number;
};
export type NewsDto = {
  id: number;
  title: string;
  subtitle: string | null;
  slug: string;
  /** HTML sanitizado. */
  description: string;
  /** URL da imagem. */
  image: string;
  /** URL do vídeo. */
  video: string | null;
  startsAt: string;
  endsAt: string;
  linkTarget: '_self' | '_blank';
  createdAt: string;
  status: ContentStatusDto;
  imageFile: FileRefDto;
  videoFile: FileRefDto | null;
  updatedAt: string;
};
export type NewsPageDto = {
  data: NewsDto[];
  total: number;
};
export type CreateNewsFormDto = {
  title: string;
  subtitle?: string;
  /** Endereço amigável; gerado do título quando ausente, numerado se já existir. */
  slug?: string;
  /** HTML (sanitizado ao salvar). */
  description: string;
  /** aaaa-mm-dd */
  startsAt: string;
  /** aaaa-mm-dd, a partir de startsAt */
  endsAt: string;
  /** 1 Ativo, 2 Inativo */
  status?: 1 | 2;
  linkTarget?: '_self' | '_blank';
  /** Imagem (jpg), obrigatória. */
  image: Blob;
  /** Vídeo (mp4, mkv, webm ou avi). */
  video?: Blob;
};
export type UpdateNewsFormDto = {
  title?: string;
  subtitle?: string;
  /** Novo endereço amigável (numerado se já existir). */
  slug?: string;
  /** HTML (sanitizado ao salvar). */
  description?: string;
  startsAt?: string;
  endsAt?: string;
  /** 1 Ativo, 2 Inativo */
  status?: 1 | 2;
  linkTarget?: '_self' | '_blank';
  /** true remove o vídeo salvo. */
  removeVideo?: boolean;
  /** Nova imagem (jpg). */
  image?: Blob;
  /** Novo vídeo. */
  video?: Blob;
};
export type IntIdsDto = {
  ids: number[];
};
export type GalleryItemDto = {
  /** Id do arquivo (para DELETE /file/{id}). */
  id: string;
  /** URL do arquivo. */
  file: string;
  mimeType: string;
};
export type GalleryPublicDto = {
  id: number;
  /** Título. */
  description: string;
  type: 'image' | 'video';
  /** URL da capa. */
  image: string;
  gallery: GalleryItemDto[];
};
export type GalleryPublicQueryDto = {
  filter: 'image' | 'video';
};
export type GalleryDto = {
  id: number;
  /** Título. */
  description: string;
  type: 'image' | 'video';
  /** URL da capa. */
  image: string;
  gallery: GalleryItemDto[];
  status: ContentStatusDto;
  imageFile: FileRefDto;
  createdAt: string;
};
export type GalleryPageDto = {
  data: GalleryDto[];
  total: number;
};
export type CreateGalleryFormDto = {
  /** Título da galeria. */
  description: string;
  type?: 'image' | 'video';
  /** 1 Ativo, 2 Inativo */
  status?: 1 | 2;
  /** Capa (jpg), obrigatória. */
  image: Blob;
  /** Fotos (png/jpg) ou vídeos (mp4/mkv), ao menos um; até 30 por envio. */
  gallery: Blob[];
};
export type UpdateGalleryFormDto = {
  description?: string;
  /** 1 Ativo, 2 Inativo */
  status?: 1 | 2;
  /** Nova capa (jpg). */
  image?: Blob;
  /** Arquivos a acrescentar (remoção: DELETE /file/{id}). */
  gallery?: Blob[];
};
export type HomeMediaDto = {
  /** Id do arquivo (para DELETE /file/{id}). */
  id: string;
  /** URL do arquivo. */
  file: string;
  mimeType: string;
  galleryId: number;
  /** Título da galeria. */
  description: string;
};
export type HomeDto = {
  /** As 6 notícias públicas mais recentes. */
  news: NewsPublicDto[];
  /** As 4 primeiras fotos públicas. */
  photos: HomeMediaDto[];
  /** Os 4 primeiros vídeos públicos. */
  videos: HomeMediaDto[];
};
export type CovenantCategoryDto = {
  id: number;
  name: string;
};
export type CovenantImageDto = {
  id: string;
  /** URL. */
  file: string;
};
export type CovenantPublicDto = {
  id: number;
  name: string;
  credit: string | null;
  subtitle: string | null;
  category: CovenantCategoryDto | null;
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
};
export type CreateCovenantCategoryDto = {
  name: string;
};
export type CovenantDto = {
  id: number;
  name: string;
  credit: string | null;
  subtitle: string | null;
  category: CovenantCategoryDto | null;
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
  videoFile: FileRefDto | null;
  createdAt: string;
};
export type CovenantPageDto = {
  data: CovenantDto[];
  total: number;
};
export type CreateCovenantFormDto = {
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
  name: string;
  startAt: string;
  endAt: string;
  /** Imagem (png ou jpg), obrigatória. */
  image: Blob;
  /** Imagens (png ou jpg), ao menos uma. */
  imageList: Blob[];
  /** Vídeo (mp4, mkv, webm ou avi). */
  video?: Blob;
  /** Miniatura (png ou jpg). */
  thumbVideo?: Blob;
  /** Miniatura (png ou jpg). */
  thumbVideoEmbedded?: Blob;
};
export type UpdateCovenantFormDto = {
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
  name?: string;
  startAt?: string;
  endAt?: string;
  /** Ids de arquivos de imageList a remover. */
  removeImageList?: string[];
  /** Arquivos a remover. */
  remove?: ('video' | 'thumbVideo' | 'thumbVideoEmbedded')[];
  /** Nova imagem. */
  image?: Blob;
  /** Imagens a acrescentar. */
  imageList?: Blob[];
  /** Vídeo (mp4, mkv, webm ou avi). */
  video?: Blob;
  /** Miniatura (png ou jpg). */
  thumbVideo?: Blob;
  /** Miniatura (png ou jpg). */
  thumbVideoEmbedded?: Blob;
};
export type TicketTemplateDto = {
  id: number;
  title: string;
  /** URL da imagem. */
  image: string;
  color: string;
  status: ContentStatusDto;
  imageFile: FileRefDto;
  createdAt: string;
  updatedAt: string;
};
export type TicketTemplatePageDto = {
  data: TicketTemplateDto[];
  total: number;
};
export type CreateTicketTemplateFormDto = {
  title: string;
  /** Cor do texto, #RRGGBB. */
  color: string;
  /** 1 Ativo, 2 Inativo */
  status?: 1 | 2;
  /** Imagem (png ou jpg), obrigatória. */
  image: Blob;
};
export type UpdateTicketTemplateFormDto = {
  title?: string;
  /** Cor do texto, #RRGGBB. */
  color?: string;
  /** 1 Ativo, 2 Inativo */
  status?: 1 | 2;
  /** Nova imagem (png ou jpg). */
  image?: Blob;
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
  useGetSiteConfigurationQuery,
  useUpdateSiteConfigurationMutation,
  useListFacilitiesQuery,
  useReplaceFacilitiesMutation,
  useListNewsPublicQuery,
  usePageNewsPublicMutation,
  useSearchNewsPublicQuery,
  useGetNewsPublicQuery,
  useListNewsQuery,
  useCreateNewsMutation,
  useGetNewsQuery,
  useUpdateNewsMutation,
  useDeleteNewsMutation,
  useDeleteNewsListMutation,
  useListGalleriesPublicMutation,
  useListGalleriesQuery,
  useCreateGalleryMutation,
  useGetGalleryQuery,
  useUpdateGalleryMutation,
  useDeleteGalleryMutation,
  useDeleteGalleriesMutation,
  useGetHomeQuery,
  useListCovenantsPublicQuery,
  useSearchCovenantsPublicQuery,
  useGetCovenantPublicQuery,
  useListCovenantCategoriesQuery,
  useCreateCovenantCategoryMutation,
  useListCovenantsQuery,
  useCreateCovenantMutation,
  useGetCovenantQuery,
  useUpdateCovenantMutation,
  useDeleteCovenantMutation,
  useDeleteCovenantsMutation,
  useListTicketTemplatesQuery,
  useCreateTicketTemplateMutation,
  useGetTicketTemplateQuery,
  useUpdateTicketTemplateMutation,
  useDeleteTicketTemplateMutation,
  useDeleteTicketTemplateListMutation,
} = injectedRtkApi;
