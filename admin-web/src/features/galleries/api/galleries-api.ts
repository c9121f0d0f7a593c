import { galleriesGeneratedApi } from './generated-api';

export type { GalleryDto, GalleryItemDto } from './generated-api';

/**
 * Photo and video galleries (list-gallery; insert-, update-, delete-gallery); a save
 * holding files goes as multipart (cover `image`, files `gallery`); DELETE file/{id} removes one file.
 */
export const galleriesApi = galleriesGeneratedApi;

export const {
  useListGalleriesQuery,
  useGetGalleryQuery,
  useCreateGalleryMutation,
  useUpdateGalleryMutation,
  useDeleteGalleryMutation,
  useDeleteFileMutation,
} = galleriesApi;
