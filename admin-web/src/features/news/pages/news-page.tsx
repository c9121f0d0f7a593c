import { P } from '@clube/shared';
import { useCallback } from 'react';
import { ContentStatusBadge, formatPeriod } from '../../../shared/forms/content-fields';
import { ListScreen, type ListColumn, type ListFormProps } from '../../../shared/list-screen';
import { useDeleteNewsMutation, useListNewsQuery, type NewsDto } from '../api/news-api';
import { NewsForm } from '../components/news-form';

const COLUMNS: ReadonlyArray<ListColumn<NewsDto>> = [
  { key: 'title', title: 'Título', sortKey: 'title', dataIndex: 'title' },
  {
    key: 'period',
    title: 'Período',
    sortKey: 'startsAt',
    render: (_, news) => formatPeriod(news.startsAt, news.endsAt),
  },
  {
    key: 'status',
    title: 'Status',
    sortKey: 'status',
    render: (_, news) => <ContentStatusBadge status={news.status} />,
  },
];

const newsKey = (news: NewsDto) => news.id;
const newsLabel = (news: NewsDto) => news.title;

/** Notícias (list-news; insert-, update-, delete-news actions). */
export default function NewsPage() {
  const [deleteNews] = useDeleteNewsMutation();
  const onDelete = useCallback(
    (news: NewsDto) => deleteNews({ id: news.id }).unwrap(),
    [deleteNews],
  );
  const renderForm = useCallback(
    ({ id, close }: ListFormProps<number>) => <NewsForm id={id} close={close} />,
    [],
  );
  return (
    <ListScreen<NewsDto, number>
      title="Notícias"
      entityName="notícia"
      columns={COLUMNS}
      rowKey={newsKey}
      rowLabel={newsLabel}
      useList={useListNewsQuery}
      permissions={{ insert: P.insertNews, update: P.updateNews, delete: P.deleteNews }}
      onDelete={onDelete}
      bulkDeleteEndpoint="news/multiple"
      renderForm={renderForm}
    />
  );
}
