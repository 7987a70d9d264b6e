import english from 'shared-domain/src/locales/en/rules.json';
import { addNamespace, loadNamespaces } from 'shared-ui';

/**
 * The rules' sentences (shared-domain's `rules` namespace), which the "When?" form says beside
 * its inputs as the api would: English with the form's code, another language fetched when the
 * form's code runs (docs/ARCHITECTURE.md, "Languages").
 */
addNamespace(
  'rules',
  (language) => import(`shared-domain/src/locales/${language}/rules.json`),
  english,
);
void loadNamespaces('rules');
