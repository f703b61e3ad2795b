import type { BoundFieldProps } from './bound-field-props';
import { FieldFrame } from './FieldFrame';
import { useBoundField } from './use-bound-field';

/** `<CheckboxField name="is_visible" label="Visible to viewers" />`: the box before its label; the form keeps a boolean. */
export function CheckboxField({ name, label, hint, required, id }: BoundFieldProps & { id?: string }) {
  const { id: fieldId, field, error } = useBoundField(name, id);
  return (
    <FieldFrame id={fieldId} label={label} hint={hint} error={error} checkbox>
      {(aria) => (
        <input
          {...aria}
          id={fieldId}
          type="checkbox"
          className="form-field__check"
          name={field.name}
          ref={field.ref}
          checked={Boolean(field.value)}
          onChange={(event) => field.onChange(event.target.checked)}
          onBlur={field.onBlur}
          aria-required={required || undefined}
        />
      )}
    </FieldFrame>
  );
}
