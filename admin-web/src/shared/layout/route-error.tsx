import { Component, type ReactNode } from 'react';

/** Shown when a screen fails to load or render (e.g. a chunk missing after a deploy). */
export function RouteError() {
  return (
    <main className="admin-route-error" style={{ padding: 24 }}>
      <h1>Não foi possível abrir esta página.</h1>
      <p>
        <a href={`${import.meta.env.BASE_URL}`}>Voltar para o painel administrativo</a> ou
        recarregue a página.
      </p>
    </main>
  );
}

interface BoundaryProps {
  /** Another value (the next page's path) clears the error. */
  resetKey: string;
  children: ReactNode;
}

/**
 * Catches what a screen throws while rendering (a chunk that failed to load included) and
 * shows RouteError: the declarative routes' stand-in for the data router's `errorElement`.
 */
export class RouteErrorBoundary extends Component<BoundaryProps, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown) {
    if (import.meta.env.DEV) console.error(error);
  }

  override componentDidUpdate(previous: BoundaryProps) {
    if (this.state.error !== null && previous.resetKey !== this.props.resetKey) {
      this.setState({ error: null });
    }
  }

  override render() {
    return this.state.error === null ? this.props.children : <RouteError />;
  }
}
