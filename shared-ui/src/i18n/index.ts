export {
  addNamespace,
  chooseLanguage,
  currentLanguage,
  i18next,
  loadNamespaces,
  type Catalogue,
} from './i18n';
export { LANGUAGES, LANGUAGE_KEY, languageName, languageOf, type Language } from './languages';
