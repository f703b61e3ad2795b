import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DayRange, RANGE_PRESETS, presetRange, validRange } from '../range';

/** Presets of 7, 30 and 90 days up to the channel's today, or a custom pair of days; calls `onChange` with a valid range only. */
export function RangePicker({ value, onChange, timeZone }: { value: DayRange; onChange: (range: DayRange) => void; timeZone: string }) {
  const { t } = useTranslation('analytics');
  const id = useId();
  const [preset, setPreset] = useState<string>('30');
  const [custom, setCustom] = useState<DayRange>(value);
  const customValid = validRange(custom);
  const choose = (next: string) => {
    setPreset(next);
    if (next !== 'custom') onChange(presetRange(Number(next), timeZone));
    else if (validRange(custom)) onChange(custom);
  };
  const edit = (next: DayRange) => {
    setCustom(next);
    if (validRange(next)) onChange(next);
  };
  return (
    <div className="analytics-range">
      <label className="field field--inline" htmlFor={`${id}-preset`}>
        <span className="field__label">{t('range.label')}</span>
        <select id={`${id}-preset`} className="input select" value={preset} onChange={(event) => choose(event.target.value)}>
          {RANGE_PRESETS.map((days) => (
            <option key={days} value={String(days)}>
              {t('range.last', { count: days })}
            </option>
          ))}
          <option value="custom">{t('range.custom')}</option>
        </select>
      </label>
      {preset === 'custom' && (
        <>
          <label className="field field--inline" htmlFor={`${id}-from`}>
            <span className="field__label">{t('range.from')}</span>
            <input id={`${id}-from`} className="input" type="date" value={custom.from} max={custom.to} onChange={(event) => edit({ ...custom, from: event.target.value })} />
          </label>
          <label className="field field--inline" htmlFor={`${id}-to`}>
            <span className="field__label">{t('range.to')}</span>
            <input id={`${id}-to`} className="input" type="date" value={custom.to} min={custom.from} onChange={(event) => edit({ ...custom, to: event.target.value })} />
          </label>
          {!customValid && (
            <p className="field__error" role="alert">
              {t('range.invalid')}
            </p>
          )}
        </>
      )}
    </div>
  );
}
