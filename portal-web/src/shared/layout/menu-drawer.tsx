import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import CloseOutlined from '@ant-design/icons-svg/es/asn/CloseOutlined';
import { useSite } from '../site-settings/site-settings-context';
import { Icon } from '../ui/icon';
import { HeaderSearch } from './header-search';
import { AccountEntry, NavLinks } from './header-parts';
import { SocialLinks } from './social-links';

interface MenuDrawerProps {
  onClose: () => void;
  /** Gets the focus back when the drawer closes (the menu button). */
  returnFocus: RefObject<HTMLElement | null>;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * The narrow header's menu: the header's links, search, LOGIN and social networks in a
 * panel from the right (the look of Ant Design's Drawer, natively: it opens at once on a
 * phone, with no UI-kit code to fetch). A modal dialog: Escape or the mask closes it, Tab
 * stays inside, the focus goes back to the menu button.
 */
export function MenuDrawer({ onClose, returnFocus }: MenuDrawerProps) {
  const { settings } = useSite();
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const opener = returnFocus.current;
    panel.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      if (opener?.isConnected) opener.focus();
    };
  }, [returnFocus]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    const items = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    if (items.length === 0) return;
    const first = items[0];
    const last = items[items.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <div className="public-drawer">
      <div className="public-drawer__mask" aria-hidden="true" onClick={onClose} />
      <div
        ref={panel}
        className="public-drawer__panel"
        role="dialog"
        aria-modal="true"
        aria-labelledby="public-drawer-title"
        onKeyDown={onKeyDown}
      >
        <div className="public-drawer__header">
          <button
            type="button"
            className="public-drawer__close"
            aria-label="Fechar menu"
            onClick={onClose}
          >
            <Icon icon={CloseOutlined} />
          </button>
          <h2 id="public-drawer-title" className="public-drawer__title">
            Menu
          </h2>
        </div>
        <div className="public-drawer__body">
          <nav aria-label="Menu principal" className="public-drawer__nav">
            <NavLinks onNavigate={onClose} />
          </nav>
          <HeaderSearch onSearched={onClose} />
          <AccountEntry onNavigate={onClose} />
          <SocialLinks settings={settings} />
        </div>
      </div>
    </div>,
    document.body,
  );
}
