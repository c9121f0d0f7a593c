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
