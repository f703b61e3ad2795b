import { useId } from 'react';
import { useController } from 'react-hook-form';
import { isoToZonedInput, zonedInputToIso } from '../../../lib/zoned-time';

/** `<ZonedDateTimeField name="event_utc_ts" label="Start" timeZone="America/Chicago" />`: edited as the zone reads it, kept as ISO 8601 UTC. */
export function ZonedDateTimeField({ name, label, timeZone, required }: { name: string; label: string; timeZone: string; required?: boolean }) {
  const id = useId();
  const {
    field: { ref, value, onChange, onBlur, name: fieldName },
    fieldState,
  } = useController({ name });
  const error = fieldState.error?.message;
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label htmlFor={id} className="field__label">
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <input
        id={id}
        type="datetime-local"
        className="input"
        name={fieldName}
        ref={ref}
        value={isoToZonedInput(value as string | null | undefined, timeZone)}
        onChange={(event) => onChange(zonedInputToIso(event.target.value, timeZone) ?? '')}
        onBlur={onBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-zone${error ? ` ${id}-error` : ''}`}
      />
      <p id={`${id}-zone`} className="field__hint">
        {timeZone}
      </p>
      {error ? (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
