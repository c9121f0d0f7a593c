import { SearchOutlined } from '@ant-design/icons';
import { formatCpf, hasPermission, MSG, P, SEARCH_DEBOUNCE_MS } from '@clube/shared';
import { Alert, App, Empty, Input, Segmented, Select, Tabs } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { useSelector } from 'react-redux';
import { useAppDispatch } from '../../../core/hooks';
import { selectHeldPermissions, selectProfile } from '../../../core/session/session-slice';
import { failureMessage } from '@clube/shared/web';
import { PageLoading } from '../../../shared/layout/page-loading';
import { useMediaQuery } from '@clube/shared/web';
import { useDebouncedValue } from '../../../shared/list-screen';
import { sessionApi } from '../../session';
import { useListUsersQuery } from '../../users';
import {
  useGetUserPermissionsQuery,
  useListPermissionGroupsQuery,
  useToggleUserPermissionMutation,
} from '../api/permissions-api';
import { filterCatalogue } from '../components/permission-items';
import { PermissionSwitches } from '../components/permission-switches';
import { PermissionTransfer } from '../components/permission-transfer';
import './permissions-page.css';

/** At this width or below the two variants are tabs (spec: 600 px). */
const NARROW_QUERY = '(max-width: 600px)';
const USER_OPTIONS = 20;

type Variant = 'switches' | 'transfer';
const VARIANT_LABELS: Record<Variant, string> = {
  switches: 'Por grupo',
  transfer: 'Lista de transferência',
};

/** Picks the staff member whose permissions are shown (GET /users, searched on the server). */
function UserPicker({
  value,
  onChange,
}: {
  value: string | null;
  onChange: (userId: string | null) => void;
}) {
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const { data, isFetching } = useListUsersQuery({
    skip: 0,
    take: USER_OPTIONS,
    ...(search ? { search } : {}),
  });
  const options = (data?.data ?? []).map((user) => ({
    value: user.id,
    label: `${user.name} ${user.surname} · ${formatCpf(user.cpf)}`,
  }));

  return (
    <div className="admin-permissions__field">
      <label htmlFor="permissions-user" className="admin-permissions__field-label">
        Usuário
      </label>
      <Select
        id="permissions-user"
        showSearch={{ filterOption: false, onSearch: setSearchText }}
        allowClear
        placeholder="Selecione um usuário"
        value={value ?? undefined}
        options={options}
        loading={isFetching}
        notFoundContent={search ? MSG.emptySearch : MSG.emptyTable}
        onChange={(userId: string | undefined) => {
          onChange(userId ?? null);
          setSearchText('');
        }}
        className="admin-permissions__user"
      />
    </div>
  );
}

/**
 * The permissions of one user: assigned ids from GET /v1/users-permission,
 * changed one at a time with POST /v1/users-toggle-permission.
 */
function UserPermissions({ userId, search }: { userId: string; search: string }) {
  const { message, notification } = App.useApp();
  const dispatch = useAppDispatch();
  const me = useSelector(selectProfile);
  const held = useSelector(selectHeldPermissions);
  const mayChange = hasPermission(held, P.updatePermission);
  const narrow = useMediaQuery(NARROW_QUERY);
  const [variant, setVariant] = useState<Variant>('switches');

  const catalogue = useListPermissionGroupsQuery();
  const current = useGetUserPermissionsQuery({ userId }, { refetchOnMountOrArgChange: true });
  const [toggle] = useToggleUserPermissionMutation();

  // Changes made here, by permission id: true granted, false revoked (newer than the query).
  const [changes, setChanges] = useState<ReadonlyMap<number, boolean>>(new Map());
  const [pendingId, setPendingId] = useState<number | null>(null);
  const busy = useRef(false);

  const assigned = useMemo(() => {
    const ids = new Set((current.data?.permissions ?? []).map((permission) => permission.id));
    for (const [id, granted] of changes) {
      if (granted) ids.add(id);
      else ids.delete(id);
    }
    return ids;
  }, [current.data, changes]);

  const groups = useMemo(
    () => filterCatalogue(catalogue.data ?? [], search),
    [catalogue.data, search],
  );

  /** Toggles each permission in turn, waiting for the API's answer before the next. */
  const toggleInTurn = async (permissionIds: number[]) => {
    if (busy.current || permissionIds.length === 0) return;
    busy.current = true;
    try {
      for (const permissionId of permissionIds) {
        setPendingId(permissionId);
        try {
          const answer = await toggle({
            togglePermissionDto: { userId, permissionId },
          }).unwrap();
          setChanges((before) => new Map(before).set(permissionId, answer.granted));
          void message.success({
            key: 'permission-changed',
            content: MSG.permissionChanged,
          });
        } catch (error) {
          notification.error({ title: MSG.errorTitle, description: failureMessage(error) });
          break;
        }
      }
    } finally {
      busy.current = false;
      setPendingId(null);
      if (me?.id === userId) dispatch(sessionApi.util.invalidateTags(['Me']));
    }
  };

  const move = (permissionIds: number[], to: 'assigned' | 'all') =>
    toggleInTurn(permissionIds.filter((id) => assigned.has(id) !== (to === 'assigned')));

  if (catalogue.isLoading || current.isLoading) return <PageLoading />;
  if (catalogue.error || current.error) {
    return <Alert type="error" showIcon title={failureMessage(catalogue.error ?? current.error)} />;
  }

  const disabled = !mayChange || pendingId !== null;
  const empty = groups.length === 0 && (
    <Empty description={search ? MSG.emptySearch : MSG.emptyTable} />
  );
  const switches = empty || (
    <PermissionSwitches
      groups={groups}
      assigned={assigned}
      pendingId={pendingId}
      disabled={disabled}
      onToggle={(id) => void toggleInTurn([id])}
    />
  );
  const transfer = empty || (
    <PermissionTransfer
      groups={groups}
      assigned={assigned}
      disabled={disabled}
      onMove={(ids, to) => void move(ids, to)}
    />
  );

  return (
    <div className="admin-permissions__body">
      {!mayChange && (
        <Alert
          type="info"
          showIcon
          title="Você pode consultar, mas não alterar permissões."
          className="admin-permissions__notice"
        />
      )}
      {narrow ? (
        <Tabs
          items={[
            { key: 'switches', label: VARIANT_LABELS.switches, children: switches },
            { key: 'transfer', label: VARIANT_LABELS.transfer, children: transfer },
          ]}
        />
      ) : (
        <>
          <Segmented<Variant>
            aria-label="Modo de exibição"
            value={variant}
            onChange={setVariant}
            options={(Object.keys(VARIANT_LABELS) as Variant[]).map((key) => ({
              value: key,
              label: VARIANT_LABELS[key],
            }))}
            className="admin-permissions__variant"
          />
          {variant === 'switches' ? switches : transfer}
        </>
      )}
    </div>
  );
}

/** Permissões (list-permission): choose a user, search, and grant or revoke each permission. */
export default function PermissionsPage() {
  const [userId, setUserId] = useState<string | null>(null);
  const [search, setSearch] = useState('');

  return (
    <section className="admin-permissions" aria-labelledby="permissions-title">
      <h1 id="permissions-title" className="admin-permissions__title">
        Permissões
      </h1>
      <div className="admin-permissions__filters">
        <UserPicker value={userId} onChange={setUserId} />
        <div className="admin-permissions__field">
          <label htmlFor="permissions-search" className="admin-permissions__field-label">
            Pesquisar permissão
          </label>
          <Input
            id="permissions-search"
            type="search"
            allowClear
            prefix={<SearchOutlined aria-hidden />}
            placeholder="Nome ou código da permissão"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
      </div>
      {userId ? (
        <UserPermissions key={userId} userId={userId} search={search} />
      ) : (
        <Empty description="Selecione um usuário para ver as permissões." />
      )}
    </section>
  );
}
