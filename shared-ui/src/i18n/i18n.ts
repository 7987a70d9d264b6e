import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { firstLanguage, LANGUAGE_KEY, LANGUAGES, type Language } from './languages';

/** A namespace's catalogue in one language: flat keys, i18next's interpolation. */
export type Catalogue = Record<string, string>;
type LoadCatalogue = (language: string) => Promise<{ default: Catalogue }>;
const loaders = new Map<string, LoadCatalogue>();

/**
 * The one i18next of the page (i18next and react-i18next are federation singletons, like React:
 * docs/decisions/0022-one-i18next-for-every-app.md). Each app adds its namespace with how to fetch
 * a language's catalogue; English may come inlined (the shell's, so /login needs no second
 * request). Only the chosen language is loaded: no fallback language is fetched beside it (a test
 * keeps every key in every language).
 */
export function addNamespace(namespace: string, load: LoadCatalogue, english?: Catalogue): void {
  loaders.set(namespace, load);
  if (english) i18next.addResourceBundle('en', namespace, english);
}

/**
 * Fetches a namespace missing in the language shown, with the loader its app added. i18next's
 * backend interface written out, not i18next-resources-to-backend: its generality cost /login 174
 * bytes it has not got (docs/decisions/0022-one-i18next-for-every-app.md). A namespace no app
 * added fails here, and i18next reports which.
 */
const catalogues: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, done) {
    // A loader's failure, and a namespace no app added, are i18next's to report: never a throw.
    Promise.resolve(namespace)
      .then((name) => (loaders.get(name) as LoadCatalogue)(language))
      .then(
        (module) => done(null, module.default),
        (error: Error) => done(error, false),
      );
  },
};

void i18next
  .use(initReactI18next)
  .use(catalogues)
  .init({
    lng: firstLanguage(),
    supportedLngs: LANGUAGES,
    fallbackLng: false,
    keySeparator: false, // flat keys: 'login.title' is one key of a catalogue
    ns: [],
    partialBundledLanguages: true,
    initAsync: false,
    interpolation: { escapeValue: false }, // React escapes
    react: { useSuspense: false },
  });

const followLanguage = (language: string) => {
  document.documentElement.lang = language;
};
followLanguage(i18next.language);
i18next.on('languageChanged', followLanguage);

/** The language shown now. */
export const currentLanguage = (): Language => i18next.language as Language;

/**
 * Shows the product in `language` in place (no reload: every mounted `useTranslation` re-renders
 * once its catalogues are in) and keeps the choice in the browser.
 */
export async function chooseLanguage(language: Language): Promise<void> {
  localStorage.setItem(LANGUAGE_KEY, language);
  await i18next.changeLanguage(language);
}

/** Resolves once `namespaces` are in for the language shown (before a page that uses them). */
export const loadNamespaces = (...namespaces: string[]) => i18next.loadNamespaces(namespaces);

export { i18next };
