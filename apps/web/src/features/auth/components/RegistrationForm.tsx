import { zodResolver } from '@hookform/resolvers/zod';
import { PASSWORD_MIN_LENGTH } from '@ott/contracts/auth';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { applyServerErrors, CheckboxField, Form, SubmitButton, TextField } from '@ott/client/forms';
import { useChannel } from '../../../lib/channel-context';
import { useTranslation } from '../../../lib/i18n-react';
import { register as registerAccount } from '../api/register';
import { startSession } from '../api/start-session';
import { Recaptcha } from './Recaptcha';
import { registrationSchema } from './registration-schema';
import '../../../components/forms/forms.css';
import { toastRequestError } from '../../../components/ui/toast-request-error';

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
  // The widget is no field of the kit: registered, the token is a field the server's errors can name (Recaptcha shows them).
  form.register('recaptcha_token');

  const submit: Parameters<typeof form.handleSubmit>[0] = async (fields) => {
    try {
      await startSession(await registerAccount(fields));
      await navigate('/verify-notice', { replace: true });
    } catch (error) {
      if (siteKey) setRecaptchaReset((count) => count + 1);
      applyServerErrors(form, error, { onFormError: (failure) => toastRequestError(failure, t) });
    }
  };

  return (
    <Form form={form} onSubmit={submit} className="card card--padded form" aria-labelledby="registration-title">
      <h2 id="registration-title" className="section-title">
        {t('auth.registration.title')}
      </h2>
      <div className="form-row">
        <TextField name="first_name" label={t('auth.fields.firstName')} autoComplete="given-name" />
        <TextField name="last_name" label={t('auth.fields.lastName')} autoComplete="family-name" />
      </div>
      <TextField name="email" label={t('auth.fields.email')} type="email" autoComplete="email" autoCapitalize="none" spellCheck={false} />
      <TextField
        name="password"
        label={t('auth.fields.password')}
        hint={t('auth.fields.passwordHint', { number: PASSWORD_MIN_LENGTH })}
        type="password"
        autoComplete="new-password"
      />
      <TextField name="password_confirmation" label={t('auth.fields.passwordConfirmation')} type="password" autoComplete="new-password" />
      <p className="notice">{t('server:REGISTRATION_HINT')}</p>
      <CheckboxField
        name="terms"
        label={
          <>
            {t('auth.registration.acceptTerms')}{' '}
            <Link to="/terms_conditions" target="_blank">
              {t('routes.termsConditions')}
            </Link>
          </>
        }
      />
      <CheckboxField name="mailing_opt_in" label={t('auth.registration.mailingOptIn')} />
      {siteKey ? (
        <Recaptcha
          siteKey={siteKey}
          resetKey={recaptchaReset}
          error={form.formState.errors.recaptcha_token}
          onToken={(token) => form.setValue('recaptcha_token', token || undefined, { shouldValidate: form.formState.isSubmitted })}
        />
      ) : null}
      <SubmitButton pendingLabel={t('auth.registration.submitting')}>
        {t('auth.registration.submit')}
      </SubmitButton>
      <p className="muted">
        {t('auth.registration.haveAccount')}{' '}
        <Link className="auth-link" to="/login">
          {t('auth.registration.login')}
        </Link>
      </p>
    </Form>
  );
}
