import type { ShopProfile } from 'shared-domain';
import type { Locale, MailTranslate } from '../../lib/i18n';
import type { MailKind, MailValues } from '../outbox';

/** What a template is given: its sentences, in the recipient's language, and the shop. */
export interface TemplateProps<K extends MailKind> {
  t: MailTranslate;
  locale: Locale;
  shop: ShopProfile;
  values: MailValues[K];
}
