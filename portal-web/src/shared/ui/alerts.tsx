import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { MSG } from '@clube/shared';

export type AlertKind = 'error' | 'info' | 'success';

export interface AlertRequest {
  id: number;
  kind: AlertKind;
  title: string;
  /** Text, or a few lines (e.g. the server's error and the payment's message). */
  content?: ReactNode;
}

type PushAlert = (alert: Omit<AlertRequest, 'id'>) => void;

const AlertsContext = createContext<PushAlert | null>(null);

// Ant Design's modal code is fetched with the first alert, not with the page.
const AlertHost = lazy(() => import('./alert-host'));

/**
 * Holds the modal alerts of the pages below it (the spec's error catalogue shows errors as
 * modal alerts). It sits in the layout, so an alert stays open across a navigation (a
 * success message, then the login page). Nothing of Ant Design loads until the first alert.
 */
export function AlertsProvider({ children }: { children: ReactNode }) {
  const [pending, setPending] = useState<AlertRequest[]>([]);
  const [used, setUsed] = useState(false);
  const nextId = useRef(1);
  const push = useCallback<PushAlert>((alert) => {
    const id = nextId.current++;
    setUsed(true);
    setPending((queue) => [...queue, { ...alert, id }]);
  }, []);
  const shown = useCallback((ids: number[]) => {
    setPending((queue) => queue.filter((alert) => !ids.includes(alert.id)));
  }, []);
  return (
    <AlertsContext.Provider value={push}>
      {children}
      {used ? (
        <Suspense fallback={null}>
          <AlertHost alerts={pending} onShown={shown} />
        </Suspense>
      ) : null}
    </AlertsContext.Provider>
  );
}

/** Modal alerts: `error(text, title = 'Erro')`, `info(title, text)`, `success(title, text)`. */
export function useAlerts() {
  const push = useContext(AlertsContext);
  if (!push) throw new Error('useAlerts needs an <AlertsProvider> above (the public layout)');
  return useMemo(
    () => ({
      error: (text: ReactNode, title: string = MSG.errorTitle) =>
        push({ kind: 'error', title, content: text }),
      info: (title: string, text?: string) => push({ kind: 'info', title, content: text }),
      success: (title: string, text?: string) => push({ kind: 'success', title, content: text }),
    }),
    [push],
  );
}
