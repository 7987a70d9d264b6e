import 'i18next';
import type { UiCatalogue } from './locales/i18n';
import type { MessagesCatalogue } from './locales/messages';

// Typed keys: t('a key the English catalogue lacks') fails the typecheck. Each app that shows the
// kit declares `ui` and `messages` beside its own namespace in its own i18next.d.ts.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'ui';
    keySeparator: false;
    resources: { ui: UiCatalogue; messages: MessagesCatalogue };
  }
}
