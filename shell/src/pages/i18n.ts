import { addNamespace, loadNamespaces } from 'shared-ui';
import notices from '../locales/en/notices.json';

/**
 * The sentences of the pages that refuse or find nothing (administrators only, owner only, not
 * found): a namespace of their own, whose English comes with the later parts, not in the login
 * page's main.js (docs/PERFORMANCE.md); another language is fetched when one of them first shows.
 */
addNamespace('notices', (language) => import(`../locales/${language}/notices.json`), notices);
void loadNamespaces('notices');
