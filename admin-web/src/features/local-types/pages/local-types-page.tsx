import { formatCents } from '@clube/shared';
import { useCallback } from 'react';
import { CONTENT_STATUS_FILTER, ContentStatusBadge } from '../../../shared/forms/content-fields';
import { ListScreen, type ListColumn, type ListFormProps } from '../../../shared/list-screen';
import {
  useDeleteLocalTypeMutation,
  useListLocalTypesQuery,
  type LocalTypeDto,
} from '../api/local-types-api';
import { LocalTypeForm } from '../components/local-type-form';

const COLUMNS: ReadonlyArray<ListColumn<LocalTypeDto>> = [
  { key: 'description', title: 'Descrição', sortKey: 'description', dataIndex: 'description' },
  {
    key: 'externalValue',
    title: 'Valor externo',
    sortKey: 'externalValue',
    align: 'right',
    render: (_, t) => formatCents(t.externalValue),
  },
  {
    key: 'invitedValue',
    title: 'Valor convidado',
    sortKey: 'invitedValue',
    align: 'right',
    render: (_, t) => formatCents(t.invitedValue),
  },
  {
    key: 'status',
    title: 'Status',
    sortKey: 'status',
    render: (_, t) => <ContentStatusBadge status={t.status} />,
  },
];

const typeKey = (t: LocalTypeDto) => t.id;
const typeLabel = (t: LocalTypeDto) => t.description;

/**
 * Tipos de local (list-local-type). The spec shows every action on this list without a
 * permission check; the API still refuses one without insert-, update- or delete-local-type.
 */
export default function LocalTypesPage() {
  const [deleteLocalType] = useDeleteLocalTypeMutation();
  const onDelete = useCallback(
    (t: LocalTypeDto) => deleteLocalType({ id: t.id }).unwrap(),
    [deleteLocalType],
  );
  const renderForm = useCallback(
    ({ id, close }: ListFormProps<number>) => <LocalTypeForm id={id} close={close} />,
    [],
  );
  return (
    <ListScreen<LocalTypeDto, number>
      title="Tipos de Local"
      entityName="tipo de local"
      columns={COLUMNS}
      rowKey={typeKey}
      rowLabel={typeLabel}
      filter={CONTENT_STATUS_FILTER}
      useList={useListLocalTypesQuery}
      permissions={{ insert: null, update: null, delete: null }}
      onDelete={onDelete}
      bulkDeleteEndpoint="local-types/multiple"
      renderForm={renderForm}
      defaultSort="description"
    />
  );
}
