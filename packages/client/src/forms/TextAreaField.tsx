import type { TextareaHTMLAttributes } from 'react';
import type { BoundFieldProps } from './bound-field-props';
import { FieldFrame } from './FieldFrame';
import { joinClasses, useBoundField } from './use-bound-field';

type TextAreaAttributes = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name' | 'value' | 'defaultValue' | 'onChange' | 'required'>;

/** `<TextAreaField name="description" label="Description" rows={4} />` */
export function TextAreaField({ name, label, hint, required, id, className, ...textarea }: BoundFieldProps & TextAreaAttributes) {
  const { id: fieldId, field, error } = useBoundField(name, id);
  return (
    <FieldFrame id={fieldId} label={label} hint={hint} error={error} required={required}>
      {(aria) => (
        <textarea
          rows={4}
          {...textarea}
          {...aria}
          id={fieldId}
          className={joinClasses('input form-field__control', className)}
          name={field.name}
          ref={field.ref}
          value={(field.value as string | null | undefined) ?? ''}
          onChange={(event) => field.onChange(event.target.value)}
          onBlur={field.onBlur}
          aria-required={required || undefined}
        />
      )}
    </FieldFrame>
  );
}
