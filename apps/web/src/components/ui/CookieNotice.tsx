import { useState } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import { Link } from 'react-router';
import { appEvents } from '../../lib/app-events';
import { localStore } from '../../lib/storage';

const ACCEPTED = 'cookies_accepted';

/** Shown at the top of the page until the visitor accepts; the acceptance is remembered. */
export function CookieNotice() {
  const { t } = useTranslation();
  const [accepted, setAccepted] = useState(() => localStore.get<boolean>(ACCEPTED) === true);
  if (accepted) return null;
  const accept = () => {
    localStore.set(ACCEPTED, true);
    setAccepted(true);
    appEvents.publish({ type: 'action', name: 'cookies_accepted' });
  };
  return (
    <section className="cookie-notice" aria-label={t('cookie.label')}>
      <div className="cookie-notice__inner container">
        <p className="cookie-notice__text">
          {t('cookie.message')} <Link to="/privacy_policy">{t('cookie.learnMore')}</Link>
        </p>
        <button type="button" className="button button--primary button--small" onClick={accept}>
          {t('cookie.accept')}
        </button>
      </div>
    </section>
  );
}
