import { ErrorMessages } from '@ott/contracts/error-messages';
import { Link } from 'react-router';
import { Spinner } from '../../../components/ui/Spinner';
import { isApiError } from '@ott/client/api-error';
import { useTranslation } from '../../../lib/i18n-react';
import { returnPage } from '../../../lib/navigation-rules';
import { codedText, errorText } from '@ott/client/messages/server-text';
import { api } from '../../../lib/api';
import { loadSessionUser, useUser, userStore } from '../../../lib/session';
import { useOneShot } from '../../../lib/use-one-shot';
import { verifyEmail, type VerificationLink } from '../api/email-verification';

async function verify(link: VerificationLink) {
  await verifyEmail(link);
  // Opened while signed in: the profile (its email_verified flag) is read again.
  if (userStore.get()) await loadSessionUser(api);
}

/** Spends the mailed link once, then says what happened and where to go next. */
export function VerifyEmailResult({ link }: { link: VerificationLink }) {
  const { t } = useTranslation();
  const user = useUser();
  const { error, pending } = useOneShot(`verify:${link.email}:${link.signature}`, () => verify(link));
  if (pending) return <Spinner label={t('auth.verifyEmail.checking')} />;

  const alreadyVerified = isApiError(error) && error.message === ErrorMessages.emailAlreadyVerified;
  const next = user ? (
    <Link className="button button--primary" to={returnPage()}>
      {t('auth.continue')}
    </Link>
  ) : (
    <Link className="button button--primary" to="/login">
      {t('auth.login.submit')}
    </Link>
  );
  if (!error || alreadyVerified) {
    return (
      <div className="card card--padded form" role="status">
        <h2 className="section-title">{t(alreadyVerified ? 'server:EMAIL_ALREADY_VERIFIED' : 'auth.verifyEmail.doneTitle')}</h2>
        <p>{t('auth.verifyEmail.done', { email: link.email })}</p>
        {next}
      </div>
    );
  }
  return (
    <div className="card card--padded form" role="alert">
      <h2 className="section-title">{isApiError(error) ? errorText(t, error) : codedText(t, { code: 'VERIFICATION_FAILED' }, ErrorMessages.verificationFailed)}</h2>
      <p>{t(user ? 'auth.verifyEmail.failedSignedIn' : 'auth.verifyEmail.failed')}</p>
      {user ? (
        <Link className="button button--primary" to="/verify-notice">
          {t('auth.verifyNotice.resend')}
        </Link>
      ) : (
        next
      )}
    </div>
  );
}
