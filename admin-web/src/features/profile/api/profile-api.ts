import { profileGeneratedApi } from './generated-api';

export type { UpdateMeDto } from './generated-api';

/** PUT /users/me: the own profile and password; the header and the users list follow. */
export const profileApi = profileGeneratedApi.enhanceEndpoints({
  addTagTypes: ['Me', 'User'],
  endpoints: {
    updateMe: { invalidatesTags: ['Me', { type: 'User', id: 'LIST' }] },
  },
});

export const { useUpdateMeMutation } = profileApi;
