/**
 * True when the browser history holds an earlier page of this app (react-router
 * keeps its index in `history.state.idx`): going back then stays in the portal.
 */
export function canGoBackInApp(): boolean {
  const state = window.history.state as { idx?: unknown } | null;
  return typeof state?.idx === 'number' && state.idx > 0;
}
