import { useTranslation } from '../../lib/i18n-react';
import { chooseLanguage, LANGUAGES, type AppLanguage } from '../../lib/i18n';

export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const active = i18n.resolvedLanguage ?? i18n.language;
  return (
    <div className="lang-switch" role="group" aria-label={t('nav.language')}>
      {LANGUAGES.map((language: AppLanguage) => (
        <button
          key={language}
          type="button"
          lang={language}
          className="lang-switch__option"
          aria-pressed={active === language}
          title={t(`languages.${language}`)}
          onClick={() => void chooseLanguage(language)}
        >
          <span aria-hidden="true">{language.toUpperCase()}</span>
          <span className="visually-hidden">{t(`languages.${language}`)}</span>
        </button>
      ))}
    </div>
  );
}
