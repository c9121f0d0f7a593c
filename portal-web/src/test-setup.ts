import '@testing-library/jest-dom/jest-globals';
import { afterAll, afterEach, beforeAll, beforeEach, jest } from '@jest/globals';
import { cleanup, configure } from '@testing-library/react';
import { format } from 'node:util';
import { sanitizerReady } from './shared/ui/safe-html';
import { restoreGlobals } from './test/globals';
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

// A test that makes React, Ant Design or the app write to console.error / console.warn
// fails: warnings (act(), deprecated props, jsdom gaps) are fixed where they arise.
// Redux Toolkit's development checks say when they ran slowly: a fact about the machine's load
// (CI is a busy 2-core machine), not about the app, so it is not a failure.
const SLOW_DEV_CHECK = /took \d+ms, which is more than the warning threshold/;
const consoleProblems: string[] = [];
for (const level of ['error', 'warn'] as const) {
  console[level] = (...args: unknown[]) => {
    const text = format(...args);
    if (level === 'warn' && SLOW_DEV_CHECK.test(text)) return;
    consoleProblems.push(`console.${level}: ${text}`);
  };
}
function failOnConsoleProblems() {
  if (consoleProblems.length === 0) return;
  const problems = consoleProblems.splice(0).join('\n\n');
  throw new Error(`The test wrote to the console:\n\n${problems}`);
}

// The default of 5 s is short for a whole-app render on a busy 2-core machine.
jest.setTimeout(15_000);

// The first render of a lazy route transforms its modules on demand (slow cold start).
configure({ asyncUtilTimeout: 5000 });

// Rich text is sanitized from the first render, as in the app (main.tsx waits for the
// sanitizer before the first paint); jsdom has no HTML Sanitizer API, so DOMPurify is loaded.
beforeAll(() => sanitizerReady());

// A desktop viewport unless a test sets another (antd needs matchMedia).
beforeEach(() => setViewportWidth(1280));

afterEach(() => {
  cleanup();
  restoreGlobals();
  window.localStorage.clear();
  failOnConsoleProblems();
});

afterAll(failOnConsoleProblems);
