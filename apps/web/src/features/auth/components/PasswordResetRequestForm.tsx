import { zodResolver } from '@hookform/resolvers/zod';
import { PasswordResetRequestFields } from '@ott/contracts/auth';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { applyServerErrors, Form, SubmitButton, TextField } from '@ott/client/forms';
import { useTranslation } from '../../../lib/i18n-react';
import { requestPasswordReset } from '../api/password-reset';
import '../../../components/forms/forms.css';
import { toastRequestError } from '../../../components/ui/toast-request-error';

/** Asks for the reset mail; then says where to look. */
export function PasswordResetRequestForm() {
  const { t } = useTranslation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm({ resolver: zodResolver(PasswordResetRequestFields), defaultValues: { email: '' } });

  const submit: Parameters<typeof form.handleSubmit>[0] = async ({ email }) => {
    try {
      await requestPasswordReset(email);
      setSentTo(email);
    } catch (error) {
      applyServerErrors(form, error, { onFormError: (failure) => toastRequestError(failure, t) });
    }
  };

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
    <Form form={form} onSubmit={submit} className="card card--padded form" aria-label={t('routes.passwordResetRequest')}>
      <TextField name="email" label={t('auth.fields.email')} type="email" autoComplete="email" autoCapitalize="none" spellCheck={false} />
      <SubmitButton pendingLabel={t('auth.sending')}>
        {t('auth.passwordResetRequest.submit')}
      </SubmitButton>
      <Link className="auth-link" to="/login">
        {t('auth.backToLogin')}
      </Link>
    </Form>
  );
}
