import type { ReactNode } from 'react';
import type { BoundFieldProps } from './bound-field-props';
import { FieldFrame } from './FieldFrame';
import { useBoundField } from './use-bound-field';

export interface SelectOption {
  value: string | number;
  label: string;
}

interface SelectFieldProps extends BoundFieldProps {
  id?: string;
  /** The choices; when every value is a number, the form keeps numbers. Or pass `<option>`s as children. */
  options?: SelectOption[];
  /** The empty choice's text; an optional select of `options` offers an empty choice even without it. */
  placeholder?: string;
  children?: ReactNode;
}

/** `<SelectField name="pricing_type" label="Pricing" options={[{ value: 'free', label: 'Free' }]} placeholder="—" />` */
export function SelectField({ name, label, hint, required, id, options, placeholder, children }: SelectFieldProps) {
  const { id: fieldId, field, error } = useBoundField(name, id);
  const numeric = options !== undefined && options.length > 0 && options.every((option) => typeof option.value === 'number');
  const offersEmpty = placeholder !== undefined || (options !== undefined && !required);
  return (
    <FieldFrame id={fieldId} label={label} hint={hint} error={error} required={required}>
      {(aria) => (
        <select
          {...aria}
          id={fieldId}
          className="input form-field__control"
          name={field.name}
          ref={field.ref}
          value={field.value === null || field.value === undefined ? '' : String(field.value)}
          onChange={(event) => field.onChange(event.target.value === '' ? null : numeric ? Number(event.target.value) : event.target.value)}
          onBlur={field.onBlur}
          aria-required={required || undefined}
        >
          {offersEmpty ? <option value="">{placeholder ?? ''}</option> : null}
          {options?.map((option) => (
            <option key={option.value} value={String(option.value)}>
              {option.label}
            </option>
          ))}
          {children}
        </select>
      )}
    </FieldFrame>
  );
}
