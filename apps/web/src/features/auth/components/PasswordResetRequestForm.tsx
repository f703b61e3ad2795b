import { zodResolver } from '@hookform/resolvers/zod';
import { PasswordResetRequestFields } from '@ott/contracts/auth';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { TextField } from '../../../components/forms/Field';
import { showSubmitError } from '../../../components/forms/server-errors';
import { SubmitButton } from '../../../components/forms/SubmitButton';
import { useTranslation } from '../../../lib/i18n-react';
import { requestPasswordReset } from '../api/password-reset';

/** Asks for the reset mail; then says where to look. */
export function PasswordResetRequestForm() {
  const { t } = useTranslation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm({ resolver: zodResolver(PasswordResetRequestFields), defaultValues: { email: '' } });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ email }) => {
    try {
      await requestPasswordReset(email);
      setSentTo(email);
    } catch (error) {
      showSubmitError(error, form.setError, ['email'], t);
    }
  });

  if (sentTo) {
    return (
      <div className="card card--padded form" role="status">
        <h2 className="section-title">{t('auth.passwordResetRequest.sentTitle')}</h2>
        <p>{t('auth.passwordResetRequest.sent', { email: sentTo })}</p>
        <Link className="button button--ghost" to="/login">
          {t('auth.backToLogin')}
        </Link>
      </div>
    );
  }
  return (
    <form className="card card--padded form" noValidate onSubmit={(event) => void submit(event)} aria-label={t('routes.passwordResetRequest')}>
      <TextField label={t('auth.fields.email')} type="email" autoComplete="email" autoCapitalize="none" spellCheck={false} error={errors.email} {...form.register('email')} />
      <SubmitButton pending={isSubmitting} pendingLabel={t('auth.sending')}>
        {t('auth.passwordResetRequest.submit')}
      </SubmitButton>
      <Link className="auth-link" to="/login">
        {t('auth.backToLogin')}
      </Link>
    </form>
  );
}
