import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { frameworkSentence, sendError } from '../lib/error-reply';
import type { Translate } from '../lib/i18n';
import { type SchemaError, schemaProblems } from '../lib/schemaSentences';
import { ruleSentence } from 'shared-domain';

function clientErrorMessage(t: Translate, error: FastifyError, bodyLimit: number): string {
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    return t('errors.bodyTooLarge', { kilobytes: Math.floor(bodyLimit / 1024) });
  }
  // secure-json-parse and JSON.parse report bad JSON as a SyntaxError with status 400.
  if (error instanceof SyntaxError) return t('errors.invalidJson');
  return frameworkSentence(t, error.code) ?? error.message;
}

/**
 * Every failure leaves as JSON with a message: schema failures as 422 sentences, other client
 * errors with their status, anything unexpected as a logged 500 without details, and a path no
 * route serves as a 404 naming it.
 */
export default fp<{ bodyLimit: number }>(
  async (app, { bodyLimit }) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error.validation) {
        const problems = schemaProblems(error.validation as SchemaError[]).values();
        return sendError(
          reply,
          422,
          [...problems].map((problem) => ruleSentence(request.t, problem)),
        );
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        return sendError(reply, status, clientErrorMessage(request.t, error, bodyLimit));
      }
      request.log.error({ err: error }, 'unexpected error');
      return sendError(reply, 500, request.t('errors.unexpected'));
    });
    app.setNotFoundHandler((request, reply) => {
      // Cut short: it is the client's text.
      const path = request.url.split('?')[0]?.slice(0, 200);
      return sendError(reply, 404, request.t('notFound.route', { method: request.method, path }));
    });
  },
  { name: 'error-handler' },
);
