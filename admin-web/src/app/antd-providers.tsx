import { App as AntApp, ConfigProvider, type ThemeConfig } from 'antd';
import ptBR from 'antd/locale/pt_BR';
import type { ReactNode } from 'react';

/**
 * antd's default blue, red and grey texts and links fall short of WCAG AA contrast
 * (white on #1677ff is 4.1:1, #ff4d4f on white 3.3:1, secondary grey 3.4:1):
 * one step darker each, all above 4.5:1.
 */
export const ADMIN_THEME: ThemeConfig = {
  token: {
    colorPrimary: '#0958d9',
    colorLink: '#0958d9',
    colorError: '#cf1322',
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
    colorTextDescription: 'rgba(0, 0, 0, 0.6)',
  },
};

/** Ant Design in Portuguese, with antd's message/notification/modal context (`App.useApp()`). */
export function AntdProviders({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={ptBR} theme={ADMIN_THEME}>
      <AntApp>{children}</AntApp>
    </ConfigProvider>
  );
}
