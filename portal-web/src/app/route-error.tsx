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
