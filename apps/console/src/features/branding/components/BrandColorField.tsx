import type { ColorName } from '@ott/contracts/channel';
import { useId } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { percentText } from '@ott/client/format';

const HEX = /^#[0-9a-f]{6}$/i;

/**
 * One colour setting: a swatch picker, its hex text, and its transparency (`<name>-transparency`, 0–1) as a
 * percentage of opacity. Bound to `color_settings.<name>` of the branding form; shows the server's field errors.
 */
export function BrandColorField({ name, label, disabled }: { name: ColorName; label: string; disabled?: boolean }) {
  const { t, i18n } = useTranslation('branding');
  const id = useId();
  const {
    field: { ref, value: colorValue, onChange: setColor, onBlur, name: fieldName },
    fieldState: colorState,
  } = useController({ name: `color_settings.${name}` });
  const {
    field: { value: alphaValue, onChange: setAlpha, onBlur: onAlphaBlur },
    fieldState: alphaState,
  } = useController({ name: `color_settings.${name}-transparency` });
  const value = (colorValue as string | undefined) ?? '';
  const opacity = typeof alphaValue === 'number' ? alphaValue : 1;
  const error = colorState.error?.message ?? alphaState.error?.message;
  return (
    <div className={`field brand-color${error ? ' field--invalid' : ''}`}>
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <div className="brand-color__row">
        <input
          type="color"
          className="color-field__swatch"
          aria-label={t('pick', { label })}
          value={HEX.test(value) ? value.toLowerCase() : '#000000'}
          disabled={disabled}
          onChange={(event) => setColor(event.target.value)}
        />
        <input
          id={id}
          ref={ref}
          name={fieldName}
          className="input brand-color__hex"
          value={value}
          placeholder="#rrggbb"
          spellCheck={false}
          maxLength={7}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => setColor(event.target.value.trim())}
          onBlur={onBlur}
        />
        <label className="brand-color__alpha">
          <span className="visually-hidden">{t('opacityOf', { label })}</span>
          <input
            type="range"
            min={0}
            max={100}
            step={1}
            value={Math.round(opacity * 100)}
            disabled={disabled}
            onChange={(event) => setAlpha(Number(event.target.value) / 100)}
            onBlur={onAlphaBlur}
          />
          <output aria-hidden="true">{percentText(opacity, i18n.language)}</output>
        </label>
      </div>
      {error ? (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
