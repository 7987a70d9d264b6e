import { addNamespace } from 'shared-ui';
import english from './en/catalog.json';

/**
 * The catalog's sentences, its `catalog` namespace in the page's one i18next
 * (docs/decisions/0022-one-i18next-for-every-app.md): added when one of its pages loads, English
 * in the pages' own code (a few hundred bytes, no second request before the first paint), another
 * language fetched when shown.
 */
addNamespace('catalog', (language) => import(`./${language}/catalog.json`), english);
