import { MSG, P } from '@clube/shared';
import { useCallback } from 'react';
import { ContentStatusBadge, formatPeriod } from '../../../shared/forms/content-fields';
import { ListScreen, type ListColumn, type ListFormProps } from '../../../shared/list-screen';
import {
  useDeleteCovenantMutation,
  useListCovenantsQuery,
  type CovenantDto,
} from '../api/covenants-api';
import { CovenantForm } from '../components/covenant-form';

const COLUMNS: ReadonlyArray<ListColumn<CovenantDto>> = [
  { key: 'name', title: 'Nome', sortKey: 'name', dataIndex: 'name' },
  {
    key: 'category',
    title: 'Categoria',
    render: (_, covenant) => covenant.category?.name ?? MSG.covenantOtherCategory,
  },
  {
    key: 'period',
    title: 'Período',
    sortKey: 'startAt',
    render: (_, covenant) => formatPeriod(covenant.startAt, covenant.endAt),
  },
  {
    key: 'status',
    title: 'Status',
    sortKey: 'status',
    render: (_, covenant) => <ContentStatusBadge status={covenant.status} />,
  },
];

const covenantKey = (covenant: CovenantDto) => covenant.id;
const covenantLabel = (covenant: CovenantDto) => covenant.name;

/** Convênios (list-covenant; insert-, update-, delete-covenant actions). */
export default function CovenantsPage() {
  const [deleteCovenant] = useDeleteCovenantMutation();
  const onDelete = useCallback(
    (covenant: CovenantDto) => deleteCovenant({ id: covenant.id }).unwrap(),
    [deleteCovenant],
  );
  const renderForm = useCallback(
    ({ id, close }: ListFormProps<number>) => <CovenantForm id={id} close={close} />,
    [],
  );
  return (
    <ListScreen<CovenantDto, number>
      title="Convênios"
      entityName="convênio"
      columns={COLUMNS}
      rowKey={covenantKey}
      rowLabel={covenantLabel}
      useList={useListCovenantsQuery}
      permissions={{
        insert: P.insertCovenant,
        update: P.updateCovenant,
        delete: P.deleteCovenant,
      }}
      onDelete={onDelete}
      bulkDeleteEndpoint="covenant/multiple"
      renderForm={renderForm}
    />
  );
}
