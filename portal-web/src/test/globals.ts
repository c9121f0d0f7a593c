/**
 * Replaces a global (`fetch`, ...) for the current test; the set-up file puts
 * every replaced global back after each test.
 */
const originals = new Map<PropertyKey, PropertyDescriptor | undefined>();

export function stubGlobal<K extends keyof typeof globalThis>(
  name: K,
  value: (typeof globalThis)[K],
): void {
  if (!originals.has(name)) {
    originals.set(name, Object.getOwnPropertyDescriptor(globalThis, name));
  }
  Object.defineProperty(globalThis, name, {
    configurable: true,
    writable: true,
    enumerable: true,
    value,
  });
}

export function restoreGlobals(): void {
  for (const [name, descriptor] of originals) {
    if (descriptor) Object.defineProperty(globalThis, name, descriptor);
    else delete (globalThis as Record<PropertyKey, unknown>)[name];
  }
  originals.clear();
}
