import { useTranslation } from '../../../lib/i18n-react';
import { Link } from 'react-router';
import { AuthScreen } from '../components/AuthScreen';

export function LoginPage() {
  const { t } = useTranslation();
  return (
    <AuthScreen titleKey="routes.login" descriptionKey="pages.login">
      <Link to="/registration">{t('routes.registration')}</Link>
      <Link to="/password-reset-request">{t('routes.passwordResetRequest')}</Link>
    </AuthScreen>
  );
}

export function RegistrationPage() {
  const { t } = useTranslation();
  return (
    <AuthScreen titleKey="routes.registration" descriptionKey="pages.registration">
      <Link to="/login">{t('routes.login')}</Link>
      <Link to="/terms_conditions">{t('routes.termsConditions')}</Link>
    </AuthScreen>
  );
}

export const VerifyNoticePage = () => <AuthScreen titleKey="routes.verifyNotice" descriptionKey="pages.verifyNotice" />;
export const VerifyEmailPage = () => <AuthScreen titleKey="routes.verifyEmail" descriptionKey="pages.verifyEmail" />;
export const PasswordResetRequestPage = () => (
  <AuthScreen titleKey="routes.passwordResetRequest" descriptionKey="pages.passwordResetRequest" />
);
export const PasswordResetPage = () => <AuthScreen titleKey="routes.passwordReset" descriptionKey="pages.passwordReset" />;
