import { Component, type ReactNode } from 'react';

/**
 * Shown when a page fails to render or its code cannot be loaded (for example a chunk
 * removed by a new deploy): offers a reload instead of a blank page.
 */
export function RouteError() {
  return (
    <div className="page-loading" role="alert">
      <div style={{ textAlign: 'center' }}>
        <h1>Não foi possível carregar esta página.</h1>
        <button type="button" className="button-link" onClick={() => window.location.reload()}>
          Recarregar
        </button>
      </div>
    </div>
  );
}

interface BoundaryProps {
  /** Another value (the next page's path) clears the error. */
  resetKey: string;
  children: ReactNode;
}

/** Catches what a page throws while rendering (a failed chunk included) and shows RouteError. */
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
