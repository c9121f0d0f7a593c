import { P } from '@clube/shared';
import { useCallback } from 'react';
import { ListScreen, type ListColumn, type ListFormProps } from '../../../shared/list-screen';
import {
  useDeleteReservationIntervalMutation,
  useListReservationIntervalsQuery,
  type ReservationIntervalDto,
} from '../api/reservation-intervals-api';
import { ReservationIntervalForm } from '../components/reservation-interval-form';

const COLUMNS: ReadonlyArray<ListColumn<ReservationIntervalDto>> = [
  { key: 'description', title: 'Descrição', sortKey: 'description', dataIndex: 'description' },
  {
    key: 'interval',
    title: 'Intervalo (minutos)',
    sortKey: 'interval',
    dataIndex: 'interval',
    align: 'right',
  },
];

const intervalKey = (interval: ReservationIntervalDto) => interval.id;
const intervalLabel = (interval: ReservationIntervalDto) => interval.description;

/** Intervalos de reserva (list-reservation-intervals; insert-, update-, delete-reservation-intervals). */
export default function ReservationIntervalsPage() {
  const [deleteInterval] = useDeleteReservationIntervalMutation();
  const onDelete = useCallback(
    (interval: ReservationIntervalDto) => deleteInterval({ id: interval.id }).unwrap(),
    [deleteInterval],
  );
  const renderForm = useCallback(
    ({ id, close }: ListFormProps<number>) => <ReservationIntervalForm id={id} close={close} />,
    [],
  );
  return (
    <ListScreen<ReservationIntervalDto, number>
      title="Intervalos"
      entityName="intervalo"
      columns={COLUMNS}
      rowKey={intervalKey}
      rowLabel={intervalLabel}
      useList={useListReservationIntervalsQuery}
      permissions={{
        insert: P.insertReservationIntervals,
        update: P.updateReservationIntervals,
        delete: P.deleteReservationIntervals,
      }}
      onDelete={onDelete}
      bulkDeleteEndpoint="reservation-intervals/multiple"
      renderForm={renderForm}
      defaultSort="interval"
    />
  );
}
