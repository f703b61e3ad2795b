import { zodResolver } from '@hookform/resolvers/zod';
import { AdminContactFormInput, type AdminContactFormForm } from '@ott/contracts/admin-content';
import { CustomFormFieldType, type CustomForm } from '@ott/contracts/custom-forms';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useController, useFieldArray, useForm, useWatch, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/PageHeader';
import { useConfirm } from '../../../components/confirm';
import { CheckboxField, Form, FormError, SelectField, TextAreaField, TextField, applyServerErrors } from '@ott/client/forms';
import { toast } from '../../../components/toast';
import { useUnsavedChangesGuard } from '../../../components/unsaved-changes';
import { isApiError } from '../../../lib/api';
import { useConsoleChannel } from '../../../lib/console-channel';
import { contactFormQuery, saveContact } from '../api';
import { QueryState } from '../components/ListState';
import '../content.css';

type FieldForm = AdminContactFormForm['fields'][number];
const NEW_FIELD: FieldForm = { name: '', label: '', type: 'text', required: false, placeholder: null, min_length: null, max_length: null, options: [] };
const STARTER: AdminContactFormForm = {
  title: '',
  description: null,
  submit_label: '',
  success_message: '',
  fields: [{ ...NEW_FIELD, name: 'email', type: 'email', required: true }],
};

const formValues = (form: CustomForm): AdminContactFormForm => ({
  title: form.title,
  description: form.description,
  submit_label: form.submit_label,
  success_message: form.success_message,
  fields: form.fields.map((field) => ({ ...field })),
});

/** The contact page's form: its texts and its fields (kind, label, name, rules), in the order viewers fill them in. */
export function ContactFormScreen() {
  const channel = useConsoleChannel();
  const query = useQuery(contactFormQuery(channel.key));
  return <QueryState query={query}>{query.isSuccess ? <ContactFormEditor form={query.data} /> : null}</QueryState>;
}

function ContactFormEditor({ form: current }: { form: CustomForm | null }) {
  const { t } = useTranslation('content');
  const channel = useConsoleChannel();
  const canEdit = channel.can('editor');
  const client = useQueryClient();
  const confirm = useConfirm();
  const form = useForm<AdminContactFormForm>({
    resolver: zodResolver(AdminContactFormInput) as unknown as Resolver<AdminContactFormForm>,
    defaultValues: current ? formValues(current) : STARTER,
  });
  const fields = useFieldArray({ control: form.control, name: 'fields' });
  const { isDirty, isSubmitting } = form.formState;
  useUnsavedChangesGuard(isDirty);
  const save = useMutation({
    mutationFn: (body: AdminContactFormForm) => saveContact(channel.key, body),
    onSuccess: (saved) => client.setQueryData(contactFormQuery(channel.key).queryKey, saved),
  });

  async function submit(values: AdminContactFormForm) {
    try {
      const saved = await save.mutateAsync(values);
      form.reset(formValues(saved));
      toast.success(t('contactForm.saved'));
    } catch (error) {
      if (!applyServerErrors(form, error)) throw error;
      toast.error(isApiError(error) ? error.message : t('common.failed'));
    }
  }

  async function removeField(index: number, label: string) {
    if (await confirm({ title: t('contactForm.removeTitle'), message: t('contactForm.removeMessage', { name: label || t('contactForm.fieldNumber', { number: index + 1 }) }), confirmLabel: t('contactForm.remove'), danger: true })) {
      fields.remove(index);
    }
  }

  return (
    <>
      <PageHeader title={t('contactForm.title')} description={current ? t('contactForm.description') : t('contactForm.none')} />
      <Form form={form} onSubmit={submit} className="form content-page-form">
        <fieldset disabled={!canEdit} className="content-page-form__fields">
          <div className="content-page-form__row">
            <TextField name="title" label={t('contactForm.fields.title')} required maxLength={200} />
            <TextField name="submit_label" label={t('contactForm.fields.submitLabel')} required maxLength={60} />
          </div>
          <TextAreaField name="description" label={t('contactForm.fields.description')} rows={2} maxLength={2000} />
          <TextField name="success_message" label={t('contactForm.fields.successMessage')} required maxLength={500} />
          <h2 className="content-section-title">{t('contactForm.fieldsTitle')}</h2>
          <ol className="content-form-fields">
            {fields.fields.map((field, index) => (
              <li key={field.id} className="content-form-field">
                <FormFieldEditor
                  index={index}
                  count={fields.fields.length}
                  onMove={(to) => fields.move(index, to)}
                  onRemove={(label) => void removeField(index, label)}
                />
              </li>
            ))}
          </ol>
          <div>
            <button type="button" className="button button--secondary" onClick={() => fields.append({ ...NEW_FIELD })}>
              {t('contactForm.addField')}
            </button>
          </div>
        </fieldset>
        <FormError />
        {canEdit ? (
          <div className="button-row">
            <button type="submit" className="button button--primary" disabled={isSubmitting}>
              {t('contactForm.save')}
            </button>
          </div>
        ) : null}
      </Form>
    </>
  );
}

function FormFieldEditor({ index, count, onMove, onRemove }: { index: number; count: number; onMove: (to: number) => void; onRemove: (label: string) => void }) {
  const { t } = useTranslation('content');
  const prefix = `fields.${index}` as const;
  const type = useWatch<AdminContactFormForm, `fields.${number}.type`>({ name: `${prefix}.type` });
  const label = useWatch<AdminContactFormForm, `fields.${number}.label`>({ name: `${prefix}.label` }) ?? '';
  const named = label || t('contactForm.fieldNumber', { number: index + 1 });
  const text = type !== 'checkbox' && type !== 'select';
  return (
    <fieldset className="content-form-field__box">
      <legend className="content-form-field__legend">{t('contactForm.fieldNumber', { number: index + 1 })}</legend>
      <div className="content-form-field__tools">
        <button type="button" className="button button--ghost button--small" disabled={index === 0} onClick={() => onMove(index - 1)} aria-label={t('contactForm.moveUp', { name: named })}>
          ↑
        </button>
        <button type="button" className="button button--ghost button--small" disabled={index === count - 1} onClick={() => onMove(index + 1)} aria-label={t('contactForm.moveDown', { name: named })}>
          ↓
        </button>
        <button type="button" className="button button--ghost button--small content-row__delete" disabled={count === 1} onClick={() => onRemove(label)} aria-label={t('contactForm.removeNamed', { name: named })}>
          {t('contactForm.remove')}
        </button>
      </div>
      <div className="content-form-field__grid">
        <TextField name={`${prefix}.label`} label={t('contactForm.fields.label')} required maxLength={200} />
        <TextField name={`${prefix}.name`} label={t('contactForm.fields.name')} hint={t('contactForm.fields.nameHint')} required maxLength={64} spellCheck={false} />
        <SelectField name={`${prefix}.type`} label={t('contactForm.fields.type')} required options={CustomFormFieldType.options.map((kind) => ({ value: kind, label: t(`contactForm.types.${kind}`) }))} />
        {type === 'checkbox' ? null : <TextField name={`${prefix}.placeholder`} label={t('contactForm.fields.placeholder')} maxLength={200} />}
        {text ? <TextField name={`${prefix}.min_length`} label={t('contactForm.fields.minLength')} type="number" min={0} max={10000} /> : null}
        {text ? <TextField name={`${prefix}.max_length`} label={t('contactForm.fields.maxLength')} type="number" min={1} max={10000} /> : null}
      </div>
      <CheckboxField name={`${prefix}.required`} label={t('contactForm.fields.required')} />
      {type === 'select' ? <OptionsField name={`${prefix}.options`} /> : null}
    </fieldset>
  );
}

/** A list's choices, one per line: `value | label` (or just the label, used as the value too). */
function OptionsField({ name }: { name: `fields.${number}.options` }) {
  const { t } = useTranslation('content');
  const id = useId();
  const { field, fieldState } = useController<AdminContactFormForm, `fields.${number}.options`>({ name });
  const text = (field.value ?? []).map((option) => (option.value === option.label ? option.label : `${option.value} | ${option.label}`)).join('\n');
  const parse = (value: string) =>
    value
      .split('\n')
      .map((line) => line.split('|').map((part) => part.trim()))
      .filter(([first]) => first)
      .map(([first, second]) => ({ value: first!, label: second || first! }));
  const error = fieldState.error?.message ?? (fieldState.error as unknown as Array<{ value?: { message?: string }; label?: { message?: string } }> | undefined)?.find?.(Boolean)?.label?.message;
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label htmlFor={id} className="field__label">
        {t('contactForm.fields.options')}
      </label>
      <textarea id={id} className="input textarea" rows={4} defaultValue={text} onChange={(event) => field.onChange(parse(event.target.value))} onBlur={field.onBlur} aria-describedby={`${id}-hint`} />
      <p id={`${id}-hint`} className="field__hint">
        {t('contactForm.fields.optionsHint')}
      </p>
      {error ? <p className="field__error">{error}</p> : null}
    </div>
  );
}
