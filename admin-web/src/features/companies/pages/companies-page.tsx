import { P } from '@clube/shared';
import { useCallback } from 'react';
import { CONTENT_STATUS_FILTER, ContentStatusBadge } from '../../../shared/forms/content-fields';
import { ListScreen, type ListColumn, type ListFormProps } from '../../../shared/list-screen';
import {
  useDeleteCompanyMutation,
  useListCompaniesQuery,
  type CompanyDto,
} from '../api/companies-api';
import { CompanyForm } from '../components/company-form';

const COLUMNS: ReadonlyArray<ListColumn<CompanyDto>> = [
  { key: 'description', title: 'Descrição', sortKey: 'description', dataIndex: 'description' },
  {
    key: 'status',
    title: 'Status',
    sortKey: 'status',
    render: (_, company) => <ContentStatusBadge status={company.status} />,
  },
];

/** The status filter above the table (GET ...?status=1). */
const companyKey = (company: CompanyDto) => company.id;
const companyLabel = (company: CompanyDto) => company.description;

/** Empresas (list-company; insert-, update-, delete-company). */
export default function CompaniesPage() {
  const [deleteCompany] = useDeleteCompanyMutation();
  const onDelete = useCallback(
    (company: CompanyDto) => deleteCompany({ id: company.id }).unwrap(),
    [deleteCompany],
  );
  const renderForm = useCallback(
    ({ id, close }: ListFormProps<number>) => <CompanyForm id={id} close={close} />,
    [],
  );
  return (
    <ListScreen<CompanyDto, number>
      title="Empresas"
      entityName="empresa"
      columns={COLUMNS}
      rowKey={companyKey}
      rowLabel={companyLabel}
      filter={CONTENT_STATUS_FILTER}
      useList={useListCompaniesQuery}
      permissions={{
        insert: P.insertCompany,
        update: P.updateCompany,
        delete: P.deleteCompany,
      }}
      onDelete={onDelete}
      bulkDeleteEndpoint="companies/multiple"
      renderForm={renderForm}
      defaultSort="description"
    />
  );
}
