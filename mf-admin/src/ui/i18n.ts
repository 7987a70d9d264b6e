import type { TFunction } from 'i18next';
import { addNamespace, loadNamespaces } from 'shared-ui';

/**
 * The admin remote's sentences, the `admin` namespace of the page's one i18next
 * (docs/decisions/0022-one-i18next-for-every-app.md), in the language shown only: entering a page,
 * the shell's boot script fetches its catalogue beside the page's files; opened from another
 * page, it is asked for as soon as the page's code runs, and the page frame (AdminPage.tsx) shows
 * once it is in (docs/decisions/0027-a-remote-page-carries-one-language.md).
 */
addNamespace('admin', (language) => import(`../locales/${language}/admin.json`));
// The rules' sentences (shared-domain's `rules` namespace), which the admin's forms show beside
// their fields and the api answers with: loaded the same way, with the pages.
addNamespace('rules', (language) => import(`shared-domain/src/locales/${language}/rules.json`));
void loadNamespaces('admin', 'rules');

/** The namespace's `t`, as the helpers that build sentences outside a component take it. */
export type AdminT = TFunction<'admin'>;

/** The namespaces of a form that shows the rules' sentences: `useTranslation(FORM_NAMESPACES)`. */
export const FORM_NAMESPACES = ['admin', 'rules'] as const;
