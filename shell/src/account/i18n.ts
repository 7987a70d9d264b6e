import { addNamespace, loadNamespaces } from 'shared-ui';
import account from '../locales/en/account.json';
import password from '../locales/en/password.json';

/**
 * The sentences of the account's pages (/account, /forgot-password, /reset-password), namespaces
 * of their own: their English comes with their lazily loaded code, not in the login page's
 * main.js, which has no byte to spare (docs/PERFORMANCE.md); another language is fetched when
 * one of these pages first shows.
 */
addNamespace('account', (language) => import(`../locales/${language}/account.json`), account);
addNamespace('password', (language) => import(`../locales/${language}/password.json`), password);
void loadNamespaces('account', 'password');
