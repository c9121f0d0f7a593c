import { StopOutlined } from '@ant-design/icons';
import { Button, Popconfirm, Tag, Tooltip } from 'antd';
import { useCallback } from 'react';
import {
  ALL_PERMISSIONS,
  ApiKeyStatus,
  formatDate,
  formatDateTime,
  hasPermission,
  MSG,
  P,
} from '@clube/shared';
import { useAppSelector } from '../../../core/hooks';
import { selectHeldPermissions } from '../../../core/session/session-slice';
import { useNotice } from '../../../shared/feedback/notice';
import { ListScreen, type ListColumn, type ListFormProps } from '../../../shared/list-screen';
import { useListApiKeysQuery, useRevokeApiKeyMutation, type ApiKeyDto } from '../api/api-keys-api';
import { ApiKeyForm } from '../components/api-key-form';

const LABEL = new Map<string, string>(ALL_PERMISSIONS.map((p) => [p.description, p.label]));

const STATUS_COLOR: Record<ApiKeyStatus, string> = {
  [ApiKeyStatus.Active]: 'green',
  [ApiKeyStatus.Expired]: 'default',
  [ApiKeyStatus.Revoked]: 'red',
  [ApiKeyStatus.Suspended]: 'orange',
};

/** The key's last day: it stops at the start of the next day (club time). */
const lastDay = (expiresAt: string) => formatDate(new Date(Date.parse(expiresAt) - 1));

const COLUMNS: ReadonlyArray<ListColumn<ApiKeyDto>> = [
  { key: 'name', title: 'Nome', sortKey: 'name', dataIndex: 'name' },
  {
    key: 'prefix',
    title: 'Prefixo',
    render: (_, k) => <code>{k.prefix}…</code>,
  },
  {
    key: 'permissions',
    title: 'Permissões',
    render: (_, k) => k.permissions.map((p) => LABEL.get(p) ?? p).join(', '),
  },
  {
    key: 'expiresAt',
    title: 'Validade',
    sortKey: 'expiresAt',
    render: (_, k) => (k.expiresAt ? lastDay(k.expiresAt) : 'Sem validade'),
  },
  {
    key: 'lastUsedAt',
    title: 'Último uso',
    sortKey: 'lastUsedAt',
    render: (_, k) => (k.lastUsedAt ? formatDateTime(k.lastUsedAt) : 'Nunca usada'),
  },
  {
    key: 'status',
    title: 'Status',
    render: (_, k) => <Tag color={STATUS_COLOR[k.status.id]}>{k.status.description}</Tag>,
  },
];

const rowKey = (k: ApiKeyDto) => k.id;
const rowLabel = (k: ApiKeyDto) => k.name;

/**
 * Chaves de API (list-api-key; insert-, delete-): the keys integrators use instead of a
 * person's sign-in. A new key is shown once; revoking one refuses its next request.
 */
export default function ApiKeysPage() {
  const held = useAppSelector(selectHeldPermissions);
  const [revoke] = useRevokeApiKeyMutation();
  const notice = useNotice();
  const canRevoke = hasPermission(held, P.deleteApiKey);
  const renderForm = useCallback(
    ({ close }: ListFormProps<string>) => <ApiKeyForm close={close} />,
    [],
  );
  const rowActions = useCallback(
    (k: ApiKeyDto) =>
      canRevoke && k.status.id !== ApiKeyStatus.Revoked ? (
        <Popconfirm
          title="Revogar esta chave?"
          description="Os sistemas que a usam deixam de ter acesso na próxima requisição."
          okText={MSG.yes}
          cancelText={MSG.no}
          onConfirm={async () => {
            try {
              await revoke({ id: k.id }).unwrap();
              notice({ kind: 'success', title: 'Chave revogada.' });
            } catch {
              notice({ kind: 'error', title: 'Não foi possível revogar a chave.' });
            }
          }}
        >
          <Tooltip title="Revogar">
            <Button
              type="text"
              danger
              icon={<StopOutlined aria-hidden />}
              aria-label={`Revogar ${k.name}`}
            />
          </Tooltip>
        </Popconfirm>
      ) : null,
    [canRevoke, notice, revoke],
  );
  return (
    <ListScreen<ApiKeyDto, string>
      title="Chaves de API"
      entityName="chave de API"
      columns={COLUMNS}
      rowKey={rowKey}
      rowLabel={rowLabel}
      useList={useListApiKeysQuery}
      permissions={{ insert: P.insertApiKey, update: null, delete: null }}
      renderForm={renderForm}
      rowActions={rowActions}
      defaultSort="-createdAt"
    />
  );
}
