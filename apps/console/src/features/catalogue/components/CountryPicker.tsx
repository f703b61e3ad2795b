import { useId, useMemo, useState } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { countryChoices } from '../../../components/countries';

/** A searchable list of countries with checkboxes; the chosen ones shown as removable chips. Value: upper-case codes. */
export function CountryPicker({ name, label }: { name: string; label: string }) {
  const { t, i18n } = useTranslation('catalogue');
  const id = useId();
  const { field, fieldState } = useController({ name });
  const chosen = (field.value as string[] | undefined) ?? [];
  const [filter, setFilter] = useState('');
  const all = useMemo(() => countryChoices(i18n.language), [i18n.language]);
  const byCode = useMemo(() => new Map(all.map((country) => [country.code, country.name])), [all]);
  const needle = filter.trim().toLowerCase();
  const shown = needle ? all.filter((country) => country.name.toLowerCase().includes(needle) || country.code.toLowerCase() === needle) : all;
  const toggle = (code: string) => field.onChange(chosen.includes(code) ? chosen.filter((c) => c !== code) : [...chosen, code].sort());
  const error = fieldState.error?.message;

  return (
    <fieldset className={`field country-picker${error ? ' field--invalid' : ''}`}>
      <legend className="field__label">{label}</legend>
      {chosen.length > 0 ? (
        <ul className="country-picker__chips" aria-label={t('geo.chosen')}>
          {chosen.map((code) => (
            <li key={code}>
              <button type="button" className="country-picker__chip" onClick={() => toggle(code)} aria-label={t('geo.remove', { name: byCode.get(code) ?? code })}>
                {byCode.get(code) ?? code} <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <input type="search" className="input" id={id} placeholder={t('geo.search')} aria-label={t('geo.search')} value={filter} onChange={(event) => setFilter(event.target.value)} />
      <div className="country-picker__list" role="group" aria-label={label}>
        {shown.map((country) => (
          <label key={country.code} className="country-picker__option">
            <input type="checkbox" className="checkbox" checked={chosen.includes(country.code)} onChange={() => toggle(country.code)} />
            {country.name} <span className="muted">{country.code}</span>
          </label>
        ))}
      </div>
      {error ? <p className="field__error">{error}</p> : null}
    </fieldset>
  );
}
