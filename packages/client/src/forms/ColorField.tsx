import type { BoundFieldProps } from './bound-field-props';
import { FieldFrame } from './FieldFrame';
import { useBoundField } from './use-bound-field';

const HEX = /^#[0-9a-f]{6}([0-9a-f]{2})?$/i;

/** `<ColorField name="header_color" label="Header" />`: a swatch picker plus the hex text (#rrggbb, or #rrggbbaa for transparency). */
export function ColorField({ name, label, hint, required }: BoundFieldProps) {
  const { id, field, error } = useBoundField(name, undefined);
  const value = (field.value as string | undefined) ?? '';
  const swatch = HEX.test(value) ? value.slice(0, 7) : '#000000';
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} required={required}>
      {(aria) => (
        <div className="color-field">
          <input
            type="color"
            className="color-field__swatch"
            aria-label={typeof label === 'string' ? label : undefined}
            tabIndex={-1}
            value={swatch}
            onChange={(event) => field.onChange(`${event.target.value}${HEX.test(value) ? value.slice(7) : ''}`)}
          />
          <input
            {...aria}
            id={id}
            className="input color-field__text"
            name={field.name}
            ref={field.ref}
            value={value}
            placeholder="#rrggbb"
            spellCheck={false}
            onChange={(event) => field.onChange(event.target.value.trim())}
            onBlur={field.onBlur}
          />
        </div>
      )}
    </FieldFrame>
  );
}
