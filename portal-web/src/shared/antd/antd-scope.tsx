import { useMemo, type ReactNode } from 'react';
import { App, ConfigProvider } from 'antd';
import ptBR from 'antd/locale/pt_BR';
import { useSite } from '../site-settings/site-settings-context';
import { antdTheme } from '../site-settings/site-theme';

/**
 * Ant Design for what is inside: pt-BR texts, the theme from the site settings (the colours
 * the rest of the page has) and the App context (modal alerts). Only the widgets that need
 * the UI kit (dialogs, the photo viewer, the member's menu) are wrapped in it, each in a
 * chunk of its own loaded on use, so no public page loads Ant Design to show itself.
 */
export function AntdScope({ children }: { children: ReactNode }) {
  const { colors } = useSite();
  const theme = useMemo(() => antdTheme(colors), [colors]);
  return (
    <ConfigProvider locale={ptBR} theme={theme}>
      <App component={false}>{children}</App>
    </ConfigProvider>
  );
}
