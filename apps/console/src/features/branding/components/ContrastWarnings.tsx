import type { ContrastWarning } from '@ott/contracts/admin-branding';
import type { ColorName } from '@ott/contracts/channel';

type Suggestion = ContrastWarning['suggestion'];
import { useTranslation } from 'react-i18next';

/** Each text/background pair under WCAG AA, named, with its ratio and the nearest compliant text colour to apply in one click. */
export function ContrastWarnings({
  warnings,
  alphaOf,
  onApply,
  disabled,
}: {
  warnings: ContrastWarning[];
  /** A colour's current transparency: the offer says when it must become opaque. */
  alphaOf: (name: ColorName) => number;
  onApply: (name: ColorName, suggestion: Suggestion) => void;
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
  const Offer = ({ name, suggestion }: { name: ColorName; suggestion: Suggestion }) => (
    <button type="button" className="button button--secondary button--small" disabled={disabled} onClick={() => onApply(name, suggestion)}>
      <span className="contrast-warnings__swatch" style={{ background: suggestion.color }} aria-hidden="true" />
      {t(suggestion.transparency === alphaOf(name) ? 'contrast.use' : 'contrast.useOpaque', { name: t(`colors.${name}`), color: suggestion.color })}
    </button>
  );
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
              <span className="contrast-warnings__offers">
                <Offer name={warning.foreground} suggestion={warning.suggestion} />
                {warning.background_suggestion ? <Offer name={warning.background} suggestion={warning.background_suggestion} /> : null}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
