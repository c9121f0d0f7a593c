import { Link, NavLink, useNavigate } from 'react-router-dom';
import { Button } from 'antd';
import { paths } from '../../app/paths';
import { useSite } from '../site-settings/site-settings-context';
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

/** LOGIN: goes to the member login (/associado). */
export function LoginButton({ onNavigate }: { onNavigate?: () => void }) {
  const navigate = useNavigate();
  const { colors } = useSite();
  return (
    <Button
      className="login-button"
      style={{ backgroundColor: colors.secondaryColor, color: colors.SecondaryButtonTextColor }}
      onClick={() => {
        navigate(paths.memberLogin);
        onNavigate?.();
      }}
    >
      LOGIN
    </Button>
  );
}
