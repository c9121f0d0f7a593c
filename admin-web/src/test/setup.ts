import '@testing-library/jest-dom/jest-globals';
import { afterAll, afterEach, beforeEach, jest } from '@jest/globals';
import { cleanup, configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';
import { checkConsole, installConsoleGuard } from './console-guard';
import { fakeApi } from './fake-api';
import { restoreGlobals } from './globals';
import { DEFAULT_VIEWPORT_WIDTH, matchesMediaQuery, setViewportWidth } from './viewport';

// The first render of a file waits for the lazily loaded layout and screens.
// Lazy routes load their chunk first: on a loaded CI machine that can take seconds.
configure({ asyncUtilTimeout: 10_000 });

// The screen tests drive antd forms and dialogs: a few seconds each, more on a busy machine.
// (Jest's testTimeout is a global option; this sets the admin tests' own.)
jest.setTimeout(30_000);

// A warning or an error on the console fails the test (see ./console-guard).
installConsoleGuard();

// No test reaches a real network: every call answers 404 unless a test routes it (fakeApi).
beforeEach(() => {
  fakeApi();
});

afterEach(() => {
  cleanup();
  restoreGlobals();
  window.localStorage.clear();
  setViewportWidth(DEFAULT_VIEWPORT_WIDTH);
  checkConsole();
});

// Anything printed after the last test of a file.
afterAll(() => {
  checkConsole();
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

// jsdom computes no pseudo-element styles ("Not implemented"); antd's dialogs measure the
// scroll bar (::-webkit-scrollbar) when they lock the page. None, as for a page without any.
const computedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element, pseudoElt?: string | null) =>
  pseudoElt ? document.createElement('div').style : computedStyle(element);

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
