import type { InputHTMLAttributes, ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import { translateServerMessage } from '../../lib/server-messages';
import './forms.css';

/** What a field shows under itself: a validation or server message (English, as Zod and the server word it). */
export interface FieldMessage {
  message?: string;
}

interface FieldFrameProps {
  id: string;
  label: ReactNode;
  error?: FieldMessage;
  hint?: ReactNode;
  checkbox?: boolean;
  children: (describedBy: string | undefined, invalid: true | undefined) => ReactNode;
}

/** Label, control, hint and error, wired for screen readers (aria-invalid, aria-describedby). */
function FieldFrame({ id, label, error, hint, checkbox, children }: FieldFrameProps) {
  const { t } = useTranslation();
  const message = error?.message ? translateServerMessage(t, error.message) : undefined;
  const describedBy = [message ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
  const labelElement = (
    <label htmlFor={id} className={checkbox ? undefined : 'form-field__label'}>
      {label}
    </label>
  );
  return (
    <div className={checkbox ? 'form-field form-field--checkbox' : 'form-field'}>
      {checkbox ? null : labelElement}
      {children(describedBy, message ? true : undefined)}
      {checkbox ? labelElement : null}
      {hint ? (
        <p id={`${id}-hint`} className="form-field__hint">
          {hint}
        </p>
      ) : null}
      {message ? (
        <p id={`${id}-error`} className="form-field__error">
          {message}
        </p>
      ) : null}
    </div>
  );
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'name'> & { name: string; ref?: Ref<HTMLInputElement> };
interface FieldProps {
  label: ReactNode;
  error?: FieldMessage;
  hint?: ReactNode;
}

export function TextField({ label, error, hint, ...input }: FieldProps & InputProps) {
  const id = input.id ?? `field-${input.name}`;
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint}>
      {(describedBy, invalid) => (
        <input className="input form-field__control" {...input} id={id} aria-invalid={invalid} aria-describedby={describedBy} />
      )}
    </FieldFrame>
  );
}

export function CheckboxField({ label, error, hint, ...input }: FieldProps & InputProps) {
  const id = input.id ?? `field-${input.name}`;
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} checkbox>
      {(describedBy, invalid) => <input type="checkbox" {...input} id={id} aria-invalid={invalid} aria-describedby={describedBy} />}
    </FieldFrame>
  );
}

type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name'> & { name: string; ref?: Ref<HTMLSelectElement> };

export function SelectField({ label, error, hint, children, ...select }: FieldProps & SelectProps) {
  const id = select.id ?? `field-${select.name}`;
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint}>
      {(describedBy, invalid) => (
        <select className="input form-field__control" {...select} id={id} aria-invalid={invalid} aria-describedby={describedBy}>
          {children}
        </select>
      )}
    </FieldFrame>
  );
}
