import { createInstance, type TFunction } from 'i18next';
import Negotiator from 'negotiator';
import { RULES_CATALOGUES } from 'shared-domain';
import en from '../locales/en/api.json';
import it from '../locales/it/api.json';
import mailEn from '../locales/en/mail.json';
import mailIt from '../locales/it/mail.json';

/**
 * The api's sentences in every language it speaks (api/README.md, "Languages"): its own (`api`)
 * and the shared rules' (`rules`, shared-domain's catalogue: what its 422 arrays say), and its
 * mails' (`mail`). This map is the one list of languages: a third is its catalogues,
 * `locales/<code>/api.json` and `mail.json` and shared-domain's `rules.json`, and a line here.
 * English comes first: it is the fallback, and its sentences are the wire contract's.
 */
const RESOURCES = {
  en: { api: en, rules: RULES_CATALOGUES.en, mail: mailEn },
  it: { api: it, rules: RULES_CATALOGUES.it, mail: mailIt },
};

export type Locale = keyof typeof RESOURCES;
export const LOCALES = Object.keys(RESOURCES) as Locale[];

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'api';
    // Keys are checked against the English catalogue: a misspelt one fails typecheck.
    resources: { api: typeof en; rules: typeof RULES_CATALOGUES.en; mail: typeof mailEn };
  }
}

/** One instance per process, ready before the first request (the catalogues are bundled). */
const i18n = createInstance();
void i18n.init({
  resources: RESOURCES,
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: LOCALES,
  defaultNS: 'api',
  initAsync: false,
  // JSON bodies, not HTML: nothing to escape.
  interpolation: { escapeValue: false },
});

export type Translate = TFunction<['api', 'rules']>;
const translators = new Map(LOCALES.map((locale) => [locale, i18n.getFixedT(locale)]));

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as string[]).includes(value);
}

export type MailTranslate = TFunction<'mail'>;

/** The sentences of one language's mails (src/mail/templates/). */
export const mailTranslator = (locale: Locale): MailTranslate => i18n.getFixedT(locale, 'mail');

/**
 * A mail's language: the recipient account's choice, else the language of the request that
 * caused the mail (api/README.md, "Mail").
 */
export function recipientLocale(chosen: string | null, requestLocale: Locale): Locale {
  return isLocale(chosen) ? chosen : requestLocale;
}

/** The sentences of one language. */
export function translator(locale: Locale): Translate {
  return translators.get(locale) as Translate;
}

/**
 * A request's language: the best of `Accept-Language` the api speaks, else the account's choice,
 * else English (docs/decisions/0021-the-api-speaks-the-request-language.md).
 */
export function requestLocale(acceptLanguage: string | undefined, chosen: string | null): Locale {
  // `*` names no language: it is what fetch sends when nobody chose one.
  const named = acceptLanguage
    ?.split(',')
    .filter((range) => range.split(';')[0]?.trim() !== '*')
    .join(',');
  if (named) {
    const best = new Negotiator({ headers: { 'accept-language': named } }).language(LOCALES);
    if (isLocale(best)) return best;
  }
  return isLocale(chosen) ? chosen : 'en';
}
