import { zodResolver } from '@hookform/resolvers/zod';
import { PASSWORD_MIN_LENGTH } from '@ott/contracts/auth';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { CheckboxField, TextField } from '../../../components/forms/Field';
import { showSubmitError } from '../../../components/forms/server-errors';
import { SubmitButton } from '../../../components/forms/SubmitButton';
import { useChannel } from '../../../lib/channel-context';
import { useTranslation } from '../../../lib/i18n-react';
import { register as registerAccount } from '../api/register';
import { startSession } from '../api/start-session';
import { Recaptcha } from './Recaptcha';
import { registrationSchema } from './registration-schema';

const FIELDS = ['first_name', 'last_name', 'email', 'password', 'password_confirmation', 'terms', 'mailing_opt_in', 'recaptcha_token'] as const;

/** A new account is signed in at once, then asked to confirm its address (/verify-notice). */
export function RegistrationForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const siteKey = useChannel().projectSettings?.features.recaptcha_site_key ?? null;
  const [recaptchaReset, setRecaptchaReset] = useState(0);
  const form = useForm({
    resolver: zodResolver(registrationSchema(siteKey !== null)),
    defaultValues: { first_name: '', last_name: '', email: '', password: '', password_confirmation: '', mailing_opt_in: false },
  });
  const { errors, isSubmitting } = form.formState;
  const field = (name: (typeof FIELDS)[number]) => ({ error: errors[name], ...form.register(name) });

  const submit = form.handleSubmit(async (fields) => {
    try {
      await startSession(await registerAccount(fields));
      await navigate('/verify-notice', { replace: true });
    } catch (error) {
      if (siteKey) setRecaptchaReset((count) => count + 1);
      showSubmitError(error, form.setError, FIELDS, t);
    }
  });

  return (
    <form className="card card--padded form" noValidate onSubmit={(event) => void submit(event)} aria-labelledby="registration-title">
      <h2 id="registration-title" className="section-title">
        {t('auth.registration.title')}
      </h2>
      <div className="form-row">
        <TextField label={t('auth.fields.firstName')} autoComplete="given-name" {...field('first_name')} />
        <TextField label={t('auth.fields.lastName')} autoComplete="family-name" {...field('last_name')} />
      </div>
      <TextField label={t('auth.fields.email')} type="email" autoComplete="email" autoCapitalize="none" spellCheck={false} {...field('email')} />
      <TextField
        label={t('auth.fields.password')}
        hint={t('auth.fields.passwordHint', { number: PASSWORD_MIN_LENGTH })}
        type="password"
        autoComplete="new-password"
        {...field('password')}
      />
      <TextField label={t('auth.fields.passwordConfirmation')} type="password" autoComplete="new-password" {...field('password_confirmation')} />
      <p className="notice">{t('messages.registrationHint')}</p>
      <CheckboxField
        label={
          <>
            {t('auth.registration.acceptTerms')}{' '}
            <Link to="/terms_conditions" target="_blank">
              {t('routes.termsConditions')}
            </Link>
          </>
        }
        {...field('terms')}
      />
      <CheckboxField label={t('auth.registration.mailingOptIn')} {...field('mailing_opt_in')} />
      {siteKey ? (
        <Recaptcha
          siteKey={siteKey}
          resetKey={recaptchaReset}
          error={errors.recaptcha_token}
          onToken={(token) => form.setValue('recaptcha_token', token || undefined, { shouldValidate: form.formState.isSubmitted })}
        />
      ) : null}
      <SubmitButton pending={isSubmitting} pendingLabel={t('auth.registration.submitting')}>
        {t('auth.registration.submit')}
      </SubmitButton>
      <p className="muted">
        {t('auth.registration.haveAccount')}{' '}
        <Link className="auth-link" to="/login">
          {t('auth.registration.login')}
        </Link>
      </p>
    </form>
  );
}
