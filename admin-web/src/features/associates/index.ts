/** What other features use of the associates: the people and companies to pick from. */
export {
  useListAssociateOptionsQuery,
  useListCompanyOptionsQuery,
  useListDependentOptionsQuery,
} from './api/associates-api';
