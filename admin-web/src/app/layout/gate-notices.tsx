import { MSG } from '@clube/shared';
import { App } from 'antd';
import { useEffect } from 'react';
import { AntdProviders } from '../../shared/layout/antd-providers';

function Notices({ forbidden }: { forbidden: number }) {
  const { notification } = App.useApp();
  useEffect(() => {
    if (forbidden === 0) return;
    notification.error({
      key: 'api-forbidden',
      title: MSG.accessDeniedTitle,
      description: MSG.adminInsufficientLevel,
      role: 'alert',
    });
  }, [forbidden, notification]);
  return null;
}

/**
 * The gate screens' 'Acesso negado!' notice (the one AntdShell shows elsewhere), loaded with
 * the first 403: Ant Design stays off the gate's first load. `forbidden` counts the refusals
 * so far; each new one shows the notice again.
 */
export default function GateNotices({ forbidden }: { forbidden: number }) {
  return (
    <AntdProviders>
      <Notices forbidden={forbidden} />
    </AntdProviders>
  );
}
