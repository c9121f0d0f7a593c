import { App as AntApp, ConfigProvider, type ThemeConfig } from 'antd';
import antdPtBR from 'antd/locale/pt_BR';
import dayjs from 'dayjs';
import 'dayjs/locale/pt-br';
import type { ReactNode } from 'react';

// The date pickers' month and day names come from dayjs: Portuguese everywhere.
dayjs.locale('pt-br');

// antd publishes its locales as CommonJS: a bundler hands over the locale, Node's ESM
// loader (the tests) the module object around it.
const ptBR = (antdPtBR as typeof antdPtBR & { default?: typeof antdPtBR }).default ?? antdPtBR;

/**
 * antd's Portuguese texts, with the transfer list's plural corrected (antd's
 * pt_BR says 'items').
 */
export const ADMIN_LOCALE: typeof ptBR = {
  ...ptBR,
  Transfer: {
    ...(ptBR.Transfer as NonNullable<typeof ptBR.Transfer>),
    itemUnit: 'item',
    itemsUnit: 'itens',
  },
};

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
    <ConfigProvider locale={ADMIN_LOCALE} theme={ADMIN_THEME}>
      <AntApp>{children}</AntApp>
    </ConfigProvider>
  );
}
