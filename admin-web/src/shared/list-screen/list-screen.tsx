import {
  DeleteOutlined,
  EditOutlined,
  EyeOutlined,
  PlusOutlined,
  SearchOutlined,
} from '@ant-design/icons';
import {
  API_MSG,
  hasPermission,
  MSG,
  SEARCH_DEBOUNCE_MS,
  TABLE_PAGE_SIZE,
  type PermissionName,
} from '@clube/shared';
import {
  Alert,
  Button,
  ConfigProvider,
  Input,
  Popconfirm,
  Select,
  Space,
  Table,
  Tooltip,
} from 'antd';
import type { ColumnType, TablePaginationConfig } from 'antd/es/table';
import type { SorterResult } from 'antd/es/table/interface';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { selectHeldPermissions } from '../../core/session/session-slice';
import { failureMessage } from '@clube/shared/web';
import { useBulkDeleteMutation } from './bulk-delete-api';
import { FormModal, formTitle, type CloseReason } from './form-modal';
import { useDebouncedValue } from './use-debounced-value';
import './list-screen.css';

/** What a list screen asks the API for: `?skip=&take=&search=&sort=` plus its filter. */
export interface ListParams {
  skip: number;
  take: number;
  search?: string;
  /** A column's sort key, '-' in front for descending ('-createdAt'). */
  sort?: string;
  [filter: string]: string | number | undefined;
}

/** The API's list answer `{ data, total }`. */
export interface ListPage<T> {
  data: T[];
  total: number;
}

/** The part of an RTK Query hook's result the list uses (pass the generated hook itself). */
export interface ListQueryResult<T> {
  data?: ListPage<T>;
  isFetching: boolean;
  error?: unknown;
  refetch: () => unknown;
}

/** An antd column; `sortKey` makes it sortable on the server by that key. */
export type ListColumn<T> = ColumnType<T> & { key: string; sortKey?: string };

/**
 * Who may use each row action: a permission, `null` for everyone (the place
 * lists), or left out when the screen has no such action.
 */
export interface ListActionPermissions {
  insert?: PermissionName | null;
  update?: PermissionName | null;
  delete?: PermissionName | null;
}

/** The optional column filter above the table (e.g. status). */
export interface ListFilter {
  label: string;
  /** Query parameter it sets. */
  param: string;
  options: ReadonlyArray<{ value: string | number; label: string }>;
}

export interface ListFormProps<K> {
  /** null in create mode. */
  id: K | null;
  /** Close the dialog; 'no_update' keeps the list as it is, anything else reloads it. */
  close: (reason?: CloseReason) => void;
  /** Opened by 'Ver' (no update permission): every control is disabled, nothing is saved. */
  readOnly?: boolean;
}

export interface ListScreenProps<T, K extends string | number> {
  /** Page heading, e.g. 'Usuários Internos'. */
  title: string;
  /** Completes the dialog titles: 'Cadastrar <entityName>' / 'Editar <entityName>'. */
  entityName: string;
  columns: ReadonlyArray<ListColumn<T>>;
  rowKey: (row: T) => K;
  /** How a row is named in the action buttons' labels ('Editar Maria Souza'). */
  rowLabel: (row: T) => string;
  /** The list query hook, e.g. the generated `useListUsersQuery`. */
  useList: (params: ListParams) => ListQueryResult<T>;
  filter?: ListFilter;
  permissions: ListActionPermissions;
  /** Deletes one row (reject to show the server's error). */
  onDelete?: (row: T) => Promise<unknown>;
  /** What deleting this row also does, said under 'Confirma a exclusão?' (e.g. a refund). */
  deleteDescription?: (row: T) => ReactNode;
  /** Bulk delete: POSTs `{ ids }` to this endpoint (below /api), e.g. 'users/multiple'. */
  bulkDeleteEndpoint?: string;
  /** The register/edit form shown in the full-screen dialog. */
  renderForm?: (props: ListFormProps<K>) => ReactNode;
  /**
   * Whoever lists the records but may not update them opens one read-only ('Ver <row>': the
   * form with every control disabled, 'Ver <entity>' as the title, no Salvar).
   */
  viewable?: boolean;
  defaultSort?: string;
  /**
   * More filters of the screen's own (e.g. a company picker, an age range): shown in the
   * toolbar after the search; `extraParams` are their query parameters (a change goes back to
   * page 1).
   */
  toolbarExtra?: ReactNode;
  extraParams?: Readonly<Record<string, string | number | undefined>>;
  /**
   * The screen's own row actions (view, download...), shown in the 'Ações' column before
   * edit and delete; the screen gates them by permission itself.
   */
  rowActions?: (row: T) => ReactNode;
}

function can(held: readonly string[], permission: PermissionName | null | undefined): boolean {
  if (permission === undefined) return false;
  return permission === null || hasPermission(held, permission);
}

/**
 * The generic list screen of the back office (spec "Generic list screens"):
 * server-side paging (10 rows, 'Registros por página:'), search with a 300 ms
 * debounce, optional filter, sortable columns, edit/delete row actions gated
 * by permissions, delete confirmation, bulk delete while rows are selected,
 * and the full-screen register/edit dialog that reloads the list on close
 * unless it closed with 'no_update'.
 */
export function ListScreen<T, K extends string | number = string>({
  title,
  entityName,
  columns,
  rowKey,
  rowLabel,
  useList,
  filter,
  permissions,
  onDelete,
  deleteDescription,
  bulkDeleteEndpoint,
  renderForm,
  viewable = false,
  defaultSort,
  toolbarExtra,
  extraParams,
  rowActions,
}: ListScreenProps<T, K>) {
  const held = useSelector(selectHeldPermissions);
  const canInsert = Boolean(renderForm) && can(held, permissions.insert);
  const canUpdate = Boolean(renderForm) && can(held, permissions.update);
  const canView = viewable && Boolean(renderForm) && !canUpdate;
  const canDelete = Boolean(onDelete) && can(held, permissions.delete);
  const canBulkDelete = Boolean(bulkDeleteEndpoint) && can(held, permissions.delete);

  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const [filterValue, setFilterValue] = useState<string | number | undefined>(undefined);
  const [sort, setSort] = useState<string | undefined>(defaultSort);

  // A new search, filter or order starts again at page 1.
  const extra = Object.fromEntries(
    Object.entries(extraParams ?? {}).filter(([, value]) => value !== undefined && value !== ''),
  );
  const queryKey = JSON.stringify([search, filterValue ?? null, sort ?? null, extra]);
  const [paging, setPaging] = useState({ key: queryKey, page: 1 });
  const page = paging.key === queryKey ? paging.page : 1;

  const params: ListParams = {
    skip: (page - 1) * TABLE_PAGE_SIZE,
    take: TABLE_PAGE_SIZE,
    ...(search ? { search } : {}),
    ...(sort ? { sort } : {}),
    ...(filter && filterValue !== undefined ? { [filter.param]: filterValue } : {}),
    ...extra,
  };
  const list = useList(params);
  const rows = useMemo(() => list.data?.data ?? [], [list.data]);
  const total = list.data?.total ?? 0;
  const { refetch } = list;

  useEffect(() => {
    // List load failures are only logged (spec §8); a 403 raises the general notice.
    if (list.error) console.error('Falha ao carregar a lista', list.error);
  }, [list.error]);

  useEffect(() => {
    // The last row of a later page went away: show the page before.
    if (!list.isFetching && list.data && rows.length === 0 && page > 1) {
      setPaging({ key: queryKey, page: Math.max(1, Math.ceil(total / TABLE_PAGE_SIZE)) });
    }
  }, [list.isFetching, list.data, rows.length, page, total, queryKey]);

  const [selected, setSelected] = useState<K[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [dialog, setDialog] = useState<{ id: K | null; readOnly?: boolean } | null>(null);
  const [bulkDelete, bulkState] = useBulkDeleteMutation();

  const closeDialog = (reason: CloseReason = 'saved') => {
    setDialog(null);
    if (reason !== 'no_update') refetch();
  };

  const deleteRow = async (row: T) => {
    if (!onDelete) return;
    setFailure(null);
    try {
      await onDelete(row);
      const key = rowKey(row);
      setSelected((keys) => keys.filter((k) => k !== key));
    } catch (error) {
      console.error('Falha ao excluir', error);
      setFailure(failureMessage(error));
    }
    refetch();
  };

  const deleteSelected = async () => {
    if (!bulkDeleteEndpoint || selected.length === 0) return;
    setFailure(null);
    try {
      await bulkDelete({ endpoint: bulkDeleteEndpoint, ids: selected }).unwrap();
      setSelected([]);
    } catch (error) {
      setFailure(failureMessage(error));
    }
    refetch();
  };

  const tableColumns = useMemo<ColumnType<T>[]>(() => {
    const own: ColumnType<T>[] = columns.map(({ sortKey, ...column }) => {
      if (!sortKey) return column;
      const order =
        sort === sortKey
          ? ('ascend' as const)
          : sort === `-${sortKey}`
            ? ('descend' as const)
            : null;
      return { ...column, sorter: true, sortOrder: order };
    });
    if (!canUpdate && !canView && !canDelete && !rowActions) return own;
    return [
      ...own,
      {
        key: 'actions',
        title: 'Ações',
        align: 'right',
        width: rowActions ? 160 : 120,
        render: (_value: unknown, row: T) => {
          const name = rowLabel(row);
          return (
            <Space size="small">
              {rowActions?.(row)}
              {canView && (
                <Tooltip title="Ver">
                  <Button
                    type="text"
                    icon={<EyeOutlined aria-hidden />}
                    aria-label={`Ver ${name}`}
                    onClick={() => setDialog({ id: rowKey(row), readOnly: true })}
                  />
                </Tooltip>
              )}
              {canUpdate && (
                <Tooltip title="Editar">
                  <Button
                    type="text"
                    icon={<EditOutlined aria-hidden />}
                    aria-label={`Editar ${name}`}
                    onClick={() => setDialog({ id: rowKey(row) })}
                  />
                </Tooltip>
              )}
              {canDelete && (
                <Popconfirm
                  title={MSG.confirmDelete}
                  description={deleteDescription?.(row)}
                  okText={MSG.yes}
                  cancelText={MSG.no}
                  onConfirm={() => deleteRow(row)}
                >
                  <Button
                    type="text"
                    danger
                    icon={<DeleteOutlined aria-hidden />}
                    aria-label={`Excluir ${name}`}
                  />
                </Popconfirm>
              )}
            </Space>
          );
        },
      },
    ];
    // deleteRow changes every render; the column reads it when clicked.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [
    columns,
    sort,
    canUpdate,
    canView,
    canDelete,
    rowKey,
    rowLabel,
    onDelete,
    deleteDescription,
    rowActions,
  ]);

  const onTableChange = (
    pagination: TablePaginationConfig,
    _filters: unknown,
    sorter: SorterResult<T> | SorterResult<T>[],
  ) => {
    const one = Array.isArray(sorter) ? sorter[0] : sorter;
    const column = columns.find((c) => c.key === one?.columnKey);
    const nextSort =
      column?.sortKey && one?.order
        ? `${one.order === 'descend' ? '-' : ''}${column.sortKey}`
        : defaultSort;
    if (nextSort !== sort) {
      setSort(nextSort);
      return;
    }
    setPaging({ key: queryKey, page: pagination.current ?? 1 });
  };

  const bulkMode = canBulkDelete && selected.length > 0;

  return (
    <section className="list-screen" aria-labelledby="list-screen-title">
      <div className="list-screen__header">
        <h1 id="list-screen-title" className="list-screen__title">
          {title}
        </h1>
        {canInsert && (
          <Button
            type="primary"
            icon={<PlusOutlined aria-hidden />}
            onClick={() => setDialog({ id: null })}
          >
            {API_MSG.createPrefix}
          </Button>
        )}
      </div>

      <div className="list-screen__toolbar">
        <Input
          type="search"
          className="list-screen__search"
          aria-label="Pesquisar"
          placeholder="Pesquisar"
          prefix={<SearchOutlined aria-hidden />}
          allowClear
          value={searchText}
          onChange={(event) => setSearchText(event.target.value)}
        />
        {filter && (
          <Select
            // An id of its own: antd's generated ids are all 'test-id' in tests, where the
            // filter's would then name the register/edit dialog.
            id="list-screen-filter"
            className="list-screen__filter"
            aria-label={filter.label}
            placeholder={filter.label}
            allowClear
            value={filterValue}
            onChange={(value: string | number | undefined) => setFilterValue(value ?? undefined)}
            options={filter.options.map((option) => ({ ...option }))}
          />
        )}
        {toolbarExtra}
        <div className="list-screen__spacer" />
        {bulkMode && (
          <div className="list-screen__bulk" role="group" aria-label="Ações em lote">
            <span aria-live="polite">
              {selected.length === 1 ? '1 selecionado' : `${selected.length} selecionados`}
            </span>
            <Popconfirm
              title={MSG.confirmDelete}
              okText={MSG.yes}
              cancelText={MSG.no}
              onConfirm={deleteSelected}
            >
              <Button danger icon={<DeleteOutlined aria-hidden />} loading={bulkState.isLoading}>
                Excluir selecionados
              </Button>
            </Popconfirm>
            <Button onClick={() => setSelected([])}>Limpar seleção</Button>
          </div>
        )}
      </div>

      {failure && (
        <Alert
          className="list-screen__alert"
          type="error"
          showIcon
          title={failure}
          closable={{ onClose: () => setFailure(null), 'aria-label': 'Fechar' }}
        />
      )}

      <Table<T>
        rowKey={(row) => rowKey(row)}
        columns={tableColumns}
        dataSource={rows}
        loading={list.isFetching}
        onChange={onTableChange}
        className="list-screen__table"
        locale={{ emptyText: search ? MSG.emptySearch : MSG.emptyTable }}
        rowSelection={
          canBulkDelete
            ? {
                selectedRowKeys: selected,
                preserveSelectedRowKeys: true,
                onChange: (keys) => setSelected(keys as K[]),
                getCheckboxProps: (row) => ({ 'aria-label': `Selecionar ${rowLabel(row)}` }),
              }
            : undefined
        }
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

      {renderForm && (
        <FormModal
          open={dialog !== null}
          title={
            dialog?.readOnly
              ? `${API_MSG.viewPrefix} ${entityName}`
              : formTitle(entityName, dialog?.id ?? null)
          }
          onClose={closeDialog}
        >
          {dialog &&
            (dialog.readOnly ? (
              <ConfigProvider componentDisabled>
                {renderForm({ id: dialog.id, close: closeDialog, readOnly: true })}
              </ConfigProvider>
            ) : (
              renderForm({ id: dialog.id, close: closeDialog })
            ))}
        </FormModal>
      )}
    </section>
  );
}
