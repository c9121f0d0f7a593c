import { MSG, TABLE_PAGE_SIZE } from '@clube/shared';
import { Table } from 'antd';
import type { ColumnType } from 'antd/es/table';
import '../list-screen/list-screen.css';

/**
 * A report's table: the spec's 10 rows a page ('Registros por página:'), the API's
 * paging (the page asked for, the total it told), 'Nenhum dado encontrado!' when empty.
 */
export function ReportTable<R extends object>({
  columns,
  rows,
  total,
  page,
  onPage,
  loading,
  rowKey,
  label,
  emptyText = MSG.emptyTable,
}: {
  columns: ColumnType<R>[];
  rows: readonly R[];
  total: number;
  page: number;
  onPage: (page: number) => void;
  loading: boolean;
  rowKey: keyof R | ((row: R) => string);
  /** The table's accessible name. */
  label: string;
  /** What an empty table says ('Nenhum dado encontrado!'; a search: 'Nenhum resultado...'). */
  emptyText?: string;
}) {
  return (
    <Table<R>
      aria-label={label}
      rowKey={rowKey as string}
      columns={columns}
      dataSource={rows as R[]}
      loading={loading}
      className="list-screen__table"
      locale={{ emptyText }}
      onChange={(pagination) => onPage(pagination.current ?? 1)}
      pagination={{
        current: page,
        pageSize: TABLE_PAGE_SIZE,
        total,
        showSizeChanger: false,
        showTotal: (count, [from, to]) => (
          <span className="list-screen__pagination-label">
            {MSG.rowsPerPage} {TABLE_PAGE_SIZE} · {from}–{to} de {count}
          </span>
        ),
      }}
    />
  );
}
