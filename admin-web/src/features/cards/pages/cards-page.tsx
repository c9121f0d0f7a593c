import { formatCpf, formatDate, LABELS, P, type RecordStatus } from '@clube/shared';
import { Select, Tag } from 'antd';
import { useCallback, useState } from 'react';
import { CONTENT_STATUS_FILTER, ContentStatusBadge } from '../../../shared/forms/content-fields';
import {
  ListScreen,
  type ListColumn,
  type ListFormProps,
  type ListParams,
} from '../../../shared/list-screen';
import { useDeleteCardMutation, useListCardsQuery, type CardDto } from '../api/cards-api';
import { CardForm } from '../components/card-form';

const COLUMNS: ReadonlyArray<ListColumn<CardDto>> = [
  { key: 'ownerName', title: 'Titular', dataIndex: 'ownerName' },
  {
    key: 'ownerType',
    title: 'Tipo',
    render: (_, c) => (c.ownerType === 'Associate' ? LABELS.associate : LABELS.dependent),
  },
  { key: 'registration', title: 'Matrícula', render: (_, c) => c.registration ?? '—' },
  { key: 'cpf', title: 'CPF', render: (_, c) => (c.cpf ? formatCpf(c.cpf) : '—') },
  {
    key: 'expiresAt',
    title: 'Validade',
    sortKey: 'expiresAt',
    render: (_, c) => (
      <>
        {formatDate(c.expiresAt)} {c.expired && <Tag color="red">Vencida</Tag>}
      </>
    ),
  },
  {
    key: 'validationCode',
    title: 'Código',
    sortKey: 'validationCode',
    dataIndex: 'validationCode',
  },
  {
    key: 'status',
    title: 'Status',
    sortKey: 'status',
    render: (_, c) => <ContentStatusBadge status={c.status} />,
  },
];

const cardKey = (c: CardDto) => c.id;
const cardLabel = (c: CardDto) => `carteirinha de ${c.ownerName}`;

function useCardList(params: ListParams) {
  const { skip, take, search, sort, status, ownerType } = params;
  return useListCardsQuery({
    skip,
    take,
    search,
    sort,
    status: status === undefined ? undefined : (Number(status) as RecordStatus),
    ownerType: ownerType as 'Associate' | 'Dependent' | undefined,
  });
}

/**
 * Carteirinhas (carteirinha: the route needs no permission, the menu link list-card; insert-,
 * update-, delete-card): the cards issued to associates and dependents, with the preview of
 * each in its form.
 */
export default function CardsPage() {
  const [deleteCard] = useDeleteCardMutation();
  const [ownerType, setOwnerType] = useState<string | undefined>();
  const onDelete = useCallback((c: CardDto) => deleteCard({ id: c.id }).unwrap(), [deleteCard]);
  const renderForm = useCallback(
    ({ id, close }: ListFormProps<number>) => <CardForm id={id} close={close} />,
    [],
  );
  return (
    <ListScreen<CardDto, number>
      title="Carteirinhas"
      entityName="carteirinha"
      columns={COLUMNS}
      rowKey={cardKey}
      rowLabel={cardLabel}
      filter={CONTENT_STATUS_FILTER}
      useList={useCardList}
      permissions={{ insert: P.insertCard, update: P.updateCard, delete: P.deleteCard }}
      onDelete={onDelete}
      bulkDeleteEndpoint="card/multiple"
      renderForm={renderForm}
      defaultSort="-createdAt"
      extraParams={{ ownerType }}
      toolbarExtra={
        <Select
          id="cards-owner-type-filter"
          className="list-screen__filter"
          aria-label="Tipo de titular"
          placeholder="Tipo de titular"
          allowClear
          value={ownerType}
          onChange={(value: string | undefined) => setOwnerType(value ?? undefined)}
          options={[
            { value: 'Associate', label: LABELS.associate },
            { value: 'Dependent', label: LABELS.dependent },
          ]}
        />
      }
    />
  );
}
