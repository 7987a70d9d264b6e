// jsdom has no fetch. Give the test window Node's own fetch classes so RTK Query runs unchanged;
// undici's Request only accepts its own AbortSignal, so those come along too.
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetch extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const { fetch, Request, Response, Headers, FormData, AbortController, AbortSignal } =
      globalThis;
    const { TextEncoder, TextDecoder } = require('node:util');
    Object.assign(this.global, {
      fetch,
      Request,
      Response,
      Headers,
      FormData,
      AbortController,
      AbortSignal,
      TextEncoder,
      TextDecoder,
      structuredClone,
    });
    // jsdom has <dialog> but not its modal methods; these keep the open state as browsers do.
    const dialog = this.global.HTMLDialogElement?.prototype;
    if (dialog && !dialog.showModal) {
      dialog.showModal = function showModal() {
        this.open = true;
      };
      dialog.close = function close() {
        this.open = false;
      };
    }
  }
}

module.exports = JsdomWithFetch;
