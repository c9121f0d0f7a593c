import { lazy, Suspense, useEffect, useState } from 'react';
import { useSelector } from 'react-redux';
import { Link, Outlet, useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../core/hooks';
import { HOME_PATH, LOGIN_PATH } from '../../core/paths';
import { selectProfile } from '../../core/session/session-slice';
import { ProfileSync, signOut } from '../../features/session';
import { onApiEvent } from '../../shared/api/api-events';
import { PageLoading } from '../../shared/layout/page-loading';
import { ClubBrand } from './club-brand';
import './gate-layout.css';

const GateNotices = lazy(() => import('./gate-notices'));

/**
 * The frame of the gate screens (validacao-acesso, validacao-acesso-eventos), used on a phone
 * at the gate: the club's name (a link to the admin home), 'Voltar ao painel', who is signed
 * in and 'Sair', then the screen. Plain markup, without the admin layout's Ant Design menu and
 * dropdowns, so the camera can be offered after a small first load; the whole back office
 * (menu, settings) is one tap away on the home. A 403 still shows the 'Acesso negado!' notice
 * (its Ant Design code loads with the first one).
 */
export function GateLayout() {
  const profile = useSelector(selectProfile);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [forbidden, setForbidden] = useState(0);
  useEffect(
    () =>
      onApiEvent((event) => {
        if (event.type === 'forbidden') setForbidden((count) => count + 1);
      }),
    [],
  );
  const fullName = profile ? [profile.name, profile.surname].filter(Boolean).join(' ') : '';

  return (
    <div className="gate-layout">
      <ProfileSync />
      {forbidden > 0 ? (
        <Suspense fallback={null}>
          <GateNotices forbidden={forbidden} />
        </Suspense>
      ) : null}
      <a className="admin-skip-link" href="#admin-content">
        Pular para o conteúdo
      </a>
      <header className="gate-layout__header">
        <Link to={HOME_PATH} className="gate-layout__brand">
          <ClubBrand />
        </Link>
        <nav className="gate-layout__nav" aria-label="Painel administrativo">
          <Link to={HOME_PATH} className="gate-layout__link">
            Voltar ao painel
          </Link>
          {fullName ? <span className="gate-layout__who">{fullName}</span> : null}
          <button
            type="button"
            className="gate-layout__link gate-layout__sign-out"
            onClick={() =>
              void dispatch(signOut()).then(() => navigate(LOGIN_PATH, { replace: true }))
            }
          >
            Sair
          </button>
        </nav>
      </header>
      <main id="admin-content" className="gate-layout__content" tabIndex={-1}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
