import { useTranslation } from '../../lib/i18n-react';
import { useChannel } from '../../lib/channel-context';
import { chooseLanguage, offeredLanguages, type AppLanguage } from '../../lib/i18n';

/** English / French, where the channel offers both (settings `languages`); nothing for a channel with one language. */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const languages = offeredLanguages(useChannel().bootstrap.settings.languages);
  const active = i18n.resolvedLanguage ?? i18n.language;
  if (languages.length < 2) return null;
  return (
    <div className="lang-switch" role="group" aria-label={t('nav.language')}>
      {languages.map((language: AppLanguage) => (
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
