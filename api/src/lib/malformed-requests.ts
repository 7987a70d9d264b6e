import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { Duplex } from 'node:stream';
import { frameworkSentence, sendError } from './error-reply';
import { requestLocale, translator } from './i18n';

/** For fastify's `frameworkErrors` option: malformed URLs before any route matched. */
export function frameworkErrorHandler(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  // Before routing: the request is not one of the app's yet (no decorations), and no user.
  const t = translator(requestLocale(request.headers['accept-language'], null));
  return sendError(
    reply,
    error.statusCode ?? 400,
    frameworkSentence(t, error.code) ?? t('errors.badRequest'),
  );
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
