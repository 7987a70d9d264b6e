import { type RuleProblem, ruleSentence } from 'shared-domain';
import { addNamespace, i18next, loadNamespaces } from 'shared-ui';

/**
 * The rules' sentences (shared-domain's `rules` namespace), in the language shown, fetched with the
 * form's code (docs/ARCHITECTURE.md, "Languages").
 */
addNamespace('rules', (language) => import(`shared-domain/src/locales/${language}/rules.json`));
void loadNamespaces('rules');

/** A rule's problem in the language shown. */
export const ruleText = (problem: RuleProblem) => ruleSentence(i18next.t, problem);
