import { DownloadOutlined, TeamOutlined } from '@ant-design/icons';
import { formatDate, MSG, P } from '@clube/shared';
import { failureMessage, isDownloadedFile, saveDownloadedFile } from '@clube/shared/web';
import { Badge, Button, Select, Tooltip } from 'antd';
import { useCallback, useState } from 'react';
import { useAppDispatch } from '../../../core/hooks';
import { useNotice } from '../../../shared/feedback/notice';
import {
  ListScreen,
  PeriodFilter,
  type ListColumn,
  type ListParams,
  type Period,
} from '../../../shared/list-screen';
import { useListLocalOptionsQuery } from '../../date-restrictions';
import {
  localReservationsApi,
  useDeleteLocalReservationMutation,
  useListLocalReservationsQuery,
  type LocalReservationRow,
  type LocalReservationStatusFilter,
} from '../api/local-reservations-api';
import { ReservationGuestsDialog } from '../components/reservation-guests-dialog';
import { StaffBookingForm } from '../components/staff-booking-form';
import type { ListFormProps } from '../../../shared/list-screen';
import { formatClock, formatSlot, type ReservationStatus } from '../components/reservation-format';

const STATUS_BADGE: Record<ReservationStatus, 'warning' | 'success' | 'error' | 'default'> = {
  Pendente: 'warning',
  Confirmada: 'success',
  Cancelada: 'error',
  Expirada: 'default',
};

/** The status filter: the API's default (no parameter) is the active reservations. */
const ACTIVE = 'active';
const STATUS_OPTIONS: ReadonlyArray<{ value: string; label: string }> = [
  { value: ACTIVE, label: 'Ativas (pendentes e confirmadas)' },
  { value: 'Pendente', label: 'Pendente' },
  { value: 'Confirmada', label: 'Confirmada' },
  { value: 'Cancelada', label: 'Cancelada' },
  { value: 'Expirada', label: 'Expirada' },
  { value: 'all', label: 'Todas' },
];

const COLUMNS: ReadonlyArray<ListColumn<LocalReservationRow>> = [
  { key: 'local', title: 'Local', sortKey: 'local', render: (_, r) => r.local.description },
  {
    key: 'associate',
    title: 'Associado',
    sortKey: 'associate',
    render: (_, r) => r.associate.name,
  },
  { key: 'date', title: 'Data', sortKey: 'startAt', render: (_, r) => formatDate(r.startAt) },
  { key: 'time', title: 'Horário', render: (_, r) => formatSlot(r.startAt, r.endAt) },
  { key: 'invitations', title: 'Convidados', align: 'right', dataIndex: 'numberInvitations' },
  { key: 'total', title: 'Valor', align: 'right', dataIndex: 'totalFormatted' },
  {
    key: 'status',
    title: 'Status',
    sortKey: 'status',
    render: (_, r) => (
      <Badge status={STATUS_BADGE[r.status as ReservationStatus] ?? 'default'} text={r.status} />
    ),
  },
];

const reservationKey = (r: LocalReservationRow) => r.id;
/** 'Cadastrar' (insert-local-reservation): a booking for a member; a reservation is never edited here. */
const renderBookingForm = ({ close }: ListFormProps<number>) => <StaffBookingForm close={close} />;
/** Under 'Confirma a exclusão?' of a confirmed reservation with a price: the refund. */
const refundWarning = (r: LocalReservationRow) =>
  r.status === 'Confirmada' && r.total > 0
    ? `O valor pago (${r.totalFormatted}) será estornado ao associado.`
    : null;
/** 'Churrasqueira 1 em 24/12/2026 às 10:00 (Maria Souza)': names a row's action buttons. */
const reservationLabel = (r: LocalReservationRow) =>
  `${r.local.description} em ${formatDate(r.startAt)} às ${formatClock(r.startAt)} (${r.associate.name})`;

function useLocalReservationList(params: ListParams) {
  const { skip, take, search, sort, status, localId } = params;
  return useListLocalReservationsQuery({
    skip,
    take,
    search,
    sort,
    status: status as LocalReservationStatusFilter | undefined,
    localId: localId === undefined ? undefined : Number(localId),
    from: params['from'] as string | undefined,
    to: params['to'] as string | undefined,
  });
}

/**
 * Reservas de locais (list-local-reservation; delete-local-reservation): the reservations of
 * the club's places, read-only: search (associate, place), place, status and period filters,
 * newest first. Row actions: the guests (read-only dialog), the zip of their invitations
 * (both off without guests), and the delete, which cancels the reservation (a confirmed one
 * with a price warns that what was paid goes back; the API's answer says what it refunded).
 * 'Cadastrar' (insert-local-reservation) books a slot for a member with the portal's rules
 * (issue 26); there is no edit form (spec: "Local reservations list: read-only guest view").
 */
export default function LocalReservationsPage() {
  const dispatch = useAppDispatch();
  const notice = useNotice();
  const [deleteLocalReservation] = useDeleteLocalReservationMutation();
  const places = useListLocalOptionsQuery();
  const [localId, setLocalId] = useState<number | undefined>();
  const [status, setStatus] = useState<string>(ACTIVE);
  const [period, setPeriod] = useState<Period | null>(null);
  const [guestsOf, setGuestsOf] = useState<LocalReservationRow | null>(null);
  const [downloading, setDownloading] = useState<number | null>(null);

  // The API's answer says whether money went back ('Excluída. Valor estornado ao associado:
  // R$ 25,00.') or not ('Excluída.').
  const onDelete = useCallback(
    async (r: LocalReservationRow) => {
      const { message } = await deleteLocalReservation({ id: r.id }).unwrap();
      notice({ kind: 'success', title: message });
    },
    [deleteLocalReservation, notice],
  );

  const download = useCallback(
    async (r: LocalReservationRow) => {
      setDownloading(r.id);
      try {
        const file: unknown = await dispatch(
          localReservationsApi.endpoints.downloadLocalReservationInvitations.initiate(
            { id: r.id },
            { forceRefetch: true, subscribe: false },
          ),
        ).unwrap();
        if (!isDownloadedFile(file)) throw new Error('the answer was not a file');
        saveDownloadedFile(file);
        notice({ kind: 'success', title: MSG.downloadSuccess });
      } catch (error) {
        console.error('Falha ao baixar os convites', error);
        notice({ kind: 'error', title: failureMessage(error) });
      } finally {
        setDownloading(null);
      }
    },
    [dispatch, notice],
  );

  const rowActions = useCallback(
    (r: LocalReservationRow) => {
      const name = reservationLabel(r);
      const none = r.numberInvitations === 0;
      return (
        <>
          <Tooltip title={none ? 'Reserva sem convidados' : 'Ver convidados'}>
            {/* A disabled button takes no pointer events: the tooltip listens on its wrapper. */}
            <span>
              <Button
                type="text"
                icon={<TeamOutlined aria-hidden />}
                aria-label={`Ver convidados de ${name}`}
                disabled={none}
                onClick={() => setGuestsOf(r)}
              />
            </span>
          </Tooltip>
          <Tooltip title={none ? 'Reserva sem convidados' : 'Baixar convites'}>
            <span>
              <Button
                type="text"
                icon={<DownloadOutlined aria-hidden />}
                aria-label={`Baixar convites de ${name}`}
                disabled={none}
                loading={downloading === r.id}
                onClick={() => void download(r)}
              />
            </span>
          </Tooltip>
        </>
      );
    },
    [download, downloading],
  );

  const toolbar = (
    <>
      <Select
        id="local-reservations-local-filter"
        className="list-screen__filter"
        aria-label="Local"
        placeholder="Local"
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        value={localId}
        onChange={(value: number | undefined) => setLocalId(value ?? undefined)}
        options={(places.data ?? []).map((p) => ({ value: p.id, label: p.description }))}
      />
      <Select
        id="local-reservations-status-filter"
        className="list-screen__filter"
        aria-label="Status"
        value={status}
        onChange={(value: string) => setStatus(value)}
        options={STATUS_OPTIONS.map((option) => ({ ...option }))}
        popupMatchSelectWidth={false}
      />
      <PeriodFilter idPrefix="local-reservations" label="Período" onChange={setPeriod} />
    </>
  );

  return (
    <>
      <ListScreen<LocalReservationRow, number>
        title="Reserva de Locais"
        entityName="reserva de local"
        columns={COLUMNS}
        rowKey={reservationKey}
        rowLabel={reservationLabel}
        useList={useLocalReservationList}
        permissions={{ insert: P.insertLocalReservation, delete: P.deleteLocalReservation }}
        renderForm={renderBookingForm}
        onDelete={onDelete}
        deleteDescription={refundWarning}
        defaultSort="-startAt"
        toolbarExtra={toolbar}
        extraParams={{
          localId,
          status: status === ACTIVE ? undefined : status,
          from: period?.[0],
          to: period?.[1],
        }}
        rowActions={rowActions}
      />
      <ReservationGuestsDialog reservation={guestsOf} onClose={() => setGuestsOf(null)} />
    </>
  );
}
