import type { ReactNode } from 'react';
import { useFormMessage } from './messages';

/** What a control carries so that screen readers tie it to its hint and error. */
export interface FieldControlAria {
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
}

export interface FieldFrameProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  /** The error as the schema or the server words it; shown through the app's translator. */
  error?: string;
  /** Marks the label (the control carries `aria-required`). */
  required?: boolean;
  /** The control before its label, as checkboxes are laid out. */
  checkbox?: boolean;
  children: (aria: FieldControlAria) => ReactNode;
}

/**
 * Label, control, hint and error, with the kit's class names (`form-field`, `form-field__label`,
 * `form-field__check-label`, `form-field__hint`, `form-field__error`; `form-field--checkbox`, `form-field--invalid`)
 * that each app styles in its own CSS.
 */
export function FieldFrame({ id, label, hint, error, required, checkbox, children }: FieldFrameProps) {
  const translate = useFormMessage();
  const message = error ? translate(error) : undefined;
  const describedBy = [hint ? `${id}-hint` : null, message ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  const classes = ['form-field', checkbox ? 'form-field--checkbox' : null, message ? 'form-field--invalid' : null].filter(Boolean).join(' ');
  const labelElement = (
    <label id={`${id}-label`} htmlFor={id} className={checkbox ? 'form-field__check-label' : 'form-field__label'}>
      {label}
      {required ? <span aria-hidden="true"> *</span> : null}
    </label>
  );
  return (
    <div className={classes}>
      {checkbox ? null : labelElement}
      {children({ 'aria-describedby': describedBy, 'aria-invalid': message ? true : undefined })}
      {checkbox ? labelElement : null}
      <FieldNotes id={id} hint={hint} error={message} />
    </div>
  );
}

/** A field's hint and (already shown) error under it, named `<id>-hint` and `<id>-error` for aria-describedby. */
export function FieldNotes({ id, hint, error }: { id: string; hint?: ReactNode; error?: string }) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className="form-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="form-field__error">
          {error}
        </p>
      ) : null}
    </>
  );
}

/**
 * A label, any control and its notes, for a control kept in plain state rather than in a form
 * (a promo code, the pass editor): `control` gets the id to carry, what it is described by, and whether it is invalid.
 */
export function LabelledField({
  id,
  label,
  hint,
  error,
  control,
}: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  control: (id: string, describedBy: string | undefined, invalid: boolean) => ReactNode;
}) {
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error ?? undefined}>
      {(aria) => control(id, aria['aria-describedby'], aria['aria-invalid'] === true)}
    </FieldFrame>
  );
}
