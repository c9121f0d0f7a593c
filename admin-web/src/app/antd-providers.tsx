import { App as AntApp, ConfigProvider } from 'antd';
import ptBR from 'antd/locale/pt_BR';
import type { ReactNode } from 'react';

/** Ant Design in Portuguese, with antd's message/notification/modal context (`App.useApp()`). */
export function AntdProviders({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={ptBR}>
      <AntApp>{children}</AntApp>
    </ConfigProvider>
  );
}
