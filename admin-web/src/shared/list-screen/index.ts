export { ListScreen } from './list-screen';
export type {
  ListActionPermissions,
  ListColumn,
  ListFilter,
  ListFormProps,
  ListPage,
  ListParams,
  ListQueryResult,
  ListScreenProps,
} from './list-screen';
export { FormModal, formTitle, type CloseReason } from './form-modal';
export { FormActions } from './form-actions';
export { useDebouncedValue } from './use-debounced-value';
export { RecordFailure } from './record-failure';
export { RecordForm } from './record-form';
export { PeriodFilter, type Period } from './period-filter';
