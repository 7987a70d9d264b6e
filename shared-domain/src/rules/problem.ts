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

/**
 * The problems of a range [from, to) whose ends do not both read (`start` or `end` null): each
 * end that does not is said with `key` ('field.dateTime', 'field.month'), naming its field.
 */
export function unreadableEnds(
  start: number | null,
  end: number | null,
  key: RuleKey,
): { from?: RuleProblem; to?: RuleProblem } {
  const invalid = (field: 'from' | 'to') => ruleProblem(key, { field });
  return {
    from: start === null ? invalid('from') : undefined,
    to: end === null ? invalid('to') : undefined,
  };
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
