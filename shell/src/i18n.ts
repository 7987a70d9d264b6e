import { addNamespace, i18next } from 'shared-ui';
import english from './locales/en/shell.json';

/**
 * The shell's sentences, the `shell` namespace of the page's one i18next: English inlined in the
 * first script (the login page needs no other request), another language fetched when chosen.
 */
addNamespace('shell', (language) => import(`./locales/${language}/shell.json`), english);
// The shell's screens name their keys without a namespace (a remote names its own).
i18next.setDefaultNamespace('shell');
