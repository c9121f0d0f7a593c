import { permissionsGeneratedApi } from './generated-api';

export type { PermissionGroupDto, PermissionItemDto } from './generated-api';

/** The permission catalogue and each user's permissions, toggled one at a time. */
export const permissionsApi = permissionsGeneratedApi.enhanceEndpoints({
  addTagTypes: ['PermissionCatalogue', 'UserPermissions', 'User'],
  endpoints: {
    listPermissionGroups: { providesTags: ['PermissionCatalogue'] },
    getUserPermissions: {
      providesTags: (_answer, _error, { userId }) => [{ type: 'UserPermissions', id: userId }],
    },
    // The permissions screen keeps its own copy current (one toggle at a time).
    toggleUserPermission: {
      invalidatesTags: (_answer, _error, { togglePermissionDto }) => [
        { type: 'User', id: togglePermissionDto.userId },
      ],
    },
  },
});

export const {
  useListPermissionGroupsQuery,
  useGetUserPermissionsQuery,
  useToggleUserPermissionMutation,
} = permissionsApi;
