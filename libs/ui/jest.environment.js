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
    // As in a browser, a relative URL ('/api/health') resolves against the page's address.
    global.Request = class Request extends globalThis.Request {
      constructor(input, init) {
        super(typeof input === 'string' ? new URL(input, global.location.href).href : input, init);
      }
    };
  }
}

module.exports = JsdomWithFetchEnvironment;
