import { publicCall } from '../../../shared/api/base-api';
import { sessionGeneratedApi } from './generated-api';

export type { StaffProfileDto } from './generated-api';

/** The signed-in staff member's session: the profile (GET /users/me) and sign-out. */
export const sessionApi = sessionGeneratedApi.enhanceEndpoints({
  addTagTypes: ['Me'],
  endpoints: {
    getMe: { providesTags: ['Me'] },
    /** Best effort: the caller clears the session whatever the answer. */
    logout: publicCall,
  },
});

export const { useGetMeQuery } = sessionApi;
