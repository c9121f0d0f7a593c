/**
 * Replaces a global (fetch, Request, ...) for the current test; the test set-up
 * puts every original back after each test (`restoreGlobals`).
 */
const originals = new Map<PropertyKey, PropertyDescriptor | undefined>();

export function stubGlobal(name: PropertyKey, value: unknown): void {
  if (!originals.has(name)) {
    originals.set(name, Object.getOwnPropertyDescriptor(globalThis, name));
  }
  Object.defineProperty(globalThis, name, { value, configurable: true, writable: true });
}

export function restoreGlobals(): void {
  for (const [name, descriptor] of originals) {
    if (descriptor) Object.defineProperty(globalThis, name, descriptor);
    else delete (globalThis as Record<PropertyKey, unknown>)[name];
  }
  originals.clear();
}
