import { P, type RecordStatus } from '@clube/shared';
import { Select } from 'antd';
import { useCallback, useState } from 'react';
import {
  CONTENT_STATUS_FILTER,
  ContentStatusBadge,
  formatPeriod,
} from '../../../shared/forms/content-fields';
import {
  ListScreen,
  PeriodFilter,
  type ListColumn,
  type ListFormProps,
  type ListParams,
  type Period,
} from '../../../shared/list-screen';
import {
  useDeleteDateRestrictionMutation,
  useListDateRestrictionsQuery,
  useListLocalOptionsQuery,
  type DateRestrictionDto,
} from '../api/date-restrictions-api';
import { DateRestrictionForm } from '../components/date-restriction-form';

const COLUMNS: ReadonlyArray<ListColumn<DateRestrictionDto>> = [
  { key: 'description', title: 'Descrição', sortKey: 'description', dataIndex: 'description' },
  {
    key: 'period',
    title: 'Período',
    sortKey: 'startsAt',
    render: (_, r) => formatPeriod(r.startsAt, r.endsAt),
  },
  {
    key: 'locals',
    title: 'Locais',
    render: (_, r) => r.locals.map((l) => l.description).join(', '),
  },
  {
    key: 'status',
    title: 'Status',
    sortKey: 'status',
    render: (_, r) => <ContentStatusBadge status={r.status} />,
  },
];

const restrictionKey = (r: DateRestrictionDto) => r.id;
const restrictionLabel = (r: DateRestrictionDto) => r.description;

function useDateRestrictionList(params: ListParams) {
  const { skip, take, search, sort, status, localId } = params;
  return useListDateRestrictionsQuery({
    skip,
    take,
    search,
    sort,
    status: status === undefined ? undefined : (Number(status) as RecordStatus),
    localId: localId === undefined ? undefined : Number(localId),
    from: params['from'] as string | undefined,
    to: params['to'] as string | undefined,
  });
}

/**
 * Restrição de Datas (list-date-restriction; insert-, update-, delete-date-restriction):
 * search, status, place and period filters; newest period first.
 */
export default function DateRestrictionsPage() {
  const [deleteDateRestriction] = useDeleteDateRestrictionMutation();
  const places = useListLocalOptionsQuery();
  const [localId, setLocalId] = useState<number | undefined>();
  const [period, setPeriod] = useState<Period | null>(null);

  const onDelete = useCallback(
    (r: DateRestrictionDto) => deleteDateRestriction({ id: r.id }).unwrap(),
    [deleteDateRestriction],
  );
  const renderForm = useCallback(
    ({ id, close }: ListFormProps<number>) => <DateRestrictionForm id={id} close={close} />,
    [],
  );

  const toolbar = (
    <>
      <Select
        id="date-restrictions-local-filter"
        className="list-screen__filter"
        aria-label="Local"
        placeholder="Local"
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        value={localId}
        onChange={(value: number | undefined) => setLocalId(value ?? undefined)}
        options={(places.data ?? []).map((p) => ({ value: p.id, label: p.description }))}
      />
      <PeriodFilter idPrefix="date-restrictions" label="Período" onChange={setPeriod} />
    </>
  );

  return (
    <ListScreen<DateRestrictionDto, number>
      title="Restrição de Datas"
      entityName="restrição de datas"
      columns={COLUMNS}
      rowKey={restrictionKey}
      rowLabel={restrictionLabel}
      filter={CONTENT_STATUS_FILTER}
      useList={useDateRestrictionList}
      permissions={{
        insert: P.insertDateRestriction,
        update: P.updateDateRestriction,
        delete: P.deleteDateRestriction,
      }}
      onDelete={onDelete}
      bulkDeleteEndpoint="date-restrictions/multiple"
      renderForm={renderForm}
      defaultSort="-startsAt"
      toolbarExtra={toolbar}
      extraParams={{ localId, from: period?.[0], to: period?.[1] }}
    />
  );
}
