/**
 * Shown while a lazily loaded screen (or the staff profile) arrives. Plain
 * markup and CSS, not antd: it is part of the first load, before antd's chunk.
 */
export function PageLoading() {
  return (
    <div className="admin-page-loading" role="status" aria-live="polite">
      <span className="admin-page-loading__spinner" aria-hidden="true" />
      <span className="admin-visually-hidden">Carregando...</span>
    </div>
  );
}
