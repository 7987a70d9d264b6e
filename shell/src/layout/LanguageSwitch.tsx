import { useTranslation } from 'react-i18next';
import { chooseLocale, useAppDispatch } from 'shared-auth';
import { currentLanguage, LANGUAGES, languageName, languageOf } from 'shared-ui';

/**
 * The language switch of every screen (the menu, and the signed-out pages): a native select,
 * named "Language" in the language shown, each language named in itself. Switching re-renders
 * the page in place, remote pages included.
 */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  return (
    <label className="shell-language">
      <span>{t('language')}</span>
      <select
        value={currentLanguage()}
        onChange={(event) => {
          const language = languageOf(event.target.value);
          if (language) void dispatch(chooseLocale(language));
        }}
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {languageName(language)}
          </option>
        ))}
      </select>
    </label>
  );
}
