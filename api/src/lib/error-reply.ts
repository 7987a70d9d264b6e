import type { FastifyReply } from 'fastify';
import type { Translate } from './i18n';

/** The one error body of the api: `{success:false, error:true, message}`. */
export function sendError(reply: FastifyReply, status: number, message: string | string[]) {
  return reply.code(status).send({ success: false, error: true, message });
}

/** Fastify's own refusals of a request, by error code: the keys of their sentences. */
const FRAMEWORK_SENTENCES = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'errors.invalidJson',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'errors.notJson',
  FST_ERR_BAD_URL: 'errors.badUrl',
  FST_ERR_MAX_PARAM_LENGTH: 'errors.urlTooLong',
} as const;

/** The sentence for a refusal of Fastify's own, in the request's language; null for another. */
export function frameworkSentence(t: Translate, code: string): string | null {
  const key = FRAMEWORK_SENTENCES[code as keyof typeof FRAMEWORK_SENTENCES];
  return key ? t(key) : null;
}
