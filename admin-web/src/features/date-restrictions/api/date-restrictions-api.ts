import { dateRestrictionsGeneratedApi } from './generated-api';

export type { DateRestrictionDto, ListDateRestrictionsApiArg } from './generated-api';

/**
 * Date restrictions (list-date-restriction; insert-, update-, delete-date-restriction): JSON
 * bodies, days `yyyy-mm-dd`; the places picker reads `locals/options` (active places).
 */
export const dateRestrictionsApi = dateRestrictionsGeneratedApi;

export const {
  useListDateRestrictionsQuery,
  useGetDateRestrictionQuery,
  useCreateDateRestrictionMutation,
  useUpdateDateRestrictionMutation,
  useDeleteDateRestrictionMutation,
  useListLocalOptionsQuery,
} = dateRestrictionsApi;
