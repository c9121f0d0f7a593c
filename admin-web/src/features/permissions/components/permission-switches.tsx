import { Switch } from 'antd';
import type { PermissionGroupDto } from '../api/permissions-api';

/** The permissions grouped as the admin menu, one switch each. */
export function PermissionSwitches({
  groups,
  assigned,
  pendingId,
  disabled,
  onToggle,
}: {
  groups: ReadonlyArray<PermissionGroupDto>;
  assigned: ReadonlySet<number>;
  /** The permission being saved (its switch spins). */
  pendingId: number | null;
  /** No change allowed (a change in flight, or no update-permission). */
  disabled: boolean;
  onToggle: (permissionId: number) => void;
}) {
  return (
    <div className="admin-permissions__groups">
      {groups.map((group) => (
        <fieldset key={group.key} className="admin-permissions__group">
          <legend className="admin-permissions__legend">{group.title}</legend>
          <ul className="admin-permissions__list">
            {group.permissions.map((permission) => {
              const labelId = `permission-${permission.id}-label`;
              return (
                <li key={permission.id} className="admin-permissions__item">
                  <span id={labelId} className="admin-permissions__label">
                    {permission.label}{' '}
                    <span className="admin-permissions__code">{permission.description}</span>
                  </span>
                  <Switch
                    aria-labelledby={labelId}
                    checked={assigned.has(permission.id)}
                    loading={pendingId === permission.id}
                    disabled={disabled}
                    onChange={() => onToggle(permission.id)}
                  />
                </li>
              );
            })}
          </ul>
        </fieldset>
      ))}
    </div>
  );
}
