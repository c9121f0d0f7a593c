// jsdom for both apps' component tests (reactPreset in jest.preset.js), with the web platform
// of Node itself where jsdom has none or an incompatible one: fetch and its classes
// (fetchBaseQuery builds a Request, the fake APIs answer with a Response; react-router's
// requests), streams, text codecs, and AbortController (Node's Request refuses a jsdom
// signal). jsdom keeps its own Blob, File and FormData: React builds `new FormData(form)`
// from a form element, which only jsdom's takes. jsdom has no MessageChannel either (antd's
// selects post a message to open): a small one on the window's timers, not Node's, whose
// ports would keep Jest from exiting once React's scheduler holds one.
import JsdomEnvironment from 'jest-environment-jsdom';

const FROM_NODE = [
  'fetch',
  'Request',
  'Response',
  'Headers',
  'AbortController',
  'AbortSignal',
  'TextEncoder',
  'TextDecoder',
  'structuredClone',
  'ReadableStream',
  'WritableStream',
  'TransformStream',
];

/** A MessageChannel whose messages arrive as timer tasks of `window` (fake timers apply). */
function messageChannelOf(window) {
  class Port {
    onmessage = null;
    other = null;
    listeners = new Set();
    postMessage(data) {
      const target = this.other;
      window.setTimeout(() => {
        const event = { data, target };
        target.onmessage?.(event);
        for (const listener of target.listeners) listener(event);
      }, 0);
    }
    addEventListener(type, listener) {
      if (type === 'message') this.listeners.add(listener);
    }
    removeEventListener(type, listener) {
      if (type === 'message') this.listeners.delete(listener);
    }
    start() {
      // Messages flow from the first postMessage: nothing to start.
    }
    close() {
      this.listeners.clear();
      this.onmessage = null;
    }
  }
  return class MessageChannel {
    constructor() {
      this.port1 = new Port();
      this.port2 = new Port();
      this.port1.other = this.port2;
      this.port2.other = this.port1;
    }
  };
}

export default class AppJsdomEnvironment extends JsdomEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of FROM_NODE) {
      if (globalThis[name] === undefined) continue;
      Object.defineProperty(this.global, name, {
        configurable: true,
        writable: true,
        value: globalThis[name],
      });
    }
    if (this.global.MessageChannel === undefined) {
      this.global.MessageChannel = messageChannelOf(this.global);
    }
  }
}
