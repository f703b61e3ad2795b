import { Email, EmailVerifyFields } from '@ott/contracts/auth';
import { useParams, useSearchParams } from 'react-router';
import { useChannel } from '../../../lib/channel-context';
import { useTranslation } from '../../../lib/i18n-react';
import { AuthScreen, IncompleteLink } from '../components/AuthScreen';
import { DeviceCodeLogin } from '../components/DeviceCodeLogin';
import { LoginForm } from '../components/LoginForm';
import { PasswordResetForm } from '../components/PasswordResetForm';
import { PasswordResetRequestForm } from '../components/PasswordResetRequestForm';
import { RegistrationForm } from '../components/RegistrationForm';
import { SocialButtons } from '../components/SocialButtons';
import { SocialCallback } from '../components/SocialCallback';
import { VerifyEmailResult } from '../components/VerifyEmailResult';
import { VerifyNotice } from '../components/VerifyNotice';
import '../auth.css';

export function LoginPage() {
  const { t } = useTranslation();
  const { projectSettings, bootstrap } = useChannel();
  const providers = projectSettings?.features.social_login ?? [];
  const deviceLinking = bootstrap.settings.remoteAuth !== 0;
  return (
    <AuthScreen titleKey="routes.login" descriptionKey="pages.login">
      <LoginForm />
      {providers.length > 0 || deviceLinking ? (
        <div className="card card--padded auth-alternatives">
          <p className="auth-alternatives__divider">{t('auth.or')}</p>
          {providers.length > 0 ? <SocialButtons providers={providers} /> : null}
          {deviceLinking ? <DeviceCodeLogin /> : null}
        </div>
      ) : null}
    </AuthScreen>
  );
}

export const RegistrationPage = () => (
  <AuthScreen titleKey="routes.registration" descriptionKey="pages.registration">
    <RegistrationForm />
  </AuthScreen>
);

export const VerifyNoticePage = () => (
  <AuthScreen titleKey="routes.verifyNotice" descriptionKey="pages.verifyNotice">
    <VerifyNotice />
  </AuthScreen>
);

export function VerifyEmailPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const link = { email: search.get('email') ?? '', expires: search.get('expires') ?? '', signature: search.get('signature') ?? '' };
  return (
    <AuthScreen titleKey="routes.verifyEmail" descriptionKey="pages.verifyEmail">
      {EmailVerifyFields.safeParse(link).success ? <VerifyEmailResult link={link} /> : <IncompleteLink retryTo="/verify-notice" retryLabel={t('auth.verifyNotice.resend')} />}
    </AuthScreen>
  );
}

export const PasswordResetRequestPage = () => (
  <AuthScreen titleKey="routes.passwordResetRequest" descriptionKey="pages.passwordResetRequest">
    <PasswordResetRequestForm />
  </AuthScreen>
);

export function PasswordResetPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const email = search.get('email') ?? '';
  const code = search.get('code') ?? '';
  return (
    <AuthScreen titleKey="routes.passwordReset" descriptionKey="pages.passwordReset">
      {code && Email.safeParse(email).success ? (
        <PasswordResetForm email={email} code={code} />
      ) : (
        <IncompleteLink retryTo="/password-reset-request" retryLabel={t('auth.passwordReset.newLink')} />
      )}
    </AuthScreen>
  );
}

export function SocialCallbackPage() {
  const { provider = '' } = useParams();
  const [search] = useSearchParams();
  return (
    <AuthScreen titleKey="routes.login" descriptionKey="pages.login">
      <SocialCallback provider={provider} search={search} />
    </AuthScreen>
  );
}
