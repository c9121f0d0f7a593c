import { displayCpf, P } from '@clube/shared';
import { useCallback } from 'react';
import { CONTENT_STATUS_FILTER, ContentStatusBadge } from '../../../shared/forms/content-fields';
import { ListScreen, type ListColumn, type ListFormProps } from '../../../shared/list-screen';
import {
  useDeleteBarredCpfMutation,
  useListBarredCpfsQuery,
  type BarredCpfDto,
} from '../api/barred-cpfs-api';
import { BarredCpfForm } from '../components/barred-cpf-form';

const COLUMNS: ReadonlyArray<ListColumn<BarredCpfDto>> = [
  { key: 'cpf', title: 'CPF', sortKey: 'cpf', render: (_, b) => displayCpf(b.cpf) },
  { key: 'name', title: 'Nome', sortKey: 'name', render: (_, b) => b.name ?? '—' },
  { key: 'reason', title: 'Motivo', dataIndex: 'reason' },
  {
    key: 'status',
    title: 'Status',
    sortKey: 'status',
    render: (_, b) => <ContentStatusBadge status={b.status} />,
  },
];

const rowKey = (b: BarredCpfDto) => b.id;
const rowLabel = (b: BarredCpfDto) => displayCpf(b.cpf);

/**
 * CPFs Bloqueados (list-barred-cpf; insert-, update-, delete-): CPFs the club bars from coming
 * in as anybody's guest; while Ativo, reservations and ticket purchases naming them are refused.
 */
export default function BarredCpfsPage() {
  const [remove] = useDeleteBarredCpfMutation();
  const onDelete = useCallback((b: BarredCpfDto) => remove({ id: b.id }).unwrap(), [remove]);
  const renderForm = useCallback(
    ({ id, close }: ListFormProps<number>) => <BarredCpfForm id={id} close={close} />,
    [],
  );
  return (
    <ListScreen<BarredCpfDto, number>
      title="CPFs Bloqueados"
      entityName="CPF bloqueado"
      columns={COLUMNS}
      rowKey={rowKey}
      rowLabel={rowLabel}
      filter={CONTENT_STATUS_FILTER}
      useList={useListBarredCpfsQuery}
      permissions={{
        insert: P.insertBarredCpf,
        update: P.updateBarredCpf,
        delete: P.deleteBarredCpf,
      }}
      onDelete={onDelete}
      bulkDeleteEndpoint="barred-cpf/multiple"
      renderForm={renderForm}
      defaultSort="-createdAt"
    />
  );
}
