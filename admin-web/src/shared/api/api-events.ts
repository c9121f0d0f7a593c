/**
 * What the base query reports to the screens outside any request's own
 * handling: a 403 on a staff call (the 'Acesso negado!' notice). The notice
 * component (inside antd's providers) listens; the base query runs outside React.
 */
export type ApiEvent = { type: 'forbidden' };

type Listener = (event: ApiEvent) => void;

const listeners = new Set<Listener>();

export function onApiEvent(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function emitApiEvent(event: ApiEvent): void {
  for (const listener of listeners) listener(event);
}
