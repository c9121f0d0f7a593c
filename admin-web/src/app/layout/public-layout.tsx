import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { PageLoading } from '../../shared/layout/page-loading';
import { ClubBrand } from './club-brand';
import './public-layout.css';

/** The frame of the screens before sign-in (login, sign-up, recovery): one centred panel. */
export function PublicLayout() {
  return (
    <main className="admin-public" id="admin-content">
      <div className="admin-public__panel">
        <p className="admin-public__brand">
          <ClubBrand /> · Painel administrativo
        </p>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </div>
    </main>
  );
}
