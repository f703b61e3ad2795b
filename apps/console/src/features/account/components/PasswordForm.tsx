import { zodResolver } from '@hookform/resolvers/zod';
import { AdminPasswordChange } from '@ott/contracts/admin-auth';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyServerErrors, Form, FormError, TextField } from '@ott/client/forms';
import { toast } from '../../../components/toast';
import { changePassword } from '../api';

/** Current and new password (`POST /api/admin/auth/password`); `onChanged` runs once the server accepted it. */
export function PasswordForm({ onChanged, submitLabel }: { onChanged: () => void | Promise<void>; submitLabel?: string }) {
  const { t } = useTranslation();
  const form = useForm<AdminPasswordChange>({ resolver: zodResolver(AdminPasswordChange), defaultValues: { current_password: '', new_password: '' } });
  return (
    <Form
      form={form}
      onSubmit={async (values) => {
        try {
          await changePassword(values);
          form.reset();
          await onChanged();
        } catch (error) {
          if (!applyServerErrors(form, error)) toast.error(t('error.body'));
        }
      }}
    >
      <FormError />
      <TextField name="current_password" label={t('account.currentPassword')} type="password" autoComplete="current-password" required />
      <TextField name="new_password" label={t('account.newPassword')} hint={t('account.newPasswordHint')} type="password" autoComplete="new-password" required />
      <button type="submit" className="button button--primary" disabled={form.formState.isSubmitting}>
        {submitLabel ?? t('account.changePassword')}
      </button>
    </Form>
  );
}
