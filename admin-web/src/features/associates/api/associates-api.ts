import { associatesGeneratedApi } from './generated-api';

export type {
  AssociateDto,
  AssociateListItemDto,
  AuditEntryDto,
  CreateAssociateDto,
  DependentDto,
  DependentFormDto,
  UpdateAssociateDto,
  VerifyCpfResponseDto,
} from './generated-api';

/**
 * Associates (list-associate; insert-, update-, delete-associate): JSON writes with the
 * dependents inline, the CPF lookup that prefills the form, the change history, and the
 * pickers' lookups (genders, marital status, companies, sports; associate and dependent
 * options for the card form).
 */
export const associatesApi = associatesGeneratedApi;

export const {
  useListAssociatesQuery,
  useGetAssociateQuery,
  useCreateAssociateMutation,
  useUpdateAssociateMutation,
  useDeleteAssociateMutation,
  useGetAssociateHistoryQuery,
  useVerifyCpfMutation,
  useListGendersQuery,
  useListMaritalStatusQuery,
  useListCompanyOptionsQuery,
  useListSportOptionsQuery,
  useListAssociateOptionsQuery,
  useListDependentOptionsQuery,
} = associatesApi;
