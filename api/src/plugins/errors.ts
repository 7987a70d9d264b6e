import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Duplex } from 'node:stream';
import { type SchemaError, schemaSentences } from '../lib/schemaSentences';

/** The one error body of the api: `{success:false, error:true, message}`. */
export function sendError(reply: FastifyReply, status: number, message: string | string[]) {
  return reply.code(status).send({ success: false, error: true, message });
}

const GENERIC_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'Request body is not valid JSON',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Content-Type must be application/json',
  FST_ERR_BAD_URL: 'The URL is malformed',
  FST_ERR_MAX_PARAM_LENGTH: 'The URL is too long',
};

function clientErrorMessage(error: FastifyError, bodyLimit: number): string {
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    return `Request body is too large (limit is ${Math.floor(bodyLimit / 1024)} KB)`;
  }
  // secure-json-parse and JSON.parse report bad JSON as a SyntaxError with status 400.
  if (error instanceof SyntaxError) return GENERIC_MESSAGES.FST_ERR_CTP_INVALID_JSON_BODY as string;
  return GENERIC_MESSAGES[error.code] ?? error.message;
}

/** For fastify's `frameworkErrors` option: malformed URLs before any route matched. */
export function frameworkErrorHandler(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
) {
  return sendError(reply, error.statusCode ?? 400, GENERIC_MESSAGES[error.code] ?? 'Bad request');
}

const SOCKET_ERRORS: Record<string, [number, string, string]> = {
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout', 'The request took too long'],
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large', 'Request headers are too large'],
};

/**
 * For fastify's `clientErrorHandler` option: requests node's HTTP parser rejects (a wrong
 * Content-Length, bad framing) never reach a route, so the answer is written to the socket.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Duplex) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason, message] = SOCKET_ERRORS[error.code ?? ''] ?? [
    400,
    'Bad Request',
    'The request is malformed',
  ];
  const body = JSON.stringify({ success: false, error: true, message });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/**
 * Every failure leaves as JSON with a message: schema failures as 422 sentences, other client
 * errors with their status, anything unexpected as a logged 500 without details.
 */
export default fp<{ bodyLimit: number }>(
  async (app, { bodyLimit }) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error.validation) {
        return sendError(reply, 422, [
          ...schemaSentences(error.validation as SchemaError[]).values(),
        ]);
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        return sendError(reply, status, clientErrorMessage(error, bodyLimit));
      }
      request.log.error({ err: error }, 'unexpected error');
      return sendError(reply, 500, 'Something went wrong on our side. Please try again');
    });

    app.setNotFoundHandler((request, reply) => {
      const path = request.url.split('?')[0]?.slice(0, 200);
      return sendError(reply, 404, `No route for ${request.method} ${path}`);
    });
  },
  { name: 'errors' },
);
