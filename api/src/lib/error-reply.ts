import type { FastifyReply } from 'fastify';

/** The one error body of the api: `{success:false, error:true, message}`. */
export function sendError(reply: FastifyReply, status: number, message: string | string[]) {
  return reply.code(status).send({ success: false, error: true, message });
}

/** Fastify's own refusals of a request, by error code, as sentences. */
export const FRAMEWORK_SENTENCES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'Request body is not valid JSON',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Content-Type must be application/json',
  FST_ERR_BAD_URL: 'The URL is malformed',
  FST_ERR_MAX_PARAM_LENGTH: 'The URL is too long',
};
