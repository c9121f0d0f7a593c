import { useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import MenuOutlined from '@ant-design/icons-svg/es/asn/MenuOutlined';
import { useMediaQuery } from '@clube/shared/web';
import { useSite } from '../site-settings/site-settings-context';
import { readableTextColor } from '../site-settings/site-theme';
import { Button } from '../ui/button';
import { Icon } from '../ui/icon';
import { HeaderSearch } from './header-search';
import { Brand, AccountEntry, NavLinks } from './header-parts';
import { MenuDrawer } from './menu-drawer';
import { NARROW_HEADER_QUERY } from './nav-links';
import { SocialLinks } from './social-links';

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
  const drawerOpen = openOn === pathname;
  const menuButton = useRef<HTMLButtonElement>(null);

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
          ref={menuButton}
          variant="text"
          className="menu-button"
          style={{ color: style.color }}
          icon={<Icon icon={MenuOutlined} />}
          aria-label="Abrir menu"
          aria-expanded={drawerOpen}
          aria-haspopup="dialog"
          onClick={() => setOpenOn(pathname)}
        />
      </div>
      {drawerOpen ? <MenuDrawer onClose={() => setOpenOn(null)} returnFocus={menuButton} /> : null}
    </header>
  );
}
