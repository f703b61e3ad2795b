import { zodResolver } from '@hookform/resolvers/zod';
import { ADMIN_AUTH_CODES, AdminLoginRequest } from '@ott/contracts/admin-auth';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { Form, TextField } from '@ott/client/forms';
import { LanguagePicker } from '../../../components/LanguagePicker';
import { isApiError, setCsrfToken } from '../../../lib/api';
import { signIn } from '../api';
import { ME_QUERY_KEY, useMe } from '../../../lib/session';

/** Only paths inside the console are followed after sign-in. */
export function safeNext(next: string | null): string {
  return next && next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/login') ? next : '/';
}

/** Email and password, then the authenticator code when the server asks for it (`TOTP_REQUIRED`). */
export function LoginScreen() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = safeNext(params.get('next'));
  const { data: me } = useMe();
  const [step, setStep] = useState<'password' | 'totp'>('password');
  const [error, setError] = useState<string | null>(null);
  const form = useForm<AdminLoginRequest>({ resolver: zodResolver(AdminLoginRequest), defaultValues: { email: '', password: '', totp: '' } });
  const errorRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (error) errorRef.current?.focus();
  }, [error]);

  if (me && step === 'password' && !form.formState.isSubmitting) return <Navigate to={next} replace />;

  async function submit(values: AdminLoginRequest) {
    setError(null);
    const body = { email: values.email, password: values.password, ...(step === 'totp' && values.totp ? { totp: values.totp } : {}) };
    try {
      const signedIn = await signIn(body);
      setCsrfToken(signedIn.csrf_token);
      client.setQueryData(ME_QUERY_KEY, signedIn);
      void navigate(next, { replace: true });
    } catch (caught) {
      if (isApiError(caught) && caught.code === ADMIN_AUTH_CODES.totpRequired) {
        setStep('totp');
        return;
      }
      if (isApiError(caught) && caught.code === ADMIN_AUTH_CODES.totpInvalid) setError(t('login.totpInvalid'));
      else if (isApiError(caught) && caught.code === ADMIN_AUTH_CODES.badCredentials) setError(t('login.badCredentials'));
      else if (isApiError(caught) && caught.status === 429) setError(t('login.tooMany'));
      else setError(isApiError(caught) ? caught.message : t('error.body'));
    }
  }

  return (
    <main id="main" className="auth-page">
      <div className="auth-page__language">
        <LanguagePicker />
      </div>
      <div className="auth-card">
        <p className="auth-card__brand">
          <span className="topbar__logo" aria-hidden="true">
            ▶
          </span>
          {t('layout.brand')}
        </p>
        <h1 className="auth-card__title">{step === 'totp' ? t('login.totpTitle') : t('login.title')}</h1>
        <p className="muted">{step === 'totp' ? t('login.totpIntro') : t('login.intro')}</p>
        {error ? (
          <p className="form-error" role="alert" tabIndex={-1} ref={errorRef}>
            {error}
          </p>
        ) : null}
        <Form form={form} onSubmit={submit}>
          {step === 'password' ? (
            <>
              <TextField name="email" label={t('login.email')} type="email" autoComplete="username" required autoFocus />
              <TextField name="password" label={t('login.password')} type="password" autoComplete="current-password" required />
            </>
          ) : (
            <TextField name="totp" label={t('login.totp')} hint={t('login.totpHint')} inputMode="numeric" autoComplete="one-time-code" required autoFocus />
          )}
          <button type="submit" className="button button--primary button--block" disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? t('login.signingIn') : step === 'totp' ? t('login.verify') : t('login.submit')}
          </button>
          {step === 'totp' ? (
            <button
              type="button"
              className="button button--ghost button--block"
              onClick={() => {
                setStep('password');
                setError(null);
                form.setValue('totp', '');
              }}
            >
              {t('login.back')}
            </button>
          ) : null}
        </Form>
      </div>
    </main>
  );
}
