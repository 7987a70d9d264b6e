import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { FRAMEWORK_SENTENCES, sendError } from '../lib/error-reply';
import { type SchemaError, schemaSentences } from '../lib/schemaSentences';

function clientErrorMessage(error: FastifyError, bodyLimit: number): string {
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    return `Request body is too large (limit is ${Math.floor(bodyLimit / 1024)} KB)`;
  }
  // secure-json-parse and JSON.parse report bad JSON as a SyntaxError with status 400.
  if (error instanceof SyntaxError) {
    return FRAMEWORK_SENTENCES.FST_ERR_CTP_INVALID_JSON_BODY as string;
  }
  return FRAMEWORK_SENTENCES[error.code] ?? error.message;
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
  },
  { name: 'error-handler' },
);
