import type { BoundFieldProps } from './bound-field-props';
import { FieldFrame } from './FieldFrame';
import { isoToLocalInput, localInputToIso } from './local-date-time';
import { useBoundField } from './use-bound-field';

/** `<DateTimeField name="event_utc_ts" label="Start" />`: edited in the browser's time zone, kept as ISO 8601 UTC. */
export function DateTimeField({ name, label, hint, required }: BoundFieldProps) {
  const { id, field, error } = useBoundField(name, undefined);
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} required={required}>
      {(aria) => (
        <input
          {...aria}
          id={id}
          type="datetime-local"
          className="input"
          name={field.name}
          ref={field.ref}
          value={isoToLocalInput(field.value as string | null | undefined)}
          onChange={(event) => field.onChange(localInputToIso(event.target.value))}
          onBlur={field.onBlur}
          aria-required={required || undefined}
        />
      )}
    </FieldFrame>
  );
}
