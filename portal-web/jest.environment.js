// jsdom for the portal's component tests, with the web platform of Node itself
// where jsdom has none or an incompatible one: fetch and its classes (RTK Query,
// react-router's requests), streams, text codecs, and AbortController (Node's
// Request refuses a jsdom signal). jsdom keeps its own Blob, File and FormData:
// React builds `new FormData(form)` from a form element, which only jsdom's takes.
import { TestEnvironment } from 'jest-environment-jsdom';

const NODE_GLOBALS = [
  'fetch',
  'Request',
  'Response',
  'Headers',
  'AbortController',
  'AbortSignal',
  'TextEncoder',
  'TextDecoder',
  'ReadableStream',
  'WritableStream',
  'TransformStream',
  'structuredClone',
];

export default class PortalEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of NODE_GLOBALS) {
      Object.defineProperty(this.global, name, {
        configurable: true,
        writable: true,
        value: globalThis[name],
      });
    }
  }
}
