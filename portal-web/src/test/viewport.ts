/**
 * A `window.matchMedia` that answers width queries for a given viewport width,
 * as a browser would (jsdom has no layout and no matchMedia).
 */
function matchesWidth(query: string, width: number): boolean {
  return query.split(/\band\b/i).every((part) => {
    const m = /\(\s*(min|max)-width\s*:\s*([\d.]+)px\s*\)/i.exec(part);
    if (m) return m[1] === 'min' ? width >= Number(m[2]) : width <= Number(m[2]);
    return /^\s*(only\s+)?(all|screen)?\s*$/i.test(part);
  });
}

export function setViewportWidth(width: number): void {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string): MediaQueryList => ({
      matches: matchesWidth(query, width),
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}
