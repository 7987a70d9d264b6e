import { addNamespace, loadNamespaces } from '../i18n/i18n';
import type english from './en/messages.json';

/**
 * The sentences shared-auth writes itself (a logout, a signup, an ended session, a call with no
 * answer or an unreadable one), the `messages` namespace, keyed by their English: the store and
 * `errorMessage` keep saying the spec's words, which its tests and the apps' read, and
 * `MessageBox` looks a line up here to say it in the language shown.
 *
 * The login page shows them, so English must cost it no request and as few bytes as can be: the
 * English is shared-auth's own strings, already in the page's script, so its catalogue here is
 * empty (i18next then asks for no file) and the page carries no second copy; `en/messages.json`,
 * each sentence as itself, is for the tests and the typed namespace, and no build bundles it.
 * Another language is asked for as soon as this runs, from the file of the page's other
 * catalogues in it (`locale-<language>`), and a later switch loads it before it shows.
 */
addNamespace(
  'messages',
  (language) => import(/* webpackExclude: /[\\/]en[\\/]/ */ `./${language}/messages.json`),
  {},
);
void loadNamespaces('messages');

/** The namespace's catalogue, for the typed namespaces of every app that shows the kit (its i18next.d.ts). */
export type MessagesCatalogue = typeof english;
