import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** The languages offered first; any other two-letter code can be typed. */
export const COMMON_LANGUAGES = ['en', 'fr', 'es', 'de', 'it', 'pt', 'nl', 'ar', 'zh', 'ja', 'ko', 'ru'] as const;
const OTHER = 'other';

/** A select of common languages plus "Other", which shows a field for a two-letter code. */
export function LanguageField({ value, onChange, label }: { value: string; onChange: (code: string) => void; label?: string }) {
  const { t } = useTranslation('media');
  const id = useId();
  const common = (COMMON_LANGUAGES as readonly string[]).includes(value);
  const choice = common ? value : OTHER;
  return (
    <div className="language-field">
      <div className="field">
        <label className="field__label" htmlFor={`${id}-select`}>
          {label ?? t('captions.language')}
        </label>
        <select id={`${id}-select`} className="input select" value={choice} onChange={(event) => onChange(event.target.value === OTHER ? '' : event.target.value)}>
          {COMMON_LANGUAGES.map((code) => (
            <option key={code} value={code}>
              {t(`languages.${code}`)} ({code})
            </option>
          ))}
          <option value={OTHER}>{t('captions.otherLanguage')}</option>
        </select>
      </div>
      {choice === OTHER ? (
        <div className="field">
          <label className="field__label" htmlFor={`${id}-code`}>
            {t('captions.code')}
          </label>
          <input id={`${id}-code`} className="input language-field__code" value={value} maxLength={2} pattern="[A-Za-z]{2}" required onChange={(event) => onChange(event.target.value.toLowerCase())} />
        </div>
      ) : null}
    </div>
  );
}

/** The label viewers see for a language code: the language's own word in the console's language, else the code. */
export function languageLabel(code: string, t: (key: string, options?: Record<string, unknown>) => string): string {
  return (COMMON_LANGUAGES as readonly string[]).includes(code) ? t(`languages.${code}`) : code;
}
