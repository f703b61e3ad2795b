import type { FormHTMLAttributes, ReactNode } from 'react';
import { FormProvider, useFormContext, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { useFormMessage } from './messages';

type FormAttributes = Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'children'>;

/**
 * A react-hook-form form whose fields find it by context:
 * `const form = useForm({ resolver: zodResolver(Schema) });`
 * `<Form form={form} onSubmit={async (values) => { try { await save(values) } catch (e) { applyServerErrors(form, e) } }}>`
 * `  <FormError /> <TextField name="name" label={t('name')} /> <SubmitButton pendingLabel={t('saving')}>{t('save')}</SubmitButton>`
 * `</Form>`
 */
export function Form<T extends FieldValues, TOut extends FieldValues = T>({
  form,
  onSubmit,
  children,
  className = 'form',
  ...attributes
}: FormAttributes & {
  /** With a schema that transforms (e.g. text to a list), `onSubmit` gets the transformed values. */
  form: UseFormReturn<T, unknown, TOut>;
  onSubmit: (values: TOut) => unknown;
  children: ReactNode;
}) {
  const submit = form.handleSubmit(async (values) => {
    await onSubmit(values);
  });
  return (
    <FormProvider {...form}>
      <form {...attributes} className={className} noValidate onSubmit={(event) => void submit(event)}>
        {children}
      </form>
    </FormProvider>
  );
}

/** The form-level error `applyServerErrors` sets (an error about no one field of the form). */
export function FormError() {
  const { formState } = useFormContext();
  return <ErrorMessage message={formState.errors.root?.server?.message} />;
}

/** A form's or dialog's error (`form-error`), announced as it appears; nothing when there is none. */
export function ErrorMessage({ message }: { message: string | null | undefined }) {
  const translate = useFormMessage();
  return message ? (
    <p className="form-error" role="alert">
      {translate(message)}
    </p>
  ) : null;
}
