import { Component, type ReactNode } from 'react';

export interface RouteErrorBoundaryProps {
  /** Another value (the next page's path) clears the error. */
  resetKey: string;
  /** What shows instead of a page that failed: the app's RouteError. */
  fallback: ReactNode;
  children: ReactNode;
}

/**
 * Catches what a page throws while rendering (a chunk that failed to load after a deploy
 * included) and shows the app's `fallback` until the user moves to another page: the declarative
 * routes' stand-in for the data router's `errorElement`. React reports the error itself.
 */
export class RouteErrorBoundary extends Component<RouteErrorBoundaryProps, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidUpdate(previous: RouteErrorBoundaryProps) {
    if (this.state.error !== null && previous.resetKey !== this.props.resetKey) {
      this.setState({ error: null });
    }
  }

  override render() {
    return this.state.error === null ? this.props.children : this.props.fallback;
  }
}
