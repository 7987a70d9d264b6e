import 'i18next';
import type { UiCatalogue } from 'shared-ui';
import type catalog from './locales/en/catalog.json';

// Typed keys: t('a key the English catalogue lacks') fails the typecheck.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'catalog';
    keySeparator: false;
    resources: { catalog: typeof catalog; ui: UiCatalogue };
  }
}
