import { Drawer } from 'antd';
import { useSite } from '../site-settings/site-settings-context';
import { HeaderSearch } from './header-search';
import { AccountEntry, NavLinks } from './header-parts';
import { SocialLinks } from './social-links';

interface MenuDrawerProps {
  open: boolean;
  onClose: () => void;
}

/** The narrow header's menu: the header's links, search, LOGIN and social networks. */
export function MenuDrawer({ open, onClose }: MenuDrawerProps) {
  const { settings } = useSite();
  return (
    <Drawer
      title="Menu"
      placement="right"
      open={open}
      onClose={onClose}
      size={300}
      rootClassName="public-drawer"
    >
      <nav aria-label="Menu principal" className="public-drawer__nav">
        <NavLinks onNavigate={onClose} />
      </nav>
      <HeaderSearch onSearched={onClose} />
      <AccountEntry onNavigate={onClose} />
      <SocialLinks settings={settings} />
    </Drawer>
  );
}
