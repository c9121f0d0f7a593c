import { MSG } from '@clube/shared';
import { App } from 'antd';
import { Suspense, useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { onApiEvent } from '../shared/api/api-events';
import { PageLoading } from '../shared/layout/page-loading';
import { AntdProviders } from '../shared/layout/antd-providers';

/** The 'Acesso negado!' notice for any staff call the API refuses with 403. */
function ForbiddenNotice() {
  const { notification } = App.useApp();
  useEffect(
    () =>
      onApiEvent((event) => {
        if (event.type !== 'forbidden') return;
        notification.error({
          key: 'api-forbidden',
          title: MSG.accessDeniedTitle,
          description: MSG.adminInsufficientLevel,
          role: 'alert',
        });
      }),
    [notification],
  );
  return null;
}

/**
 * Ant Design's providers around every screen, loaded lazily with the first
 * screen so antd stays out of the first load. One instance for the whole app:
 * a notice survives the move from a public screen to the admin panel.
 */
export default function AntdShell() {
  return (
    <AntdProviders>
      <ForbiddenNotice />
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
    </AntdProviders>
  );
}
