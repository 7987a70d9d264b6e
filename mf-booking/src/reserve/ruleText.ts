import english from 'shared-domain/src/locales/en/rules.json';
import { type RuleProblem, ruleSentence } from 'shared-domain';
import { addNamespace, i18next, loadNamespaces } from 'shared-ui';

/**
 * The rules' sentences (shared-domain's `rules` namespace): English with the form's code, another
 * language fetched when the form's code runs (docs/ARCHITECTURE.md, "Languages").
 */
addNamespace(
  'rules',
  (language) => import(`shared-domain/src/locales/${language}/rules.json`),
  english,
);
void loadNamespaces('rules');

/** A rule's problem in the language shown. */
export const ruleText = (problem: RuleProblem) => ruleSentence(i18next.t, problem);
