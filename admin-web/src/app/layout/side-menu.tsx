import { visibleMenu } from '@clube/shared';
import { Menu, type MenuProps } from 'antd';
import { useMemo } from 'react';
import { useSelector } from 'react-redux';
import { Link, useLocation } from 'react-router-dom';
import { selectHeldPermissions } from '../../core/session/session-slice';
import { menuIcon } from './menu-icons';

type MenuItems = NonNullable<MenuProps['items']>;

/**
 * The back-office menu: a section shows when the user holds at least one of
 * its permissions, and each link only with its own. In the mini variant
 * (`collapsed`) only icons show, sections separated by dividers; the Sider
 * around it collapses the antd Menu itself.
 */
export function SideMenu({ collapsed }: { collapsed: boolean }) {
  const held = useSelector(selectHeldPermissions);
  const groups = useMemo(() => visibleMenu(held), [held]);
  const { pathname } = useLocation();

  const items = useMemo<MenuItems>(() => {
    const links = (group: (typeof groups)[number]): MenuItems =>
      group.items.map((item) => ({
        key: item.path,
        icon: menuIcon(item.path),
        label: <Link to={`/${item.path}`}>{item.label}</Link>,
      }));
    if (collapsed) {
      return groups.flatMap((group, index) => [
        ...(index > 0 ? [{ type: 'divider' as const, key: `${group.key}-divider` }] : []),
        ...links(group),
      ]);
    }
    return groups.map((group) => ({
      type: 'group' as const,
      key: group.key,
      label: group.title,
      children: links(group),
    }));
  }, [groups, collapsed]);

  // The longest menu path the current location is at or below ('carteirinha/layout' over 'carteirinha').
  const selected = useMemo(() => {
    const current = pathname.replace(/^\/+|\/+$/g, '');
    const paths = groups.flatMap((group) => group.items.map((item) => item.path));
    const match = paths
      .filter((path) => current === path || current.startsWith(`${path}/`))
      .sort((a, b) => b.length - a.length)[0];
    return match ? [match] : [];
  }, [groups, pathname]);

  if (groups.length === 0) return null;

  return (
    <nav aria-label="Menu principal">
      <Menu
        mode="inline"
        items={items}
        selectedKeys={selected}
        style={{ borderInlineEnd: 'none' }}
      />
    </nav>
  );
}
