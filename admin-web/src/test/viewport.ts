/** The window width the `matchMedia` stub of the test setup pretends to have. */
export const DEFAULT_VIEWPORT_WIDTH = 1280;

let viewportWidth = DEFAULT_VIEWPORT_WIDTH;

export function setViewportWidth(width: number): void {
  viewportWidth = width;
}

/** Evaluates the simple `(max-width: Npx)` / `(min-width: Npx)` queries antd and the layout use. */
export function matchesMediaQuery(query: string): boolean {
  const max = /max-width:\s*([\d.]+)px/.exec(query);
  const min = /min-width:\s*([\d.]+)px/.exec(query);
  if (max && viewportWidth > Number(max[1])) return false;
  if (min && viewportWidth < Number(min[1])) return false;
  return Boolean(max || min);
}
