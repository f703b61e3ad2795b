import { useTranslation } from '../../../../lib/i18n-react';

interface ClipTimeFieldProps {
  id: string;
  label: string;
  value: string;
  /** Translated, when the field is wrong. */
  error?: string;
  onChange(value: string): void;
  /** Moves the time by ±1 s. */
  onNudge(delta: number): void;
}

/** An hh:mm:ss time with one-second nudges on either side. */
export function ClipTimeField({ id, label, value, error, onChange, onNudge }: ClipTimeFieldProps) {
  const { t } = useTranslation();
  return (
    <div className="form-field clip-time">
      <label htmlFor={id} className="form-field__label">
        {label}
      </label>
      <div className="clip-time__row">
        <button type="button" className="button button--ghost button--small" aria-label={t('clips.panel.earlier', { field: label })} onClick={() => onNudge(-1)}>
          −1s
        </button>
        <input
          id={id}
          name={id}
          className="input clip-time__input"
          value={value}
          placeholder="hh:mm:ss"
          inputMode="numeric"
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
        <button type="button" className="button button--ghost button--small" aria-label={t('clips.panel.later', { field: label })} onClick={() => onNudge(1)}>
          +1s
        </button>
      </div>
      {error ? (
        <p id={`${id}-error`} className="form-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
