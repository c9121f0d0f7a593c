import { Button, Space, Transfer } from 'antd';
import { useEffect, useRef } from 'react';
import type { PermissionGroupDto } from '../api/permissions-api';

interface Item {
  key: string;
  title: string;
  description: string;
  group: string;
}

/**
 * The transfer-list variant: every permission on the left ('Todas'), the
 * user's on the right ('Atribuídas'); items move one by one, selected, or all.
 */
export function PermissionTransfer({
  groups,
  assigned,
  disabled,
  onMove,
}: {
  groups: ReadonlyArray<PermissionGroupDto>;
  assigned: ReadonlySet<number>;
  disabled: boolean;
  /** Grant (`to` 'assigned') or revoke (`to` 'all') these permissions, one at a time. */
  onMove: (permissionIds: number[], to: 'assigned' | 'all') => void;
}) {
  const items: Item[] = groups.flatMap((group) =>
    group.permissions.map((permission) => ({
      key: String(permission.id),
      title: permission.label,
      description: permission.description,
      group: group.title,
    })),
  );
  const box = useRef<HTMLDivElement>(null);

  // antd's Transfer gives its checkboxes no names: name each after its item
  // (and the header ones after their list) so screen readers can tell them apart.
  useEffect(() => {
    const root = box.current;
    if (!root) return;
    root.querySelectorAll<HTMLElement>('.ant-transfer-list-content-item').forEach((row) => {
      const input = row.querySelector('input[type="checkbox"]');
      const name = row.querySelector('.ant-transfer-list-content-item-text')?.textContent;
      if (input && name) input.setAttribute('aria-label', name);
    });
    root.querySelectorAll<HTMLElement>('.ant-transfer-section').forEach((list) => {
      const input = list.querySelector('.ant-transfer-list-header input[type="checkbox"]');
      const title = list.querySelector('.ant-transfer-list-header-title')?.textContent;
      if (input && title) input.setAttribute('aria-label', `Selecionar todas: ${title}`);
    });
  });

  const targetKeys = items.filter((item) => assigned.has(Number(item.key))).map((item) => item.key);
  const left = items.filter((item) => !assigned.has(Number(item.key)));

  return (
    <div className="admin-permissions__transfer" ref={box}>
      <Space wrap className="admin-permissions__transfer-all">
        <Button
          disabled={disabled || left.length === 0}
          onClick={() =>
            onMove(
              left.map((item) => Number(item.key)),
              'assigned',
            )
          }
        >
          Atribuir todas
        </Button>
        <Button
          disabled={disabled || targetKeys.length === 0}
          onClick={() => onMove(targetKeys.map(Number), 'all')}
        >
          Remover todas
        </Button>
      </Space>
      <Transfer<Item>
        dataSource={items}
        targetKeys={targetKeys}
        titles={['Todas', 'Atribuídas']}
        actions={['Atribuir', 'Remover']}
        disabled={disabled}
        render={(item) => ({
          label: <span title={`${item.group} · ${item.description}`}>{item.title}</span>,
          value: item.title,
        })}
        onChange={(_next, direction, moveKeys) =>
          onMove(moveKeys.map(Number), direction === 'right' ? 'assigned' : 'all')
        }
        styles={{ section: { width: '100%', minHeight: 320 } }}
      />
    </div>
  );
}
