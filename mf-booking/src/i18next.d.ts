import 'i18next';
import type rules from 'shared-domain/src/locales/en/rules.json';
import type { MessagesCatalogue, UiCatalogue } from 'shared-ui';
import type booking from './locales/en/booking.json';

// Typed keys: t('a key the English catalogue lacks') fails the typecheck. The shell's default
// namespace is its own, so this remote always names `booking` (useTranslation('booking')).
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'booking';
    keySeparator: false;
    resources: {
      booking: typeof booking;
      rules: typeof rules;
      ui: UiCatalogue;
      messages: MessagesCatalogue;
    };
  }
}
