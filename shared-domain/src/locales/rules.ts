import en from './en/rules.json';
import it from './it/rules.json';

/**
 * The rules' sentences in every language, the `rules` namespace, for the api, which holds every
 * language at once. An app imports English from en/rules.json and fetches another language's file
 * when it is chosen (docs/ARCHITECTURE.md, "Languages").
 */
export const RULES_CATALOGUES = { en, it };
