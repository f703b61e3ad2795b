import { useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { FormProvider, useController, useFormContext, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../lib/api';
import { translateServerMessage } from '../lib/server-messages';

/**
 * Form fields bound to react-hook-form. Usage:
 * `const form = useForm({ resolver: zodResolver(Schema) });`
 * `<Form form={form} onSubmit={async (values) => { try { await api.post(…) } catch (e) { applyServerErrors(form, e) } }}>`
 * `  <TextField name="name" label={t('name')} /> <SelectField name="currency" label=… options={[{ value: 'USD', label: 'USD' }]} />`
 * `</Form>`. Each field shows its validation error, and the server's `errors[field]` once `applyServerErrors` ran.
 */
export function Form<T extends FieldValues, TOut extends FieldValues = T>({
  form,
  onSubmit,
  children,
  className,
}: {
  /** With a schema that transforms (e.g. text to a list), `onSubmit` gets the transformed values. */
  form: UseFormReturn<T, unknown, TOut>;
  onSubmit: (values: TOut) => unknown;
  children: ReactNode;
  className?: string;
}) {
  return (
    <FormProvider {...form}>
      <form className={className ?? 'form'} noValidate onSubmit={form.handleSubmit(async (values) => onSubmit(values))}>
        {children}
      </form>
    </FormProvider>
  );
}

/**
 * Puts the server's field errors (`ApiError.errors`, keyed by field name) on the form's fields; the message of an
 * error without field errors goes to the form's `root.server` error (show it with `<FormError />`). Returns whether
 * the error was an API error.
 */
export function applyServerErrors<T extends FieldValues, TOut extends FieldValues = T>(form: UseFormReturn<T, unknown, TOut>, error: unknown): boolean {
  if (!isApiError(error)) return false;
  const fields = Object.entries(error.errors);
  for (const [name, messages] of fields) {
    form.setError(name as Path<T>, { type: 'server', message: messages.join(' ') }, { shouldFocus: true });
  }
  if (fields.length === 0) form.setError('root.server', { type: 'server', message: error.message });
  return true;
}

/** The form-level error set by `applyServerErrors` (an error not about one field). */
export function FormError() {
  const { formState } = useFormContext();
  return <ErrorMessage message={formState.errors.root?.server?.message} />;
}

/** A form's or dialog's error, announced as it appears; nothing when there is none. */
export function ErrorMessage({ message }: { message: string | null | undefined }) {
  return message ? (
    <p className="form-error" role="alert">
      {message}
    </p>
  ) : null;
}

interface FieldProps {
  name: string;
  label: string;
  hint?: string;
  required?: boolean;
}

function Field({ id, label, hint, error: english, required, children, inline }: { id: string; label: string; hint?: string; error?: string; required?: boolean; children: ReactNode; inline?: boolean }) {
  // The contracts' schemas check in the browser too, in the server's English: shown in the console's language.
  const { i18n } = useTranslation();
  const error = english ? translateServerMessage(english, i18n.language) : english;
  return (
    <div className={`field${inline ? ' field--inline' : ''}${error ? ' field--invalid' : ''}`}>
      {inline ? children : null}
      <label htmlFor={id} className="field__label">
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {inline ? null : children}
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}

/** A field's hint and error under it, named `<id>-hint` and `<id>-error` for aria-describedby. */
export function FieldNotes({ id, hint, error }: { id: string; hint?: string; error?: string }) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      ) : null}
    </>
  );
}

function describedBy(id: string, hint?: string, error?: string): string | undefined {
  return [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
}

/**
 * A label, any control and its notes, for forms kept in plain state rather than react-hook-form (the pass editor,
 * promo codes): `control` gets the id to carry, what it is described by, and whether it is invalid.
 */
export function LabelledField({ id, label, hint, error, control }: { id: string; label: string; hint?: string; error?: string; control: (id: string, describedBy: string | undefined, invalid: boolean) => ReactNode }) {
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {control(id, describedBy(id, hint, error), Boolean(error))}
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}

/** `<TextField name="email" label="Email" type="email" />` — any `<input>` attribute passes through. */
export function TextField({ name, label, hint, required, ...input }: FieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'name'>) {
  const id = useId();
  const {
    field: { ref, value: fieldValue, onChange, onBlur, name: fieldName },
    fieldState,
  } = useController({ name });
  const error = fieldState.error?.message;
  return (
    <Field id={id} label={label} hint={hint} error={error} required={required}>
      <input
        {...input}
        id={id}
        className="input"
        name={fieldName}
        ref={ref}
        value={(fieldValue as string | number | undefined) ?? ''}
        onChange={(event) => onChange(input.type === 'number' ? (event.target.value === '' ? null : Number(event.target.value)) : event.target.value)}
        onBlur={onBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        aria-required={required || undefined}
      />
    </Field>
  );
}

/** `<TextAreaField name="description" label="Description" rows={4} />` */
export function TextAreaField({ name, label, hint, required, ...textarea }: FieldProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name'>) {
  const id = useId();
  const {
    field: { ref, value: fieldValue, onChange, onBlur, name: fieldName },
    fieldState,
  } = useController({ name });
  const error = fieldState.error?.message;
  return (
    <Field id={id} label={label} hint={hint} error={error} required={required}>
      <textarea
        rows={4}
        {...textarea}
        id={id}
        className="input textarea"
        name={fieldName}
        ref={ref}
        value={(fieldValue as string | undefined) ?? ''}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
      />
    </Field>
  );
}

export interface SelectOption {
  value: string | number;
  label: string;
}

/** `<SelectField name="pricing_type" label="Pricing" options={[{ value: 'free', label: 'Free' }]} placeholder="—" />` (numbers stay numbers). */
export function SelectField({ name, label, hint, required, options, placeholder }: FieldProps & { options: SelectOption[]; placeholder?: string }) {
  const id = useId();
  const {
    field: { ref, value: fieldValue, onChange, onBlur, name: fieldName },
    fieldState,
  } = useController({ name });
  const error = fieldState.error?.message;
  const numeric = options.length > 0 && options.every((option) => typeof option.value === 'number');
  return (
    <Field id={id} label={label} hint={hint} error={error} required={required}>
      <select
        id={id}
        className="input select"
        name={fieldName}
        ref={ref}
        value={fieldValue === null || fieldValue === undefined ? '' : String(fieldValue)}
        onChange={(event) => onChange(event.target.value === '' ? null : numeric ? Number(event.target.value) : event.target.value)}
        onBlur={onBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
      >
        {placeholder !== undefined || !required ? <option value="">{placeholder ?? ''}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={String(option.value)}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

/** `<CheckboxField name="is_visible" label="Visible to viewers" />` */
export function CheckboxField({ name, label, hint }: FieldProps) {
  const id = useId();
  const {
    field: { ref, value: fieldValue, onChange, onBlur, name: fieldName },
    fieldState,
  } = useController({ name });
  const error = fieldState.error?.message;
  return (
    <Field id={id} label={label} hint={hint} error={error} inline>
      <input
        id={id}
        type="checkbox"
        className="checkbox"
        name={fieldName}
        ref={ref}
        checked={Boolean(fieldValue)}
        onChange={(event) => onChange(event.target.checked)}
        onBlur={onBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
      />
    </Field>
  );
}

const HEX = /^#[0-9a-f]{6}([0-9a-f]{2})?$/i;

/** `<ColorField name="header_color" label="Header" />` — a swatch picker plus the hex text (#rrggbb or #rrggbbaa for transparency). */
export function ColorField({ name, label, hint, required }: FieldProps) {
  const id = useId();
  const {
    field: { ref, value: fieldValue, onChange, onBlur, name: fieldName },
    fieldState,
  } = useController({ name });
  const error = fieldState.error?.message;
  const value = (fieldValue as string | undefined) ?? '';
  const swatch = HEX.test(value) ? value.slice(0, 7) : '#000000';
  return (
    <Field id={id} label={label} hint={hint} error={error} required={required}>
      <div className="color-field">
        <input
          type="color"
          className="color-field__swatch"
          aria-label={label}
          tabIndex={-1}
          value={swatch}
          onChange={(event) => onChange(`${event.target.value}${HEX.test(value) ? value.slice(7) : ''}`)}
        />
        <input
          id={id}
          className="input color-field__text"
          name={fieldName}
          ref={ref}
          value={value}
          placeholder="#rrggbb"
          spellCheck={false}
          onChange={(event) => onChange(event.target.value.trim())}
          onBlur={onBlur}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
        />
      </div>
    </Field>
  );
}

/** ISO 8601 (UTC) → the `datetime-local` value in the browser's time zone. */
export function isoToLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

/** A `datetime-local` value (browser's time zone) → ISO 8601 in UTC; null when empty. */
export function localInputToIso(value: string): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** `<DateTimeField name="event_utc_ts" label="Start" />` — edited in the browser's time zone, stored as ISO 8601 UTC. */
export function DateTimeField({ name, label, hint, required }: FieldProps) {
  const id = useId();
  const {
    field: { ref, value: fieldValue, onChange, onBlur, name: fieldName },
    fieldState,
  } = useController({ name });
  const error = fieldState.error?.message;
  return (
    <Field id={id} label={label} hint={hint} error={error} required={required}>
      <input
        id={id}
        type="datetime-local"
        className="input"
        name={fieldName}
        ref={ref}
        value={isoToLocalInput(fieldValue as string | null | undefined)}
        onChange={(event) => onChange(localInputToIso(event.target.value))}
        onBlur={onBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
      />
    </Field>
  );
}
