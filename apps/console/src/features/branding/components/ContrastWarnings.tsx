import type { ContrastWarning } from '@ott/contracts/admin-branding';
import { useTranslation } from 'react-i18next';

/** Each text/background pair under WCAG AA, named, with its ratio and the nearest compliant text colour to apply in one click. */
export function ContrastWarnings({
  warnings,
  alphaOf,
  onApply,
  disabled,
}: {
  warnings: ContrastWarning[];
  /** The text colour's current transparency: the offer says when it must become opaque. */
  alphaOf: (name: ContrastWarning['foreground']) => number;
  onApply: (warning: ContrastWarning) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('branding');
  if (warnings.length === 0) {
    return (
      <p className="notice contrast-ok" role="status">
        {t('contrast.ok')}
      </p>
    );
  }
  return (
    <div className="notice notice--warning contrast-warnings" role="status">
      <p className="contrast-warnings__title">{t('contrast.title', { count: warnings.length })}</p>
      <ul className="contrast-warnings__list">
        {warnings.map((warning) => {
          const pair = t('contrast.pair', { foreground: t(`colors.${warning.foreground}`), background: t(`colors.${warning.background}`) });
          return (
            <li key={`${warning.foreground}/${warning.background}`} className="contrast-warnings__item">
              <span>
                {t('contrast.below', { pair, ratio: warning.ratio.toFixed(2), required: warning.required })}
              </span>
              <button type="button" className="button button--secondary button--small" disabled={disabled} onClick={() => onApply(warning)}>
                <span className="contrast-warnings__swatch" style={{ background: warning.suggestion.color }} aria-hidden="true" />
                {warning.suggestion.transparency === alphaOf(warning.foreground)
                  ? t('contrast.use', { color: warning.suggestion.color })
                  : t('contrast.useOpaque', { color: warning.suggestion.color })}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
