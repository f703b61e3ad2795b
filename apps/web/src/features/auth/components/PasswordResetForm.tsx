import { zodResolver } from '@hookform/resolvers/zod';
import { PASSWORD_MIN_LENGTH, PasswordResetFields } from '@ott/contracts/auth';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { applyServerErrors, Form, SubmitButton, TextField } from '@ott/client/forms';
import { useTranslation } from '../../../lib/i18n-react';
import { resetPassword } from '../api/password-reset';
import '../../../components/forms/forms.css';
import { toastRequestError } from '../../../components/ui/toast-request-error';

/** The new password, for the account and code the mailed link names. */
export function PasswordResetForm({ email, code }: { email: string; code: string }) {
  const { t } = useTranslation();
  const [done, setDone] = useState(false);
  const form = useForm({ resolver: zodResolver(PasswordResetFields), defaultValues: { email, code, password: '', password_confirmation: '' } });

  const submit: Parameters<typeof form.handleSubmit>[0] = async (fields) => {
    try {
      await resetPassword(fields);
      setDone(true);
    } catch (error) {
      applyServerErrors(form, error, { onFormError: (failure) => toastRequestError(failure, t) });
    }
  };

  if (done) {
    return (
      <div className="card card--padded form" role="status">
        <h2 className="section-title">{t('auth.passwordReset.doneTitle')}</h2>
        <p>{t('auth.passwordReset.done')}</p>
        <Link className="button button--primary" to="/login">
          {t('auth.login.submit')}
        </Link>
      </div>
    );
  }
  return (
    <Form form={form} onSubmit={submit} className="card card--padded form" aria-label={t('routes.passwordReset')}>
      <p className="muted">{t('auth.passwordReset.forAccount', { email })}</p>
      <TextField
        name="password"
        label={t('auth.fields.newPassword')}
        hint={t('auth.fields.passwordHint', { number: PASSWORD_MIN_LENGTH })}
        type="password"
        autoComplete="new-password"
      />
      <TextField name="password_confirmation" label={t('auth.fields.passwordConfirmation')} type="password" autoComplete="new-password" />
      <SubmitButton pendingLabel={t('auth.saving')}>
        {t('auth.passwordReset.submit')}
      </SubmitButton>
      <Link className="auth-link" to="/password-reset-request">
        {t('auth.passwordReset.newLink')}
      </Link>
    </Form>
  );
}
