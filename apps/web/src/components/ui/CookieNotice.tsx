import { useState } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import { Link } from 'react-router';
import { appEvents } from '../../lib/app-events';
import { COOKIE_ANSWER_KEY, cookieConsent } from '../../lib/analytics/consent';
import { localStore } from '../../lib/storage';

/**
 * Shown at the top of the page until the visitor answers; the answer is remembered. Reject has the same weight as
 * Accept (GDPR, Quebec's Law 25), and a refusal sends nothing: no analytics, no Google tag.
 */
export function CookieNotice() {
  const { t } = useTranslation();
  const [answered, setAnswered] = useState(() => cookieConsent(localStore) !== 'unknown');
  if (answered) return null;
  const answer = (accepted: boolean) => {
    localStore.set(COOKIE_ANSWER_KEY, accepted);
    setAnswered(true);
    appEvents.publish({ type: 'action', name: accepted ? 'cookies_accepted' : 'cookies_declined' });
  };
  const button = 'button button--primary button--small';
  return (
    <section className="cookie-notice" aria-label={t('cookie.label')}>
      <div className="cookie-notice__inner container">
        <p className="cookie-notice__text">
          {t('cookie.message')} <Link to="/privacy_policy">{t('cookie.learnMore')}</Link>
        </p>
        <div className="cookie-notice__actions">
          <button type="button" className={button} onClick={() => answer(false)}>
            {t('cookie.reject')}
          </button>
          <button type="button" className={button} onClick={() => answer(true)}>
            {t('cookie.accept')}
          </button>
        </div>
      </div>
    </section>
  );
}
