import { usersGeneratedApi } from './generated-api';

export type { CreateUserDto, StaffProfileDto, StatusDto, UpdateUserDto } from './generated-api';

const LIST = 'LIST';

/** The internal users (list-user, insert-, update-, delete-user) and the status lookup. */
export const usersApi = usersGeneratedApi.enhanceEndpoints({
  addTagTypes: ['User', 'UserPermissions', 'Status'],
  endpoints: {
    listStatus: { providesTags: ['Status'] },
    listUsers: {
      providesTags: (page) => [
        { type: 'User', id: LIST },
        ...(page?.data ?? []).map((user) => ({ type: 'User' as const, id: user.id })),
      ],
    },
    getUser: { providesTags: (_user, _error, { id }) => [{ type: 'User', id }] },
    createUser: { invalidatesTags: [{ type: 'User', id: LIST }] },
    updateUser: {
      invalidatesTags: (_user, _error, { id }) => [
        { type: 'User', id },
        { type: 'User', id: LIST },
        { type: 'UserPermissions', id },
      ],
    },
    deleteUser: { invalidatesTags: [{ type: 'User', id: LIST }] },
    deleteUsers: { invalidatesTags: [{ type: 'User', id: LIST }] },
  },
});

export const {
  useListStatusQuery,
  useListUsersQuery,
  useGetUserQuery,
  useCreateUserMutation,
  useUpdateUserMutation,
  useDeleteUserMutation,
} = usersApi;
