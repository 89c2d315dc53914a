// jsdom as in `testEnvironment: 'jsdom'`, plus Node's fetch classes (Request, Response,
// Headers…), which jsdom lacks and the API client (openapi-fetch) needs even with a fake fetch.
const { TestEnvironment } = require('jest-environment-jsdom');

const FROM_NODE = ['fetch', 'Response', 'Headers', 'ReadableStream', 'TextEncoder', 'TextDecoder', 'structuredClone'];

class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const global = this.global;
    for (const name of FROM_NODE) {
      if (typeof global[name] === 'undefined') global[name] = globalThis[name];
    }
    // jsdom measures no layout and lacks these; ProseMirror (the rich-text editor) calls them to
    // scroll the selection into view: empty rectangles, no element at a point.
    const emptyRect = () => ({ x: 0, y: 0, top: 0, left: 0, right: 0, bottom: 0, width: 0, height: 0, toJSON: () => ({}) });
    const range = global.Range && global.Range.prototype;
    if (range && !range.getClientRects) range.getClientRects = () => [];
    if (range && !range.getBoundingClientRect) range.getBoundingClientRect = emptyRect;
    if (global.document && !global.document.elementFromPoint) global.document.elementFromPoint = () => null;
    // As in a browser, a relative URL ('/api/health') resolves against the page's address.
    global.Request = class Request extends globalThis.Request {
      constructor(input, init) {
        super(typeof input === 'string' ? new URL(input, global.location.href).href : input, init);
      }
    };
  }
}

module.exports = JsdomWithFetchEnvironment;
