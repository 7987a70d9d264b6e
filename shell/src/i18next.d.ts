import 'i18next';
import type rules from 'shared-domain/src/locales/en/rules.json';
import type { MessagesCatalogue, UiCatalogue } from 'shared-ui';
import type account from './locales/en/account.json';
import type notices from './locales/en/notices.json';
import type password from './locales/en/password.json';
import type shell from './locales/en/shell.json';

// Typed keys: t('a key the English catalogue lacks') fails the typecheck.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'shell';
    keySeparator: false;
    resources: {
      shell: typeof shell;
      account: typeof account;
      password: typeof password;
      notices: typeof notices;
      rules: typeof rules;
      ui: UiCatalogue;
      messages: MessagesCatalogue;
    };
  }
}
