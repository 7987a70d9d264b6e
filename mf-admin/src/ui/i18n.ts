import type { TFunction } from 'i18next';
import { addNamespace, loadNamespaces } from 'shared-ui';

/**
 * The admin remote's sentences, the `admin` namespace of the page's one i18next, fetched in the
 * language shown when an admin page loads (docs/decisions/0022-one-i18next-for-every-app.md):
 * every page imports this through its frame (AdminPage.tsx), so the catalogue is asked for as the
 * page's code runs, beside its first api requests, and the frame shows once it is in.
 */
addNamespace('admin', (language) => import(`../locales/${language}/admin.json`));
void loadNamespaces('admin');

/** The namespace's `t`, as the helpers that build sentences outside a component take it. */
export type AdminT = TFunction<'admin'>;
