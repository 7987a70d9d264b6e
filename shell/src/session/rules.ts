import english from 'shared-domain/src/locales/en/rules.json';
import { addNamespace } from 'shared-ui';

/**
 * The rules' sentences (shared-domain's `rules` namespace), for the signup form: English with the
 * form's code, another language fetched when it runs (docs/ARCHITECTURE.md, "Languages"). Only
 * the lazy signup page imports this: the login page's script carries none of it.
 */
addNamespace(
  'rules',
  (language) => import(`shared-domain/src/locales/${language}/rules.json`),
  english,
);
