import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { MEMBER_BASE } from '../../core/paths';
import { SessionEffects } from '../session/session-effects';
import { FirstAccessHold } from '../guards/first-access-hold';
import { AlertsProvider } from '../ui/alerts';
import { PageLoading } from '../ui/page-loading';
import { MemberBackBar } from './member-back-bar';
import { PublicFooter } from './public-footer';
import { PublicHeader } from './public-header';
import './layout.css';

function isMemberArea(pathname: string): boolean {
  return pathname === MEMBER_BASE || pathname.startsWith(`${MEMBER_BASE}/`);
}

/**
 * Shell of the public pages and the member area: header (with the back bar in
 * the member area), the page, footer. A member flagged first access is held on
 * /primeiro-acesso whatever the route.
 */
export function PublicLayout() {
  const { pathname } = useLocation();
  return (
    <AlertsProvider>
      <SessionEffects />
      <div className="public-layout">
        <a className="skip-link" href="#conteudo">
          Pular para o conteúdo
        </a>
        <PublicHeader />
        {isMemberArea(pathname) ? <MemberBackBar /> : null}
        <main id="conteudo" className="public-main" tabIndex={-1}>
          <FirstAccessHold>
            <Suspense fallback={<PageLoading />}>
              <Outlet />
            </Suspense>
          </FirstAccessHold>
        </main>
        <PublicFooter />
      </div>
    </AlertsProvider>
  );
}
