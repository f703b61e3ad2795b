import { zodResolver } from '@hookform/resolvers/zod';
import { LoginFields } from '@ott/contracts/auth';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { applyServerErrors, Form, SubmitButton, TextField } from '@ott/client/forms';
import { useTranslation } from '../../../lib/i18n-react';
import { returnPage } from '../../../lib/navigation-rules';
import { login } from '../api/login';
import { startSession } from '../api/start-session';
import '../../../components/forms/forms.css';
import { toastRequestError } from '../../../components/ui/toast-request-error';

/** Email (or account number + email) and password; a success lands on the page the user came from. */
export function LoginForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useForm({ resolver: zodResolver(LoginFields), defaultValues: { email: '', password: '' } });

  const submit: Parameters<typeof form.handleSubmit>[0] = async (fields) => {
    try {
      await startSession(await login(fields));
      await navigate(returnPage(), { replace: true });
    } catch (error) {
      applyServerErrors(form, error, { onFormError: (failure) => toastRequestError(failure, t) });
    }
  };

  return (
    <Form form={form} onSubmit={submit} className="card card--padded form" aria-labelledby="login-title">
      <h2 id="login-title" className="section-title">
        {t('auth.login.title')}
      </h2>
      <TextField
        name="email"
        label={t('auth.fields.identifier')}
        hint={t('auth.login.identifierHint')}
        type="text"
        inputMode="email"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
      />
      <TextField name="password" label={t('auth.fields.password')} type="password" autoComplete="current-password" />
      <Link className="auth-link" to="/password-reset-request">
        {t('auth.login.forgotPassword')}
      </Link>
      <SubmitButton pendingLabel={t('auth.login.submitting')}>
        {t('auth.login.submit')}
      </SubmitButton>
      <p className="muted">
        {t('auth.login.noAccount')} <Link className="auth-link" to="/registration">{t('auth.login.register')}</Link>
      </p>
    </Form>
  );
}
