import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { LOCALES, translator } from '../../src/lib/i18n';

/**
 * The catalogues (src/locales/<code>/api.json, and mail.json for the mails) and the code that
 * uses them (api/README.md, "Languages").
 */

const SRC = path.join(__dirname, '../../src');
type Catalogue = { [key: string]: string | Catalogue };
const NAMESPACES = ['api', 'mail'];
/** A language's catalogues as one tree, each under its namespace (`mail:greeting`). */
const catalogue = (locale: string): Catalogue =>
  Object.fromEntries(
    NAMESPACES.map((namespace) => [
      `${namespace}:`,
      JSON.parse(readFileSync(path.join(SRC, 'locales', locale, `${namespace}.json`), 'utf8')),
    ]),
  );

/** Every sentence by its dotted key (`auth.expired`, `limits.tryAgain_one`). */
function sentences(tree: Catalogue, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') found.set(prefix + key, value);
    else {
      const inner = key.endsWith(':') ? key : `${prefix}${key}.`;
      for (const entry of sentences(value, inner)) found.set(...entry);
    }
  }
  return found;
}

/** A plural's forms are one key (i18next's `_one`, `_many`, `_other` suffixes). */
const PLURAL = /_(zero|one|two|few|many|other)$/;
const baseKey = (key: string) => key.replace(PLURAL, '');

/** The names a sentence interpolates: `{{total, number(…)}}` is `total`. */
const variables = (sentence: string) =>
  [...sentence.matchAll(/\{\{\s*(\w+)/g)].map((match) => match[1]).sort();

const byLocale = new Map(LOCALES.map((locale) => [locale, sentences(catalogue(locale))]));
const english = byLocale.get('en') as Map<string, string>;

describe('the catalogues', () => {
  it('ship every language the list names, and the list names every catalogue', () => {
    expect(readdirSync(path.join(SRC, 'locales')).sort()).toEqual([...LOCALES].sort());
  });

  it.each(LOCALES)('%s has every key English has and no other, each written out', (locale) => {
    const own = byLocale.get(locale) as Map<string, string>;
    const keys = (map: Map<string, string>) => [...new Set([...map.keys()].map(baseKey))].sort();
    expect(keys(own)).toEqual(keys(english));
    for (const [key, sentence] of own) expect([key, sentence.trim()]).not.toEqual([key, '']);
  });

  it.each(LOCALES)('%s has each plural form its language needs (Intl.PluralRules)', (locale) => {
    const own = [...(byLocale.get(locale) as Map<string, string>).keys()];
    const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
    for (const plural of new Set(own.filter((key) => PLURAL.test(key)).map(baseKey))) {
      expect(own.filter((key) => baseKey(key) === plural).sort()).toEqual(
        categories.map((category) => `${plural}_${category}`).sort(),
      );
    }
  });

  it.each(LOCALES)('%s interpolates the same values as English in each sentence', (locale) => {
    const own = byLocale.get(locale) as Map<string, string>;
    const englishVariables = new Map(
      [...english].map(([key, sentence]) => [baseKey(key), variables(sentence)]),
    );
    for (const [key, sentence] of own) {
      expect([key, variables(sentence)]).toEqual([key, englishVariables.get(baseKey(key))]);
    }
  });
});

/** Every source file of the api, as text. */
function sourceText(folder: string): string {
  return readdirSync(folder)
    .map((name) => path.join(folder, name))
    .map((file) =>
      statSync(file).isDirectory()
        ? sourceText(file)
        : /\.tsx?$/.test(file)
          ? readFileSync(file, 'utf8')
          : '',
    )
    .join('\n');
}

describe('the code and the catalogues', () => {
  // The scan is a plain text search: code writes every key whole, in quotes
  // (`t('notFound.motorcycle')`, or a table of such keys), never built from pieces.
  it('uses every key of the catalogues', () => {
    const code = sourceText(SRC);
    const unused = [...new Set([...english.keys()].map(baseKey))].filter(
      (key) => !code.includes(`'${key.replace(/^\w+:/, '')}'`),
    );
    expect(unused).toEqual([]);
  });

  it('gets each sentence in the language asked, English for the rest', () => {
    const t = translator('it');
    expect(t('notFound.motorcycle')).toBe('Moto non trovata');
    expect(translator('en')('limits.tryAgain', { count: 1 })).toBe('Try again in 1 minute.');
    expect(t('limits.tryAgain', { count: 42 })).toBe('Riprovi tra 42 minuti.');
    // @ts-expect-error a misspelt key does not compile (CustomTypeOptions in src/lib/i18n.ts)
    expect(t('notFound.motorcyle')).toBe('notFound.motorcyle');
  });
});
