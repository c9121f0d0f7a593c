import { ConfigProvider } from 'antd';
import type { ComponentProps } from 'react';
import { ADMIN_LOCALE, ADMIN_THEME } from '../../../shared/layout/antd-providers';
import { GateOutcomeView } from './gate-outcome';

/** The outcome with the back office's Ant Design theme and texts (the gate has no AntdShell). */
export function ThemedOutcome(props: ComponentProps<typeof GateOutcomeView>) {
  return (
    <ConfigProvider locale={ADMIN_LOCALE} theme={ADMIN_THEME}>
      <GateOutcomeView {...props} />
    </ConfigProvider>
  );
}
