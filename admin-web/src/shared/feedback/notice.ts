import { App } from 'antd';
import { useCallback } from 'react';

/** A notice for a person: the spec's title/text pairs ('Acesso negado!' / '...'). */
export interface Notice {
  kind: 'success' | 'info' | 'warning' | 'error';
  title: string;
  text?: string;
}

/**
 * Shows a notice in antd's notification area (top right, announced by screen
 * readers). Needs antd's `App` context (AntdProviders).
 */
export function useNotice(): (notice: Notice) => void {
  const { notification } = App.useApp();
  return useCallback(
    ({ kind, title, text }: Notice) => {
      notification[kind]({
        title,
        description: text,
        role: kind === 'error' || kind === 'warning' ? 'alert' : 'status',
      });
    },
    [notification],
  );
}
