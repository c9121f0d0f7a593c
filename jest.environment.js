// jsdom for both apps' component tests (reactPreset in jest.preset.js), with the web platform
// of Node itself where jsdom has none or an incompatible one: fetch and its classes
// (fetchBaseQuery builds a Request, the fake APIs answer with a Response; react-router's
// requests), streams, text codecs, and AbortController (Node's Request refuses a jsdom
// signal). jsdom keeps its own Blob, File and FormData: React builds `new FormData(form)`
// from a form element, which only jsdom's takes. jsdom has no MessageChannel either (antd's
// selects post a message to open): a small one on the window's timers, not Node's, whose
// ports would keep Jest from exiting once React's scheduler holds one.
import { createRequire } from 'node:module';
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

/**
 * jsdom's `label.control`, for a label with `for`, walks the label's whole tree to find the
 * element with that id, and an element's `labels` asks it of every label in the tree; Testing
 * Library's `getByLabelText` asks `labels` of every element of the page, and the accessible-name
 * computation behind `getByRole` of each candidate: a tenth of an admin form test's CPU. A
 * document keeps an index of its elements' ids: when it holds exactly one element of the label's
 * own tree with that id, that element is the one the walk would find, and it is answered from
 * there; in any other case (no id, duplicated ids, another root) the walk runs as before.
 */
function indexedLabelControl() {
  const fromJsdom = createRequire(createRequire(import.meta.url).resolve('jest-environment-jsdom'));
  const Label = fromJsdom('jsdom/lib/jsdom/living/nodes/HTMLLabelElement-impl.js').implementation;
  const { isLabelable } = fromJsdom('jsdom/lib/jsdom/living/helpers/form-controls.js');
  const walk = Object.getOwnPropertyDescriptor(Label.prototype, 'control')?.get;
  if (!walk || walk.indexed) return;
  const control = function control() {
    const id = this.getAttributeNS(null, 'for');
    if (id) {
      const root = this.getRootNode({});
      const withId = root._ids?.[id];
      if (withId?.length === 1 && withId[0].getRootNode({}) === root) {
        return isLabelable(withId[0]) ? withId[0] : null;
      }
    }
    return walk.call(this);
  };
  control.indexed = true;
  Object.defineProperty(Label.prototype, 'control', { configurable: true, get: control });
}

export default class AppJsdomEnvironment extends JsdomEnvironment {
  constructor(config, context) {
    super(config, context);
    // Once jsdom is loaded (its modules require each other in an order of their own).
    indexedLabelControl();
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
