import type { InputHTMLAttributes } from 'react';
import type { BoundFieldProps } from './bound-field-props';
import { FieldFrame } from './FieldFrame';
import { joinClasses, useBoundField } from './use-bound-field';

type InputAttributes = Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'value' | 'defaultValue' | 'onChange' | 'required'>;

interface TextFieldProps extends BoundFieldProps, InputAttributes {
  /** Reshapes what is typed before it is kept (a card number's spacing). */
  format?: (typed: string) => string;
}

/** `<TextField name="email" label="Email" type="email" />`: any `<input>` attribute passes through; `type="number"` keeps a number (or null). */
export function TextField({ name, label, hint, required, id, className, format, ...input }: TextFieldProps) {
  const { id: fieldId, field, error } = useBoundField(name, id);
  const valueOf = (typed: string) => (input.type === 'number' ? (typed === '' ? null : Number(typed)) : format ? format(typed) : typed);
  return (
    <FieldFrame id={fieldId} label={label} hint={hint} error={error} required={required}>
      {(aria) => (
        <input
          {...input}
          {...aria}
          id={fieldId}
          className={joinClasses('input form-field__control', className)}
          name={field.name}
          ref={field.ref}
          value={(field.value as string | number | null | undefined) ?? ''}
          onChange={(event) => field.onChange(valueOf(event.target.value))}
          onBlur={field.onBlur}
          aria-required={required || undefined}
        />
      )}
    </FieldFrame>
  );
}
