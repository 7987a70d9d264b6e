import { RULES_CATALOGUES } from 'shared-domain';
import { addNamespace, type Catalogue } from 'shared-ui';

/**
 * The rules' sentences (shared-domain's `rules` namespace), for the signup form. Only the lazy
 * signup page imports this, with every language's catalogue: a chunk fetched apart would add its
 * entry to the login page's script, which has no byte to spare (docs/PERFORMANCE.md).
 */
const catalogues: Record<string, Catalogue> = RULES_CATALOGUES;
addNamespace('rules', async (language) => ({ default: catalogues[language] ?? {} }), catalogues.en);
