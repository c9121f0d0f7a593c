import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { TextEncoder, TextDecoder } from 'node:util';
import { afterEach, beforeEach, vi } from 'vitest';
import { fakeApi } from './fake-api';
import { DEFAULT_VIEWPORT_WIDTH, matchesMediaQuery, setViewportWidth } from './viewport';

// The first render of a file waits for the lazily loaded layout and screens.
configure({ asyncUtilTimeout: 5000 });

// No test reaches a real network: every call answers 404 unless a test routes it (fakeApi).
beforeEach(() => {
  fakeApi();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
  setViewportWidth(DEFAULT_VIEWPORT_WIDTH);
});

// react-router needs TextEncoder; jsdom may not expose it.
if (typeof globalThis.TextEncoder === 'undefined') {
  Object.assign(globalThis, { TextEncoder, TextDecoder });
}

// antd and the layout read the window width through matchMedia (see ./viewport).
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  configurable: true,
  value: (query: string): MediaQueryList => ({
    matches: matchesMediaQuery(query),
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});

// antd's dropdowns and menus observe their size; jsdom has no ResizeObserver.
if (typeof window.ResizeObserver === 'undefined') {
  window.ResizeObserver = class {
    observe = () => undefined;
    unobserve = () => undefined;
    disconnect = () => undefined;
  };
}

// The rich-text editor (ProseMirror) measures ranges and asks what is under a point.
if (typeof Range.prototype.getClientRects !== 'function') {
  Range.prototype.getClientRects = () =>
    Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect = () => new DOMRect();
}
if (typeof document.elementFromPoint !== 'function') {
  document.elementFromPoint = () => null;
}
