import { useState } from 'react';
import { Link } from 'react-router';
import { toastRequestError } from '../../../components/ui/toast-request-error';
import { showToast } from '../../../components/ui/toast-store';
import { useTranslation } from '../../../lib/i18n-react';
import { returnPage } from '../../../lib/navigation-rules';
import { useUser } from '../../../lib/session';
import { resendVerification } from '../api/email-verification';

/** After registration: where the verification mail went, and a way to have it sent again. */
export function VerifyNotice() {
  const { t } = useTranslation();
  const user = useUser();
  const [sending, setSending] = useState(false);

  const resend = async () => {
    setSending(true);
    try {
      await resendVerification();
      showToast(t('auth.verifyNotice.resent'), { type: 'success' });
    } catch (error) {
      toastRequestError(error, t);
    } finally {
      setSending(false);
    }
  };

  if (user?.email_verified) {
    return (
      <div className="card card--padded form" role="status">
        <p>{t('auth.verifyNotice.verified', { email: user.email })}</p>
        <Link className="button button--primary" to={returnPage()}>
          {t('auth.continue')}
        </Link>
      </div>
    );
  }
  return (
    <div className="card card--padded form">
      <p>{user ? t('auth.verifyNotice.sentTo', { email: user.email }) : t('auth.verifyNotice.sent')}</p>
      <p className="muted">{t('auth.verifyNotice.spam')}</p>
      {user ? (
        <button type="button" className="button button--ghost" disabled={sending} aria-busy={sending || undefined} onClick={() => void resend()}>
          {sending ? t('auth.sending') : t('auth.verifyNotice.resend')}
        </button>
      ) : null}
      <Link className="auth-link" to={user ? returnPage() : '/login'}>
        {user ? t('auth.verifyNotice.later') : t('auth.backToLogin')}
      </Link>
    </div>
  );
}
