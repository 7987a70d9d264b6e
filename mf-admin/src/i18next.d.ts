import 'i18next';
import type rules from 'shared-domain/src/locales/en/rules.json';
import type { MessagesCatalogue, UiCatalogue } from 'shared-ui';
import type admin from './locales/en/admin.json';

// Typed keys: t('a key the English catalogue lacks') fails the typecheck. The shell's default
// namespace is its own, so this remote always names `admin` (useTranslation('admin')).
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'admin';
    keySeparator: false;
    resources: {
      admin: typeof admin;
      rules: typeof rules;
      ui: UiCatalogue;
      messages: MessagesCatalogue;
    };
  }
}
