import 'i18next';
import type rules from 'shared-domain/src/locales/en/rules.json';
import type { MessagesCatalogue, UiCatalogue } from 'shared-ui';
import type catalog from './locales/en/catalog.json';

// Typed keys: t('a key the English catalogue lacks') fails the typecheck.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'catalog';
    keySeparator: false;
    resources: {
      catalog: typeof catalog;
      rules: typeof rules;
      ui: UiCatalogue;
      messages: MessagesCatalogue;
    };
  }
}
