import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Button, Layout } from 'antd';
import { Suspense, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { ProfileSync } from '../../features/session';
import { PageLoading } from '../../shared/layout/page-loading';
import { useMediaQuery } from '@clube/shared/web';
import { HOME_PATH } from '../../core/paths';
import { compactMenuToggled, selectCompactMenu } from '../ui-slice';
import { ClubBrand } from './club-brand';
import { SideMenu } from './side-menu';
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
 * Below 500 px the opened menu lies over the screen (it never pushes it off
 * the phone's width) and closes on a tap outside, Esc or a move to another page.
 * Ant Design's providers come from the app's lazy shell (app/antd-shell).
 */
export function AdminLayout() {
  const compact = useSelector(selectCompactMenu);
  const dispatch = useDispatch();
  const narrow = useMediaQuery(NARROW_QUERY);
  const { pathname } = useLocation();
  // The page the narrow menu was opened on: another page closes it.
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const openOnNarrow = narrow && openedOn === pathname;

  const collapsed = narrow ? !openOnNarrow : compact;
  const toggle = () => {
    if (narrow) setOpenedOn(openOnNarrow ? null : pathname);
    else dispatch(compactMenuToggled());
  };
  const closeNarrow = () => setOpenedOn(null);

  return (
    <>
      <ProfileSync />
      <Layout
        className={`admin-layout${narrow ? ' admin-layout--narrow' : ''}`}
        onKeyDown={(event) => {
          if (openOnNarrow && event.key === 'Escape') closeNarrow();
        }}
      >
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
        {openOnNarrow && (
          <div className="admin-layout__backdrop" aria-hidden="true" onClick={closeNarrow} />
        )}
        <Layout className="admin-layout__main">
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
              <ClubBrand />
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
