import type { ApiExtraOptions } from './base-api';
import { adminApi } from './generated-api';

/*
 * The staff identity endpoints of the generated client (sign-in, sign-up,
 * recovery, own profile, internal users, permissions), with the cache tags
 * that keep the screens current and the base query's per-endpoint switches.
 * Screens import the hooks from here; generated-api.ts is never edited.
 */

export type {
  CreateUserDto,
  LoginAdminResponseDto,
  PermissionGroupDto,
  PermissionItemDto,
  StaffPageDto,
  StaffProfileDto,
  StatusDto,
  UpdateMeDto,
  UpdateUserDto,
} from './generated-api';

const LIST = 'LIST';

/** Public sign-in calls: never renew a session, and the screen words its own 403. */
const publicCall: { extraOptions: ApiExtraOptions } = {
  extraOptions: { skipReauth: true, skipForbiddenNotice: true },
};

export const identityApi = adminApi.enhanceEndpoints({
  addTagTypes: ['Me', 'User', 'UserPermissions', 'Status', 'PermissionCatalogue'],
  endpoints: {
    loginAdmin: publicCall,
    signup: publicCall,
    /** Best effort: the caller clears the session whatever the answer. */
    logout: publicCall,
    refreshToken: publicCall,
    sendEmailResetPassword: publicCall,
    recoveryPassword: publicCall,
    getMe: { providesTags: ['Me'] },
    updateMe: { invalidatesTags: ['Me', { type: 'User', id: LIST }] },
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
  useLoginAdminMutation,
  useSignupMutation,
  useSendEmailResetPasswordMutation,
  useRecoveryPasswordMutation,
  useGetMeQuery,
  useUpdateMeMutation,
  useListStatusQuery,
  useListUsersQuery,
  useGetUserQuery,
  useCreateUserMutation,
  useUpdateUserMutation,
  useDeleteUserMutation,
  useListPermissionGroupsQuery,
  useGetUserPermissionsQuery,
  useToggleUserPermissionMutation,
} = identityApi;
