import { lazy, Suspense } from 'react';
import { useSelector } from 'react-redux';
import { Link, NavLink, useLocation, useNavigate } from 'react-router-dom';
import { MEMBER_BASE, paths } from '../../core/paths';
import { selectIsSignedIn } from '../../core/session/session-slice';
import type { ReturnState } from '../guards/require-member';
import { useSite } from '../site-settings/site-settings-context';
import { buttonTextColors } from '../site-settings/site-theme';
import { Button } from '../ui/button';
import { publicNavLinks } from './nav-links';

/** The club's logo (or name), linking to the landing page. */
export function Brand() {
  const { settings } = useSite();
  const clubName = settings?.clubName?.trim();
  return (
    <Link to={paths.landing} className="brand">
      {settings?.logo1 ? (
        <img
          className="brand__logo"
          src={settings.logo1}
          alt={clubName ? `${clubName} - página inicial` : 'Página inicial'}
        />
      ) : (
        <span className="brand__name">
          {clubName || 'Início'}
          {clubName ? <span className="visually-hidden"> - página inicial</span> : null}
        </span>
      )}
    </Link>
  );
}

export function NavLinks({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <ul className="nav-links">
      {publicNavLinks.map((link) => (
        <li key={link.to}>
          <NavLink to={link.to} onClick={onNavigate}>
            {link.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/**
 * LOGIN: goes to the member login (/associado); the sign-in then leads back to
 * the page it was pressed on (not to a page of the login area itself).
 */
export function LoginButton({ onNavigate }: { onNavigate?: () => void }) {
  const navigate = useNavigate();
  const location = useLocation();
  const { colors } = useSite();
  const inLoginArea =
    location.pathname === MEMBER_BASE || location.pathname.startsWith(`${MEMBER_BASE}/`);
  return (
    <Button
      className="login-button"
      style={{ backgroundColor: colors.secondaryColor, color: buttonTextColors(colors).secondary }}
      onClick={() => {
        const state: ReturnState | undefined = inLoginArea ? undefined : { from: location };
        void navigate(paths.memberLogin, { state });
        onNavigate?.();
      }}
    >
      LOGIN
    </Button>
  );
}

// The member's dropdown (and the Ant Design menu code behind it) is only fetched once signed in.
const MemberMenu = lazy(async () => ({ default: (await import('./member-menu')).MemberMenu }));

/** LOGIN for a visitor; the member's dropdown while a member is signed in. */
export function AccountEntry({ onNavigate }: { onNavigate?: () => void }) {
  const signedIn = useSelector(selectIsSignedIn);
  if (!signedIn) return <LoginButton onNavigate={onNavigate} />;
  return (
    <Suspense fallback={null}>
      <MemberMenu onNavigate={onNavigate} />
    </Suspense>
  );
}
