import { companiesGeneratedApi } from './generated-api';

export type { CompanyDto } from './generated-api';

/** Companies (list-company; insert-, update-, delete-company): JSON bodies. */
export const companiesApi = companiesGeneratedApi;

export const {
  useListCompaniesQuery,
  useGetCompanyQuery,
  useCreateCompanyMutation,
  useUpdateCompanyMutation,
  useDeleteCompanyMutation,
} = companiesApi;
