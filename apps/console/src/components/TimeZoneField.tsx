import { useId, useMemo } from 'react';
import { FieldFrame } from '@ott/client/forms';
import { useController } from 'react-hook-form';
import { canonicalTimeZone, timeZoneNames } from './time-zones';

export interface TimeZoneFieldProps {
  /** The form value (a string) the zone is kept in; validate it with `TimeZoneInput` so only a listed zone passes. */
  name: string;
  label: string;
  hint?: string;
  required?: boolean;
  /** The channel's zone, offered first. */
  channelZone?: string | null;
  id?: string;
}

/**
 * A time zone picked from every current IANA zone (no deprecated alias such as Asia/Calcutta or US/Eastern), the
 * channel's first: a text box the browser completes from the list (`<input list>`), so typing part of a name finds
 * it. On leaving the box an alias or another case is written as the zone's name (us/eastern → America/New_York).
 */
export function TimeZoneField({ name, label, hint, required, channelZone, id }: TimeZoneFieldProps) {
  const generated = useId();
  const fieldId = id ?? generated;
  const listId = `${fieldId}-zones`;
  const { field, fieldState } = useController({ name });
  const zones = useMemo(() => timeZoneNames(channelZone), [channelZone]);
  const value = (field.value as string | null | undefined) ?? '';
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
            list={listId}
            autoComplete="off"
            spellCheck={false}
            autoCapitalize="off"
            value={value}
            aria-required={required || undefined}
            onChange={(event) => field.onChange(event.target.value)}
            onBlur={() => {
              const zone = canonicalTimeZone(value);
              if (zone && zone !== value) field.onChange(zone);
              field.onBlur();
            }}
          />
          <datalist id={listId}>
            {zones.map((zone) => (
              <option key={zone} value={zone} />
            ))}
          </datalist>
        </>
      )}
    </FieldFrame>
  );
}
