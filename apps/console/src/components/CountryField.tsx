import { FieldFrame } from '@ott/client/forms';
import { useId, useMemo, useState } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { countryChoices, countryCodeOf, countryNameOf } from './countries';

export interface CountryFieldProps {
  /** The form value: an ISO 3166-1 alpha-2 code; validate it with `CountryCodeInput`. */
  name: string;
  label: string;
  hint?: string;
  required?: boolean;
  id?: string;
}

/**
 * One country, picked by its name in the console's language from a list the browser completes as the operator types
 * (`<input list>`); the form keeps its code. A name in English or French, or the code itself, is understood too; any
 * other text stays in the form as typed, so the form refuses it ('Choose a country from the list') instead of keeping
 * a code it guessed.
 */
export function CountryField({ name, label, hint, required, id }: CountryFieldProps) {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const generated = useId();
  const fieldId = id ?? generated;
  const { field, fieldState } = useController({ name });
  const value = (field.value as string | null | undefined) ?? '';
  const countries = useMemo(() => countryChoices(language), [language]);
  const nameOf = (code: string) => countryNameOf(code, language);
  // What the box shows, for the form value and language it was shown for.
  const [box, setBox] = useState(() => ({ text: nameOf(value) ?? value, value, language }));
  if (box.value !== value || box.language !== language) {
    // The form value changed elsewhere (a reset, another entry opened), or the console's language did: show its name.
    const code = box.value === value ? countryCodeOf(box.text, box.language) : value;
    setBox({ text: (code ? nameOf(code) : null) ?? (box.value === value ? box.text : value), value, language });
  }
  const text = box.text;

  return (
    <FieldFrame id={fieldId} label={label} hint={hint} error={fieldState.error?.message} required={required}>
      {(aria) => (
        <>
          <input
            {...aria}
            id={fieldId}
            className="input form-field__control"
            name={field.name}
            ref={field.ref}
            list={`${fieldId}-countries`}
            autoComplete="off"
            value={text}
            aria-required={required || undefined}
            onChange={(event) => {
              const typed = event.target.value;
              const next = countryCodeOf(typed, language) ?? typed.trim();
              setBox({ text: typed, value: next, language });
              field.onChange(next);
            }}
            onBlur={() => {
              const code = countryCodeOf(text, language);
              const named = code ? nameOf(code) : null;
              if (named) setBox({ text: named, value, language });
              field.onBlur();
            }}
          />
          <datalist id={`${fieldId}-countries`}>
            {countries.map((country) => (
              <option key={country.code} value={country.name}>
                {country.code}
              </option>
            ))}
          </datalist>
        </>
      )}
    </FieldFrame>
  );
}
