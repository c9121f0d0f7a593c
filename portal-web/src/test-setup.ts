import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { setViewportWidth } from './test/viewport';

// Browsers resolve a relative request URL ('/api/...') against the page; Node's
// Request does not. Resolve it against the jsdom location, as a browser would.
const NodeRequest = globalThis.Request;
globalThis.Request = class Request extends NodeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, window.location.href) : input, init);
  }
};

// jsdom has no pseudo-element styles; antd asks for them (scrollbar size).
const jsdomGetComputedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => jsdomGetComputedStyle(element);

// jsdom has no layout, hence no ResizeObserver; antd's menus observe their size.
if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class ResizeObserver {
    observe() {
      // nothing is ever resized in jsdom
    }
    unobserve() {
      // as above
    }
    disconnect() {
      // as above
    }
  };
}

// The first render of a lazy route transforms its modules on demand (slow cold start).
configure({ asyncUtilTimeout: 5000 });

// A desktop viewport unless a test sets another (antd needs matchMedia).
beforeEach(() => setViewportWidth(1280));

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
