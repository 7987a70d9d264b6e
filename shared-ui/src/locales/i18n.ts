import { addNamespace, loadNamespaces } from '../i18n/i18n';
import english from './en/ui.json';

/**
 * The kit's own words (Retry, YES/NO, the product's loading, error and empty states), the `ui`
 * namespace of the page's one i18next. Its English comes with the components that say it, as the
 * apps' English comes with their pages, so they paint with no request more; another language is
 * asked for as soon as the kit's code runs, before a page shows one of them
 * (docs/decisions/0024-the-admin-english-with-its-pages.md). The login page carries none of it:
 * what it shows of the kit says nothing of its own (docs/ARCHITECTURE.md, "Languages").
 */
addNamespace('ui', (language) => import(`./${language}/ui.json`), english);
void loadNamespaces('ui');

/** The namespace's catalogue, for the typed keys of every app that shows the kit (its i18next.d.ts). */
export type UiCatalogue = typeof english;
