import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/**
 * A calendar feed's address is its own key: whoever reads it in a log line reads the rider's rides
 * (api/README.md, "Logs"). Everything after `/calendar/feed/` is cut from what a log shows.
 */
const FEED_SECRET = /(\/calendar\/feed\/).+/is;

/** A request's URL as a log line may show it: a feed's secret replaced by `[redacted]`. */
export function loggableUrl(url: string): string {
  return url.replace(FEED_SECRET, '$1[redacted]');
}

/**
 * Fastify's own request serializer (method, url, host, client address and port) with the URL
 * made loggable: it is used by "incoming request" and by every line that logs a request.
 */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: loggableUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** The api's logger, writing to stdout: `level` a pino level or `silent`. */
export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    // Tokens travel in this header; passwords only in bodies, which are never logged.
    redact: ['req.headers.authorization'],
    serializers: { req: serializeRequest },
  };
}
