import { DownloadOutlined } from '@ant-design/icons';
import { MSG, P } from '@clube/shared';
import { failureMessage, isDownloadedFile, saveDownloadedFile } from '@clube/shared/web';
import { Badge, Button, Select, Tooltip } from 'antd';
import { useCallback, useState } from 'react';
import { useAppDispatch } from '../../../core/hooks';
import { useNotice } from '../../../shared/feedback/notice';
import { formatInstant } from '../../../shared/forms/date-inputs';
import {
  ListScreen,
  type ListColumn,
  type ListFilter,
  type ListFormProps,
  type ListParams,
} from '../../../shared/list-screen';
import { useListEventOptionsQuery } from '../../events';
import {
  ticketsApi,
  useDeleteTicketMutation,
  useListTicketsQuery,
  type TicketDto,
} from '../api/tickets-api';
import { TicketForm } from '../components/ticket-form';

const STATUS_BADGE: Record<TicketDto['status']['id'], 'success' | 'warning' | 'error' | 'default'> =
  { 1: 'success', 2: 'warning', 3: 'error', 4: 'default' };

/** The ticket statuses (as read now): query parameter `status`. */
const STATUS_FILTER: ListFilter = {
  label: 'Status',
  param: 'status',
  options: [
    { value: 1, label: 'Confirmado' },
    { value: 2, label: 'Pendente' },
    { value: 3, label: 'Cancelado' },
    { value: 4, label: 'Expirado' },
  ],
};

const COLUMNS: ReadonlyArray<ListColumn<TicketDto>> = [
  { key: 'code', title: 'Código', sortKey: 'code', dataIndex: 'code' },
  { key: 'title', title: 'Título', sortKey: 'title', dataIndex: 'title' },
  { key: 'name', title: 'Nome', sortKey: 'name', render: (_, t) => t.name || '—' },
  { key: 'event', title: 'Evento', render: (_, t) => t.event?.title ?? '—' },
  {
    key: 'eventDate',
    title: 'Data do evento',
    sortKey: 'eventDate',
    render: (_, t) => formatInstant(t.eventDate),
  },
  { key: 'value', title: 'Valor', sortKey: 'value', align: 'right', dataIndex: 'valueFormatted' },
  {
    key: 'status',
    title: 'Status',
    sortKey: 'status',
    render: (_, t) => <Badge status={STATUS_BADGE[t.status.id]} text={t.status.description} />,
  },
];

const ticketKey = (t: TicketDto) => t.id;
/** 'Convite 00012 (Maria Souza)': names a row's action buttons. */
const ticketLabel = (t: TicketDto) => `Convite ${t.code}${t.name ? ` (${t.name})` : ''}`;

function useTicketList(params: ListParams) {
  const { skip, take, search, sort, status, event } = params;
  return useListTicketsQuery({
    skip,
    take,
    search,
    sort,
    status: status === undefined ? undefined : (Number(status) as 1 | 2 | 3 | 4),
    event: event === undefined ? undefined : Number(event),
  });
}

/**
 * Convites (list-ticket; insert-, update-, delete-ticket): every invitation, bought by a
 * member or issued by staff; search (name, title, CPF), event and status filters, the newest
 * first. A confirmed one's invitation image downloads from its row ('Baixar convite').
 */
export default function TicketsPage() {
  const dispatch = useAppDispatch();
  const notice = useNotice();
  const [deleteTicket] = useDeleteTicketMutation();
  const events = useListEventOptionsQuery();
  const [event, setEvent] = useState<number | undefined>();
  const [downloading, setDownloading] = useState<number | null>(null);

  const onDelete = useCallback(
    (t: TicketDto) => deleteTicket({ id: t.id }).unwrap(),
    [deleteTicket],
  );
  const renderForm = useCallback(
    ({ id, close }: ListFormProps<number>) => <TicketForm id={id} close={close} />,
    [],
  );

  const download = useCallback(
    async (t: TicketDto) => {
      setDownloading(t.id);
      try {
        const file: unknown = await dispatch(
          ticketsApi.endpoints.downloadTicketStaffImage.initiate(
            { id: t.id },
            { forceRefetch: true, subscribe: false },
          ),
        ).unwrap();
        if (!isDownloadedFile(file)) throw new Error('the answer was not a file');
        saveDownloadedFile(file);
        notice({ kind: 'success', title: MSG.downloadSuccess });
      } catch (error) {
        console.error('Falha ao baixar o convite', error);
        notice({ kind: 'error', title: failureMessage(error) });
      } finally {
        setDownloading(null);
      }
    },
    [dispatch, notice],
  );

  const rowActions = useCallback(
    (t: TicketDto) =>
      t.status.id === 1 ? (
        <Tooltip title="Baixar convite">
          <Button
            type="text"
            icon={<DownloadOutlined aria-hidden />}
            aria-label={`Baixar convite ${t.code}`}
            loading={downloading === t.id}
            onClick={() => void download(t)}
          />
        </Tooltip>
      ) : null,
    [download, downloading],
  );

  const toolbar = (
    <Select
      id="tickets-event-filter"
      className="list-screen__filter"
      aria-label="Evento"
      placeholder="Evento"
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      value={event}
      onChange={(value: number | undefined) => setEvent(value ?? undefined)}
      options={(events.data ?? []).map((e) => ({ value: e.id, label: e.description }))}
      popupMatchSelectWidth={false}
    />
  );

  return (
    <ListScreen<TicketDto, number>
      title="Convites"
      entityName="convite"
      columns={COLUMNS}
      rowKey={ticketKey}
      rowLabel={ticketLabel}
      filter={STATUS_FILTER}
      useList={useTicketList}
      permissions={{ insert: P.insertTicket, update: P.updateTicket, delete: P.deleteTicket }}
      onDelete={onDelete}
      bulkDeleteEndpoint="tickets/multiple"
      renderForm={renderForm}
      defaultSort="-id"
      toolbarExtra={toolbar}
      extraParams={{ event }}
      rowActions={rowActions}
    />
  );
}
