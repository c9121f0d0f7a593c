import { LABELS } from '@clube/shared';
import { useCallback } from 'react';
import { CONTENT_STATUS_FILTER, ContentStatusBadge } from '../../../shared/forms/content-fields';
import { ListScreen, type ListColumn, type ListFormProps } from '../../../shared/list-screen';
import { useDeleteLocalMutation, useListLocalsQuery, type LocalDto } from '../api/locals-api';
import { LocalForm } from '../components/local-form';

const COLUMNS: ReadonlyArray<ListColumn<LocalDto>> = [
  { key: 'description', title: 'Descrição', sortKey: 'description', dataIndex: 'description' },
  { key: 'localType', title: 'Tipo', render: (_, l) => l.localType.description },
  {
    key: 'hours',
    title: 'Horário',
    sortKey: 'startsAt',
    render: (_, l) => `${l.startsAt} ${LABELS.slotSeparator} ${l.endsAt}`,
  },
  {
    key: 'capacity',
    title: 'Capacidade',
    sortKey: 'capacity',
    dataIndex: 'capacity',
    align: 'right',
  },
  { key: 'restrictions', title: 'Restrição', render: (_, l) => l.restrictions.description },
  {
    key: 'status',
    title: 'Status',
    sortKey: 'status',
    render: (_, l) => <ContentStatusBadge status={l.status} />,
  },
];

const localKey = (l: LocalDto) => l.id;
const localLabel = (l: LocalDto) => l.description;

/**
 * Locais (list-local). The spec shows every action on this list without a permission check;
 * the API still refuses one without insert-, update- or delete-local.
 */
export default function LocalsPage() {
  const [deleteLocal] = useDeleteLocalMutation();
  const onDelete = useCallback((l: LocalDto) => deleteLocal({ id: l.id }).unwrap(), [deleteLocal]);
  const renderForm = useCallback(
    ({ id, close }: ListFormProps<number>) => <LocalForm id={id} close={close} />,
    [],
  );
  return (
    <ListScreen<LocalDto, number>
      title="Locais"
      entityName="local"
      columns={COLUMNS}
      rowKey={localKey}
      rowLabel={localLabel}
      filter={CONTENT_STATUS_FILTER}
      useList={useListLocalsQuery}
      permissions={{ insert: null, update: null, delete: null }}
      onDelete={onDelete}
      bulkDeleteEndpoint="locals/multiple"
      renderForm={renderForm}
      defaultSort="description"
    />
  );
}
