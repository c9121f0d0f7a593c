import { multipart } from '../../../shared/api/base-api';
import { galleriesGeneratedApi } from './generated-api';

export type { GalleryDto, GalleryItemDto } from './generated-api';

/**
 * Photo and video galleries (list-gallery; insert-, update-, delete-gallery);
 * saves are multipart (cover `image`, files `gallery`); DELETE file/{id} removes one file.
 */
export const galleriesApi = galleriesGeneratedApi.enhanceEndpoints({
  endpoints: {
    createGallery: multipart('image', 'gallery'),
    updateGallery: multipart('image', 'gallery'),
  },
});

export const {
  useListGalleriesQuery,
  useGetGalleryQuery,
  useCreateGalleryMutation,
  useUpdateGalleryMutation,
  useDeleteGalleryMutation,
  useDeleteFileMutation,
} = galleriesApi;
