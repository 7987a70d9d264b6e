import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { chooseLocale, useAppDispatch } from 'shared-auth';
import { currentLanguage, LANGUAGES, languageName, languageOf } from 'shared-ui';

/**
 * A language select's value, options (each language named in itself) and change: the screen
 * switches in place, remote pages included, and a signed-in account keeps the choice.
 */
export function useLanguageSelect() {
  const dispatch = useAppDispatch();
  return {
    value: currentLanguage(),
    onChange: (event: ChangeEvent<HTMLSelectElement>) => {
      const language = languageOf(event.target.value);
      if (language) void dispatch(chooseLocale(language));
    },
    children: LANGUAGES.map((language) => (
      <option key={language} value={language} lang={language}>
        {languageName(language)}
      </option>
    )),
  };
}

/**
 * The language switch of every screen (the menu, and the signed-out pages): a native select,
 * named "Language" in the language shown.
 */
export function LanguageSwitch() {
  const { t } = useTranslation();
  return (
    <label className="shell-language">
      <span>{t('language')}</span>
      <select {...useLanguageSelect()} />
    </label>
  );
}
