import { isRouteErrorResponse, useRouteError } from 'react-router-dom';

/**
 * Shown when a route fails to render or its code cannot be loaded (for example
 * a chunk removed by a new deploy): offers a reload instead of a blank page.
 */
export function RouteError() {
  const error = useRouteError();
  if (import.meta.env.DEV) console.error(error);
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <div className="page-loading" role="alert">
      <div style={{ textAlign: 'center' }}>
        <h1>Não foi possível carregar esta página.</h1>
        {detail ? <p>{detail}</p> : null}
        <button type="button" className="button-link" onClick={() => window.location.reload()}>
          Recarregar
        </button>
      </div>
    </div>
  );
}
