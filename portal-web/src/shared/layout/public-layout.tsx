import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { PageLoading } from '../ui/page-loading';
import { PublicFooter } from './public-footer';
import { PublicHeader } from './public-header';
import './layout.css';

/** Shell of the public pages: header, the page, footer. */
export function PublicLayout() {
  return (
    <div className="public-layout">
      <a className="skip-link" href="#conteudo">
        Pular para o conteúdo
      </a>
      <PublicHeader />
      <main id="conteudo" className="public-main" tabIndex={-1}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <PublicFooter />
    </div>
  );
}
