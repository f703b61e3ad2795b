import { useTranslation } from 'react-i18next';
import { chooseLanguage, isConsoleLanguage, LANGUAGES } from '../lib/i18n';

const NAMES: Record<(typeof LANGUAGES)[number], string> = { en: 'English', fr: 'Français' };

/** English or French; the choice is remembered in this browser. In the phone menu its label shows (`labelVisible`). */
export function LanguagePicker({ labelVisible = false }: { labelVisible?: boolean }) {
  const { t, i18n } = useTranslation();
  return (
    <label className={labelVisible ? 'language-picker shell-field' : 'language-picker'}>
      <span className={labelVisible ? 'shell-field__label' : 'visually-hidden'}>{t('layout.language')}</span>
      <select
        className={labelVisible ? 'input select' : 'input select select--small'}
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
