import { useEffect, useRef } from 'react';
import { App } from 'antd';
import { AntdScope } from '../antd/antd-scope';
import type { AlertRequest } from './alerts';

interface AlertHostProps {
  alerts: AlertRequest[];
  onShown: (ids: number[]) => void;
}

function ShowAlerts({ alerts, onShown }: AlertHostProps) {
  const { modal } = App.useApp();
  // An effect run twice (StrictMode) must not open an alert twice.
  const opened = useRef(new Set<number>());
  useEffect(() => {
    const fresh = alerts.filter((alert) => !opened.current.has(alert.id));
    for (const alert of fresh) {
      opened.current.add(alert.id);
      modal[alert.kind]({ title: alert.title, content: alert.content });
    }
    if (alerts.length > 0) onShown(alerts.map((alert) => alert.id));
  }, [alerts, modal, onShown]);
  return null;
}

/** Opens the queued alerts as Ant Design modals (loaded with the first alert). */
export default function AlertHost(props: AlertHostProps) {
  return (
    <AntdScope>
      <ShowAlerts {...props} />
    </AntdScope>
  );
}
