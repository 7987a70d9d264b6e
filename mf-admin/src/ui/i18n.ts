import type { TFunction } from 'i18next';
import rulesEnglish from 'shared-domain/src/locales/en/rules.json';
import { addNamespace, loadNamespaces } from 'shared-ui';
import english from '../locales/en/admin.json';

/**
 * The admin remote's sentences, the `admin` namespace of the page's one i18next
 * (docs/decisions/0022-one-i18next-for-every-app.md). Its English comes with the pages' code, as
 * the shell's does, so an admin page paints without waiting for another file; another language
 * is asked for as soon as a page's code runs, beside its first api requests, and the page frame
 * (AdminPage.tsx) shows once it is in (docs/decisions/0024-the-admin-english-with-its-pages.md).
 */
addNamespace('admin', (language) => import(`../locales/${language}/admin.json`), english);
// The rules' sentences (shared-domain's `rules` namespace), which the admin's forms show beside
// their fields and the api answers with: loaded the same way, with the pages.
addNamespace(
  'rules',
  (language) => import(`shared-domain/src/locales/${language}/rules.json`),
  rulesEnglish,
);
void loadNamespaces('admin', 'rules');

/** The namespace's `t`, as the helpers that build sentences outside a component take it. */
export type AdminT = TFunction<'admin'>;

/** The namespaces of a form that shows the rules' sentences: `useTranslation(FORM_NAMESPACES)`. */
export const FORM_NAMESPACES = ['admin', 'rules'] as const;
