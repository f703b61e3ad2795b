import type { CustomForm, CustomFormField } from '@ott/contracts/custom-forms';
import { useState, type FormEvent } from 'react';
import '../../../components/forms/forms.css';
import { showToast } from '../../../components/ui/toast-store';
import { isApiError } from '@ott/client/api-error';
import { useTranslation } from '../../../lib/i18n-react';
import { errorText, fieldErrorTexts } from '@ott/client/messages/server-text';
import { submitCustomForm, type FormValues } from '../api/submit-custom-form';
import { fieldProblem, initialValues, maxLengthOf } from './form-rules';

type Errors = Record<string, string>;

function FieldInput({ field, value, error, onChange }: { field: CustomFormField; value: string | boolean; error?: string; onChange: (value: string | boolean) => void }) {
  const id = `form-${field.name}`;
  const describedBy = error ? `${id}-error` : undefined;
  const common = { id, name: field.name, required: field.required, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy };
  if (field.type === 'checkbox') {
    return (
      <div className="form-field form-field--checkbox">
        <input {...common} type="checkbox" checked={value === true} onChange={(event) => onChange(event.target.checked)} />
        <label htmlFor={id}>{field.label}</label>
        {error ? <p id={`${id}-error`} className="form-field__error">{error}</p> : null}
      </div>
    );
  }
  const text = typeof value === 'string' ? value : '';
  const placeholder = field.placeholder ?? undefined;
  return (
    <div className="form-field">
      <label htmlFor={id} className="form-field__label">
        {field.label}
        {field.required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {field.type === 'textarea' ? (
        <textarea {...common} className="input form-field__control" rows={6} value={text} placeholder={placeholder} maxLength={maxLengthOf(field)} onChange={(event) => onChange(event.target.value)} />
      ) : field.type === 'select' ? (
        <select {...common} className="input form-field__control" value={text} onChange={(event) => onChange(event.target.value)}>
          <option value="">{placeholder ?? '—'}</option>
          {field.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : (
        <input
          {...common}
          className="input form-field__control"
          type={field.type === 'phone' ? 'tel' : field.type}
          autoComplete={field.type === 'email' ? 'email' : field.name === 'name' ? 'name' : undefined}
          value={text}
          placeholder={placeholder}
          maxLength={maxLengthOf(field)}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      {error ? <p id={`${id}-error`} className="form-field__error">{error}</p> : null}
    </div>
  );
}

/** An operator-defined form: checked as the visitor submits, server field errors shown on their fields, a toast on success. */
export function CustomFormView({ form }: { form: CustomForm }) {
  const { t } = useTranslation();
  const [values, setValues] = useState<FormValues>(() => initialValues(form.fields));
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problems: Errors = {};
    for (const field of form.fields) {
      const problem = fieldProblem(field, values[field.name] ?? '', t);
      if (problem) problems[field.name] = problem;
    }
    setErrors(problems);
    setFailure(null);
    const firstInvalid = form.fields.find((field) => problems[field.name]);
    if (firstInvalid) {
      document.getElementById(`form-${firstInvalid.name}`)?.focus();
      return;
    }
    setSending(true);
    try {
      await submitCustomForm(form.alias, values);
      setValues(initialValues(form.fields));
      showToast(form.success_message, { type: 'success' });
    } catch (error) {
      const fieldErrors: Errors = {};
      if (isApiError(error)) {
        for (const [name, messages] of Object.entries(fieldErrorTexts(t, error))) {
          if (messages[0] && form.fields.some((field) => field.name === name)) fieldErrors[name] = messages[0];
        }
      }
      setErrors(fieldErrors);
      const first = form.fields.find((field) => fieldErrors[field.name]);
      if (first) document.getElementById(`form-${first.name}`)?.focus();
      else setFailure(isApiError(error) ? errorText(t, error) : t('contacts.sendFailed'));
    } finally {
      setSending(false);
    }
  };

  return (
    <form className="card card--padded custom-form" noValidate onSubmit={(event) => void submit(event)} aria-labelledby="custom-form-title">
      <h2 id="custom-form-title" className="section-title">
        {form.title}
      </h2>
      {form.description ? <p className="muted">{form.description}</p> : null}
      {form.fields.map((field) => (
        <FieldInput
          key={field.name}
          field={field}
          value={values[field.name] ?? ''}
          error={errors[field.name]}
          onChange={(value) => setValues((current) => ({ ...current, [field.name]: value }))}
        />
      ))}
      {failure ? (
        <p className="form-field__error" role="alert">
          {failure}
        </p>
      ) : null}
      <button type="submit" className="button button--primary" disabled={sending}>
        {sending ? t('contacts.sending') : form.submit_label}
      </button>
    </form>
  );
}
