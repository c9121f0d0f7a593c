import { useMemo } from 'react';
import { App } from 'antd';
import { MSG } from '@clube/shared';

/**
 * Modal alerts (the spec's error catalogue shows errors as modal alerts). They
 * belong to the layout's <App>, so an alert stays open across a navigation.
 */
export function useAlerts() {
  const { modal } = App.useApp();
  return useMemo(
    () => ({
      error: (text: string, title: string = MSG.errorTitle) =>
        modal.error({ title, content: text }),
      info: (title: string, text?: string) => modal.info({ title, content: text }),
      success: (title: string, text?: string) => modal.success({ title, content: text }),
    }),
    [modal],
  );
}
