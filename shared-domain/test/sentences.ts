import { createInstance } from 'i18next';
import { RULES_CATALOGUES, ruleSentence, type RuleProblem } from '../src';

/** The rules' problems as the api and the forms write them, through i18next as they do. */
const i18n = createInstance();
void i18n.init({
  resources: { en: { rules: RULES_CATALOGUES.en }, it: { rules: RULES_CATALOGUES.it } },
  lng: 'en',
  initAsync: false,
  interpolation: { escapeValue: false },
});

const inLanguage = (language: string) => (problem: RuleProblem | null | undefined) =>
  problem ? ruleSentence(i18n.getFixedT(language), problem) : null;

export const english = inLanguage('en');
export const italian = inLanguage('it');
