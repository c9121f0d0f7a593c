import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Button, Layout } from 'antd';
import { Suspense, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link, Outlet } from 'react-router-dom';
import { HOME_PATH } from '../../app/paths';
import { ProfileSync } from '../../features/session/profile-sync';
import { compactMenuToggled, selectCompactMenu } from '../../features/ui/ui-slice';
import { CLUB_TITLE } from './club-title';
import { PageLoading } from './page-loading';
import { SideMenu } from './side-menu';
import { useMediaQuery } from './use-media-query';
import { UserMenu } from './user-menu';
import './admin-layout.css';

/** Side menu sizes (spec: drawer width 250, collapsible to a mini variant, breakpoint 500). */
export const MENU_WIDTH = 250;
export const MINI_MENU_WIDTH = 64;
export const MENU_BREAKPOINT_PX = 500;
const NARROW_QUERY = `(max-width: ${MENU_BREAKPOINT_PX - 0.02}px)`;

/**
 * The back-office frame: side menu (mini when the compact flag is on, and
 * always below 500 px unless opened there), header, and the current screen.
 * Ant Design's providers come from the app's lazy shell (app/antd-shell).
 */
export function AdminLayout() {
  const compact = useSelector(selectCompactMenu);
  const dispatch = useDispatch();
  const narrow = useMediaQuery(NARROW_QUERY);
  const [openOnNarrow, setOpenOnNarrow] = useState(false);

  const collapsed = narrow ? !openOnNarrow : compact;
  const toggle = () => {
    if (narrow) setOpenOnNarrow((open) => !open);
    else dispatch(compactMenuToggled());
  };

  return (
    <>
      <ProfileSync />
      <Layout className="admin-layout">
        <a className="admin-skip-link" href="#admin-content">
          Pular para o conteúdo
        </a>
        <Layout.Sider
          id="admin-menu"
          aria-label="Menu lateral"
          className="admin-layout__sider"
          theme="light"
          width={MENU_WIDTH}
          collapsedWidth={MINI_MENU_WIDTH}
          collapsible
          collapsed={collapsed}
          trigger={null}
        >
          <SideMenu collapsed={collapsed} />
        </Layout.Sider>
        <Layout>
          <Layout.Header className="admin-layout__header">
            <Button
              type="text"
              className="admin-layout__toggle"
              icon={
                collapsed ? <MenuUnfoldOutlined aria-hidden /> : <MenuFoldOutlined aria-hidden />
              }
              aria-label={collapsed ? 'Expandir menu' : 'Recolher menu'}
              aria-controls="admin-menu"
              aria-expanded={!collapsed}
              onClick={toggle}
            />
            <Link to={HOME_PATH} className="admin-layout__title">
              {CLUB_TITLE}
            </Link>
            <div className="admin-layout__spacer" />
            <UserMenu />
          </Layout.Header>
          <Layout.Content id="admin-content" className="admin-layout__content" tabIndex={-1}>
            <Suspense fallback={<PageLoading />}>
              <Outlet />
            </Suspense>
          </Layout.Content>
        </Layout>
      </Layout>
    </>
  );
}
