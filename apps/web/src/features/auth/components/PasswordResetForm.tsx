import { zodResolver } from '@hookform/resolvers/zod';
import { PASSWORD_MIN_LENGTH, PasswordResetFields } from '@ott/contracts/auth';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { TextField } from '../../../components/forms/Field';
import { showSubmitError } from '../../../components/forms/server-errors';
import { SubmitButton } from '../../../components/forms/SubmitButton';
import { useTranslation } from '../../../lib/i18n-react';
import { resetPassword } from '../api/password-reset';

const FIELDS = ['password', 'password_confirmation'] as const;

/** The new password, for the account and code the mailed link names. */
export function PasswordResetForm({ email, code }: { email: string; code: string }) {
  const { t } = useTranslation();
  const [done, setDone] = useState(false);
  const form = useForm({ resolver: zodResolver(PasswordResetFields), defaultValues: { email, code, password: '', password_confirmation: '' } });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (fields) => {
    try {
      await resetPassword(fields);
      setDone(true);
    } catch (error) {
      showSubmitError(error, form.setError, FIELDS, t);
    }
  });

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
    <form className="card card--padded form" noValidate onSubmit={(event) => void submit(event)} aria-label={t('routes.passwordReset')}>
      <p className="muted">{t('auth.passwordReset.forAccount', { email })}</p>
      <TextField
        label={t('auth.fields.newPassword')}
        hint={t('auth.fields.passwordHint', { number: PASSWORD_MIN_LENGTH })}
        type="password"
        autoComplete="new-password"
        error={errors.password}
        {...form.register('password')}
      />
      <TextField label={t('auth.fields.passwordConfirmation')} type="password" autoComplete="new-password" error={errors.password_confirmation} {...form.register('password_confirmation')} />
      <SubmitButton pending={isSubmitting} pendingLabel={t('auth.saving')}>
        {t('auth.passwordReset.submit')}
      </SubmitButton>
      <Link className="auth-link" to="/password-reset-request">
        {t('auth.passwordReset.newLink')}
      </Link>
    </form>
  );
}
