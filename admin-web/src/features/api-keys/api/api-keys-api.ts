import { apiKeysGeneratedApi } from './generated-api';

export type { ApiKeyDto, CreatedApiKeyDto } from './generated-api';

/**
 * Integrators' API keys (list-, insert-, delete-api-key): a creation or a revocation refreshes
 * the list.
 */
export const apiKeysApi = apiKeysGeneratedApi.enhanceEndpoints({
  addTagTypes: ['ApiKey'],
  endpoints: {
    listApiKeys: { providesTags: ['ApiKey'] },
    createApiKey: { invalidatesTags: ['ApiKey'] },
    revokeApiKey: { invalidatesTags: ['ApiKey'] },
  },
});

export const { useListApiKeysQuery, useCreateApiKeyMutation, useRevokeApiKeyMutation } = apiKeysApi;
