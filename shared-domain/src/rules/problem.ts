import type english from '../locales/en/rules.json';

/**
 * What a rule finds wrong, in no language yet: the key of its sentence in the `rules` catalogue
 * (src/locales/<language>/rules.json) and the values the sentence names. A field is named by its
 * key in the same catalogue (`{ field: 'chassisNumber' }` reads "Chassis number" or "Numero di
 * telaio"), so the api and every form say the same thing in the reader's language
 * (docs/ARCHITECTURE.md, "Languages").
 */
export interface RuleProblem {
  key: RuleKey;
  values?: Record<string, string | number>;
}

export type RuleKey = keyof typeof english;

export function ruleProblem(key: RuleKey, values?: RuleProblem['values']): RuleProblem {
  return values ? { key, values } : { key };
}

/** Any i18next `t` (the api's, an app's); only what ruleSentence needs of it. */
export type RuleTranslate = (
  key: `rules:${RuleKey}`,
  values: { [value: string]: unknown },
) => string;

/** A rule's problem as a sentence in the language of `t`: i18next interpolates and formats. */
export function ruleSentence(t: RuleTranslate, problem: RuleProblem): string {
  return t(`rules:${problem.key}`, problem.values ?? {});
}
