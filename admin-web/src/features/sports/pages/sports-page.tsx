import { P } from '@clube/shared';
import { useCallback } from 'react';
import { CONTENT_STATUS_FILTER, ContentStatusBadge } from '../../../shared/forms/content-fields';
import { ListScreen, type ListColumn, type ListFormProps } from '../../../shared/list-screen';
import { useDeleteSportMutation, useListSportsQuery, type SportDto } from '../api/sports-api';
import { SportForm } from '../components/sport-form';

const COLUMNS: ReadonlyArray<ListColumn<SportDto>> = [
  { key: 'description', title: 'Descrição', sortKey: 'description', dataIndex: 'description' },
  {
    key: 'status',
    title: 'Status',
    sortKey: 'status',
    render: (_, sport) => <ContentStatusBadge status={sport.status} />,
  },
];

/** The status filter above the table (GET ...?status=1). */
const sportKey = (sport: SportDto) => sport.id;
const sportLabel = (sport: SportDto) => sport.description;

/** Modalidades (list-sport; insert-, update-, delete-sport). */
export default function SportsPage() {
  const [deleteSport] = useDeleteSportMutation();
  const onDelete = useCallback(
    (sport: SportDto) => deleteSport({ id: sport.id }).unwrap(),
    [deleteSport],
  );
  const renderForm = useCallback(
    ({ id, close }: ListFormProps<number>) => <SportForm id={id} close={close} />,
    [],
  );
  return (
    <ListScreen<SportDto, number>
      title="Modalidades"
      entityName="modalidade"
      columns={COLUMNS}
      rowKey={sportKey}
      rowLabel={sportLabel}
      filter={CONTENT_STATUS_FILTER}
      useList={useListSportsQuery}
      permissions={{
        insert: P.insertSport,
        update: P.updateSport,
        delete: P.deleteSport,
      }}
      onDelete={onDelete}
      bulkDeleteEndpoint="sport/multiple"
      renderForm={renderForm}
      defaultSort="description"
    />
  );
}
