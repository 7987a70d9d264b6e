import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { sendError } from '../lib/error-reply';

const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
  },
  // Api answers are read through CORS, which this header does not affect; images override it
  // (see app.ts), since the apps show them from other origins.
  crossOriginResourcePolicy: { policy: 'same-origin' },
};

/**
 * helmet's headers for `options`, computed once. They are the same on every answer (no nonce, no
 * per-route options), and running helmet's middleware per request cost as much CPU as the rest of
 * the hot GET together (docs/decisions/0007-helmet-headers-computed-once.md).
 */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: unknown) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)(
    {} as IncomingMessage,
    response as unknown as ServerResponse,
    (error?: unknown) => {
      if (error) throw error;
    },
  );
  return headers;
}

/**
 * What every response carries against abuse: helmet's headers, tuned for a JSON api (nothing may
 * frame or run its answers), `Cache-Control: no-store` on api answers (they carry tokens and a
 * rider's data, which no shared cache may keep), and the JSON error for an HTTP/1.1 request
 * without a Host header, which node would otherwise answer with an empty 400.
 */
export default fp(
  async (app) => {
    const headers = helmetHeaders(HELMET_OPTIONS);
    const apiHeaders = { ...headers, 'cache-control': 'no-store' };
    // A callback hook: it runs on every request and has nothing to wait for.
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(request.url.startsWith('/api/') ? apiHeaders : headers);
      if (request.raw.httpVersion === '1.1' && !request.headers.host) {
        sendError(reply, 400, request.t('errors.hostMissing'));
        return;
      }
      done();
    });
  },
  { name: 'security', dependencies: ['error-handler'] },
);
