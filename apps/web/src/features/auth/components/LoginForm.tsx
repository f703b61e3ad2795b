import { zodResolver } from '@hookform/resolvers/zod';
import { LoginFields } from '@ott/contracts/auth';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { TextField } from '../../../components/forms/Field';
import { showSubmitError } from '../../../components/forms/server-errors';
import { SubmitButton } from '../../../components/forms/SubmitButton';
import { useTranslation } from '../../../lib/i18n-react';
import { returnPage } from '../../../lib/navigation-rules';
import { login } from '../api/login';
import { startSession } from '../api/start-session';

const FIELDS = ['email', 'password'] as const;

/** Email (or account number + email) and password; a success lands on the page the user came from. */
export function LoginForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useForm({ resolver: zodResolver(LoginFields), defaultValues: { email: '', password: '' } });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (fields) => {
    try {
      await startSession(await login(fields));
      await navigate(returnPage(), { replace: true });
    } catch (error) {
      showSubmitError(error, form.setError, FIELDS, t);
    }
  });

  return (
    <form className="card card--padded form" noValidate onSubmit={(event) => void submit(event)} aria-labelledby="login-title">
      <h2 id="login-title" className="section-title">
        {t('auth.login.title')}
      </h2>
      <TextField
        label={t('auth.fields.identifier')}
        hint={t('auth.login.identifierHint')}
        type="text"
        inputMode="email"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        error={errors.email}
        {...form.register('email')}
      />
      <TextField label={t('auth.fields.password')} type="password" autoComplete="current-password" error={errors.password} {...form.register('password')} />
      <Link className="auth-link" to="/password-reset-request">
        {t('auth.login.forgotPassword')}
      </Link>
      <SubmitButton pending={isSubmitting} pendingLabel={t('auth.login.submitting')}>
        {t('auth.login.submit')}
      </SubmitButton>
      <p className="muted">
        {t('auth.login.noAccount')} <Link className="auth-link" to="/registration">{t('auth.login.register')}</Link>
      </p>
    </form>
  );
}
