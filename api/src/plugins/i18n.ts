import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type Locale, requestLocale, type Translate, translator } from '../lib/i18n';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language of this request's sentences, worked out when first read. */
    readonly locale: Locale;
    /** This request's sentences (`request.t('notFound.motorcycle')`), in its language. */
    readonly t: Translate;
  }
}

/**
 * Getters on the request, read only when a sentence is written: the hot path, which writes
 * none, never parses Accept-Language (docs/decisions/0021-the-api-speaks-the-request-language.md).
 */
export default fp(
  async (app) => {
    app.decorateRequest('locale', {
      getter(this: FastifyRequest) {
        const chosen = this.currentUser?.locale ?? null;
        return requestLocale(this.headers['accept-language'], chosen);
      },
    });
    app.decorateRequest('t', {
      getter(this: FastifyRequest) {
        return translator(this.locale);
      },
    });
  },
  { name: 'i18n' },
);
