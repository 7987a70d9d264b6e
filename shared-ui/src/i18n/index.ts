export {
  addNamespace,
  chooseLanguage,
  currentLanguage,
  i18next,
  loadNamespaces,
  type Catalogue,
} from './i18n';
export { useLanguage } from './useLanguage';
export { LANGUAGES, LANGUAGE_KEY, languageName, languageOf, type Language } from './languages';
