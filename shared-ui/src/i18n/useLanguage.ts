import { useSyncExternalStore } from 'react';
import { i18next } from './i18n';

function onLanguageChanged(changed: () => void): () => void {
  i18next.on('languageChanged', changed);
  return () => i18next.off('languageChanged', changed);
}

/**
 * The language shown, re-rendering on a switch: for what is written with Intl rather than a
 * catalogue (dates, numbers, money: shared-domain's format/), so a component that needs no
 * sentence of its own loads no namespace for it.
 */
export function useLanguage(): string {
  return useSyncExternalStore(onLanguageChanged, () => i18next.language);
}
