import { useTranslation } from 'react-i18next';
import { chooseLanguage, isConsoleLanguage, LANGUAGES } from '../../lib/i18n';

const NAMES: Record<(typeof LANGUAGES)[number], string> = { en: 'English', fr: 'Français' };

/** English or French; the choice is remembered in this browser. */
export function LanguagePicker() {
  const { t, i18n } = useTranslation();
  return (
    <label className="language-picker">
      <span className="visually-hidden">{t('layout.language')}</span>
      <select
        className="input select select--small"
        value={isConsoleLanguage(i18n.language) ? i18n.language : 'en'}
        onChange={(event) => {
          if (isConsoleLanguage(event.target.value)) void chooseLanguage(event.target.value);
        }}
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {NAMES[language]}
          </option>
        ))}
      </select>
    </label>
  );
}
