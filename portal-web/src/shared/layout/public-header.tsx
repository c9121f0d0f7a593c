import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Button } from 'antd';
import MenuOutlined from '@ant-design/icons/MenuOutlined';
import { useMediaQuery } from '@clube/shared/web';
import { useSite } from '../site-settings/site-settings-context';
import { readableTextColor } from '../site-settings/site-theme';
import { HeaderSearch } from './header-search';
import { Brand, AccountEntry, NavLinks } from './header-parts';
import { NARROW_HEADER_QUERY } from './nav-links';
import { SocialLinks } from './social-links';

// The drawer (and the antd code behind it) is only fetched on narrow screens.
const loadMenuDrawer = () => import('./menu-drawer');
const MenuDrawer = lazy(async () => ({ default: (await loadMenuDrawer()).MenuDrawer }));

/**
 * Public header: wide above 866 px (links, social icons, search, LOGIN);
 * at 866 px and below a menu button opens a drawer with the same content.
 */
export function PublicHeader() {
  const { settings, colors } = useSite();
  const narrow = useMediaQuery(NARROW_HEADER_QUERY);
  const { pathname } = useLocation();
  // The drawer belongs to the page it was opened on: navigating closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const [drawerUsed, setDrawerUsed] = useState(false);
  const drawerOpen = openOn === pathname;
  const close = () => setOpenOn(null);

  useEffect(() => {
    if (narrow) void loadMenuDrawer();
  }, [narrow]);

  const style = {
    backgroundColor: colors.primaryColor,
    color: readableTextColor(colors.primaryColor),
  };

  if (!narrow) {
    return (
      <header className="public-header public-header--wide" style={style}>
        <div className="public-header__inner">
          <Brand />
          <nav aria-label="Menu principal" className="public-header__nav">
            <NavLinks />
          </nav>
          <SocialLinks settings={settings} />
          <HeaderSearch />
          <AccountEntry />
        </div>
      </header>
    );
  }

  return (
    <header className="public-header public-header--narrow" style={style}>
      <div className="public-header__inner">
        <Brand />
        <Button
          type="text"
          className="menu-button"
          style={{ color: style.color }}
          icon={<MenuOutlined />}
          aria-label="Abrir menu"
          aria-expanded={drawerOpen}
          onClick={() => {
            setDrawerUsed(true);
            setOpenOn(pathname);
          }}
        />
      </div>
      {drawerUsed ? (
        <Suspense fallback={null}>
          <MenuDrawer open={drawerOpen} onClose={close} />
        </Suspense>
      ) : null}
    </header>
  );
}
