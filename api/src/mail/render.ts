import { render } from '@react-email/render';
import { createElement } from 'react';
import type { ShopProfile } from 'shared-domain';
import { isLocale, type Locale, mailTranslator } from '../lib/i18n';
import type { MailKind } from './outbox';
import { type Template, TEMPLATES } from './templates';

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

export function isMailKind(kind: string): kind is MailKind {
  return Object.hasOwn(TEMPLATES, kind);
}

/**
 * A mail as the recipient reads it, HTML and plain text from the same template, in `locale`.
 * `values` are what enqueueMail stored for this kind (its types checked them then).
 */
export async function renderMail(
  kind: MailKind,
  locale: Locale,
  values: unknown,
  shop: ShopProfile,
): Promise<RenderedMail> {
  // One kind's template given that kind's values: the union of kinds cannot say so by itself.
  const template = TEMPLATES[kind] as unknown as Template<MailKind>;
  const t = mailTranslator(isLocale(locale) ? locale : 'en');
  const element = createElement(template.Body, {
    t,
    locale,
    shop,
    values: values as Parameters<Template<MailKind>['Body']>[0]['values'],
  });
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { subject: t(template.subject), html, text };
}
