import { toFormData, type FormValue } from './form-data';
import {
  adminApi,
  type CovenantDto,
  type CreateCovenantFormDto,
  type CreateGalleryFormDto,
  type CreateNewsFormDto,
  type GalleryDto,
  type NewsDto,
  type SiteConfigurationDto,
  type SiteConfigurationFormDto,
  type UpdateCovenantFormDto,
  type UpdateGalleryFormDto,
  type UpdateNewsFormDto,
} from './generated-api';

/*
 * The site content endpoints. Reads, deletes and JSON writes are the generated
 * client's; the multipart saves are written here because the generated
 * mutations send their body as JSON: these build a FormData (files under the
 * API's field names: news `image`/`video`, gallery `image`/`gallery`, covenant
 * `image`/`imageList`/`video`, settings `logo1`/`logo2`/`docPdf1`/`docPdf2`).
 * generated-api.ts is never edited.
 */

export type {
  ContentStatusDto,
  CovenantCategoryDto,
  CovenantDto,
  CreateCovenantFormDto,
  CreateGalleryFormDto,
  CreateNewsFormDto,
  FacilityDto,
  GalleryDto,
  GalleryItemDto,
  NewsDto,
  SiteConfigurationDto,
  SiteConfigurationFormDto,
  UpdateCovenantFormDto,
  UpdateGalleryFormDto,
  UpdateNewsFormDto,
} from './generated-api';

type Fields = Record<string, FormValue | readonly FormValue[]>;
const form = (dto: object) => toFormData(dto as Fields);

export const contentApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    saveSiteConfiguration: build.mutation<SiteConfigurationDto, SiteConfigurationFormDto>({
      query: (dto) => ({ url: '/site-configuration', method: 'POST', body: form(dto) }),
    }),
    createNewsForm: build.mutation<NewsDto, CreateNewsFormDto>({
      query: (dto) => ({ url: '/news', method: 'POST', body: form(dto) }),
    }),
    updateNewsForm: build.mutation<NewsDto, { id: number; dto: UpdateNewsFormDto }>({
      query: ({ id, dto }) => ({ url: `/news/${id}`, method: 'PUT', body: form(dto) }),
    }),
    createGalleryForm: build.mutation<GalleryDto, CreateGalleryFormDto>({
      query: (dto) => ({ url: '/gallery', method: 'POST', body: form(dto) }),
    }),
    updateGalleryForm: build.mutation<GalleryDto, { id: number; dto: UpdateGalleryFormDto }>({
      query: ({ id, dto }) => ({ url: `/gallery/${id}`, method: 'PUT', body: form(dto) }),
    }),
    createCovenantForm: build.mutation<CovenantDto, CreateCovenantFormDto>({
      query: (dto) => ({ url: '/covenant', method: 'POST', body: form(dto) }),
    }),
    updateCovenantForm: build.mutation<CovenantDto, { id: number; dto: UpdateCovenantFormDto }>({
      query: ({ id, dto }) => ({ url: `/covenant/${id}`, method: 'PUT', body: form(dto) }),
    }),
  }),
});

export const {
  useSaveSiteConfigurationMutation,
  useCreateNewsFormMutation,
  useUpdateNewsFormMutation,
  useCreateGalleryFormMutation,
  useUpdateGalleryFormMutation,
  useCreateCovenantFormMutation,
  useUpdateCovenantFormMutation,
} = contentApi;

export {
  useCreateCovenantCategoryMutation,
  useDeleteCovenantMutation,
  useDeleteFileMutation,
  useDeleteGalleryMutation,
  useDeleteNewsMutation,
  useGetCovenantQuery,
  useGetGalleryQuery,
  useGetNewsQuery,
  useGetSiteConfigurationQuery,
  useListCovenantCategoriesQuery,
  useListCovenantsQuery,
  useListFacilitiesQuery,
  useListGalleriesQuery,
  useListNewsQuery,
  useReplaceFacilitiesMutation,
} from './generated-api';
