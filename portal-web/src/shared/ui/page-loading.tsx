/** Light loading indicator (no Ant Design, so it can show before the UI chunks load). */
export function PageLoading() {
  return (
    <div className="page-loading" role="status" aria-live="polite">
      <span className="page-loading__spinner" aria-hidden="true" />
      <span className="visually-hidden">Carregando...</span>
    </div>
  );
}
