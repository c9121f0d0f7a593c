import { formatCents, formatCpf, formatDate, LABELS } from '@clube/shared';
import { failureMessage } from '@clube/shared/web';
import { Alert, Button, Descriptions, Modal, Spin, Table } from 'antd';
import type { ColumnType } from 'antd/es/table';
import {
  useGetLocalReservationQuery,
  type LocalReservationGuest,
  type LocalReservationRow,
} from '../api/local-reservations-api';
import {
  formatMoment,
  formatSlot,
  GUEST_KIND_LABELS,
  NONE,
  type GuestKind,
} from './reservation-format';

const COLUMNS: ColumnType<LocalReservationGuest>[] = [
  { key: 'name', title: 'Nome', dataIndex: 'name' },
  { key: 'doc', title: 'CPF', render: (_, g) => formatCpf(g.doc) },
  {
    key: 'kind',
    title: 'Tipo',
    render: (_, g) => GUEST_KIND_LABELS[g.kind as GuestKind] ?? g.kind,
  },
  { key: 'code', title: 'Código', render: (_, g) => g.code ?? NONE },
  { key: 'value', title: 'Valor', align: 'right', render: (_, g) => formatCents(g.value) },
  { key: 'usedAt', title: 'Entrada', render: (_, g) => formatMoment(g.usedAt) },
];

const guestKey = (g: LocalReservationGuest) => g.id;

/**
 * 'Ver convidados': a reservation's guests, read-only (GET local-reservations/{id}): name,
 * masked CPF, kind, invitation code ('000' + id, once the reservation is confirmed), value
 * and the entry time at the gate.
 */
export function ReservationGuestsDialog({
  reservation,
  onClose,
}: {
  /** The row whose guests are shown; null keeps the dialog closed. */
  reservation: LocalReservationRow | null;
  onClose: () => void;
}) {
  const detail = useGetLocalReservationQuery(
    { id: reservation?.id ?? 0 },
    { skip: !reservation, refetchOnMountOrArgChange: true },
  );
  const shown = reservation ?? null;
  const loaded = detail.data && detail.data.id === shown?.id ? detail.data : null;

  return (
    <Modal
      open={shown !== null}
      title="Convidados"
      onCancel={onClose}
      width={960}
      destroyOnHidden
      footer={
        <Button type="primary" onClick={onClose}>
          {LABELS.close}
        </Button>
      }
    >
      {shown && (
        <>
          <Descriptions
            size="small"
            column={{ xs: 1, sm: 2 }}
            items={[
              { key: 'local', label: 'Local', children: shown.local.description },
              { key: 'associate', label: 'Associado', children: shown.associate.name },
              { key: 'date', label: 'Data', children: formatDate(shown.startAt) },
              { key: 'time', label: 'Horário', children: formatSlot(shown.startAt, shown.endAt) },
              { key: 'status', label: 'Status', children: shown.status },
              { key: 'total', label: 'Valor', children: shown.totalFormatted },
            ]}
          />
          {detail.error ? (
            <Alert type="error" showIcon title={failureMessage(detail.error)} />
          ) : loaded ? (
            <Table<LocalReservationGuest>
              rowKey={guestKey}
              columns={COLUMNS}
              dataSource={loaded.invitations}
              pagination={false}
              size="small"
              aria-label="Convidados da reserva"
            />
          ) : (
            <Spin aria-label="Carregando" />
          )}
        </>
      )}
    </Modal>
  );
}
