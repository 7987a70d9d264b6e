import 'i18next';
import type rules from 'shared-domain/src/locales/en/rules.json';
import type { UiCatalogue } from 'shared-ui';
import type shell from './locales/en/shell.json';

// Typed keys: t('a key the English catalogue lacks') fails the typecheck.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'shell';
    keySeparator: false;
    resources: { shell: typeof shell; rules: typeof rules; ui: UiCatalogue };
  }
}
