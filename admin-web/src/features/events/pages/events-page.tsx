import { P, type RecordStatus } from '@clube/shared';
import { Select, Tag } from 'antd';
import { useCallback, useState } from 'react';
import { CONTENT_STATUS_FILTER, ContentStatusBadge } from '../../../shared/forms/content-fields';
import { formatInstant } from '../../../shared/forms/date-inputs';
import {
  ListScreen,
  PeriodFilter,
  type ListColumn,
  type ListFormProps,
  type ListParams,
  type Period,
} from '../../../shared/list-screen';
import { useListLocalOptionsQuery } from '../../date-restrictions';
import { useDeleteEventMutation, useListEventsQuery, type EventDto } from '../api/events-api';
import { EventForm } from '../components/event-form';

/** 'DD/MM/YYYY HH:mm' of the event's first day (the days come in order). */
const firstDay = (e: EventDto) => (e.eventDates[0] ? formatInstant(e.eventDates[0].startsAt) : '—');

const COLUMNS: ReadonlyArray<ListColumn<EventDto>> = [
  { key: 'title', title: 'Título', sortKey: 'title', dataIndex: 'title' },
  { key: 'local', title: 'Local', render: (_, e) => e.local.description },
  { key: 'firstDay', title: 'Primeiro dia', sortKey: 'firstDay', render: (_, e) => firstDay(e) },
  {
    key: 'sale',
    title: 'Venda',
    render: (_, e) => `${formatInstant(e.startSale)} a ${formatInstant(e.endSale)}`,
  },
  {
    key: 'tickets',
    title: 'Vendidos / à venda',
    align: 'right',
    render: (_, e) => `${e.sold} / ${e.remaining}`,
  },
  {
    key: 'status',
    title: 'Status',
    sortKey: 'status',
    render: (_, e) => <ContentStatusBadge status={e.status} />,
  },
  {
    key: 'emphasis',
    title: 'Destaque',
    render: (_, e) => (e.emphasis ? <Tag color="gold">Destaque</Tag> : 'Não'),
  },
];

const eventKey = (e: EventDto) => e.id;
const eventLabel = (e: EventDto) => e.title;

function useEventList(params: ListParams) {
  const { skip, take, search, sort, status, local } = params;
  return useListEventsQuery({
    skip,
    take,
    search,
    sort,
    status: status === undefined ? undefined : (Number(status) as RecordStatus),
    local: local === undefined ? undefined : Number(local),
    from: params['from'] as string | undefined,
    to: params['to'] as string | undefined,
  });
}

/**
 * Eventos (list-event; insert-, update-, delete-event): search (title), status, place and
 * period (the event's days) filters; the newest first day first. Each row shows the tickets
 * sold (confirmed, and pending within their hold) and those still for sale.
 */
export default function EventsPage() {
  const [deleteEvent] = useDeleteEventMutation();
  const places = useListLocalOptionsQuery();
  const [local, setLocal] = useState<number | undefined>();
  const [period, setPeriod] = useState<Period | null>(null);

  const onDelete = useCallback((e: EventDto) => deleteEvent({ id: e.id }).unwrap(), [deleteEvent]);
  const renderForm = useCallback(
    ({ id, close }: ListFormProps<number>) => <EventForm id={id} close={close} />,
    [],
  );

  const toolbar = (
    <>
      <Select
        id="events-local-filter"
        className="list-screen__filter"
        aria-label="Local"
        placeholder="Local"
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        value={local}
        onChange={(value: number | undefined) => setLocal(value ?? undefined)}
        options={(places.data ?? []).map((p) => ({ value: p.id, label: p.description }))}
      />
      <PeriodFilter idPrefix="events" label="Período" onChange={setPeriod} />
    </>
  );

  return (
    <ListScreen<EventDto, number>
      title="Eventos"
      entityName="evento"
      columns={COLUMNS}
      rowKey={eventKey}
      rowLabel={eventLabel}
      filter={CONTENT_STATUS_FILTER}
      useList={useEventList}
      permissions={{ insert: P.insertEvent, update: P.updateEvent, delete: P.deleteEvent }}
      onDelete={onDelete}
      bulkDeleteEndpoint="events/multiple"
      renderForm={renderForm}
      defaultSort="-firstDay"
      toolbarExtra={toolbar}
      extraParams={{ local, from: period?.[0], to: period?.[1] }}
    />
  );
}
