import { useEffect } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import { removeSplash } from '../splash';

/** A `?channel=` link named a channel the service does not know: say so, and offer the home page. */
export function ChannelNotFound({ requested }: { requested: string }) {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = t('channelNotFound.title');
    removeSplash();
  }, [t]);
  return (
    <main className="whoops" id="main">
      <div className="whoops__card">
        <div className="whoops__icon" aria-hidden="true">?</div>
        <h1 className="whoops__title">{t('channelNotFound.title')}</h1>
        <p className="whoops__message">{t('channelNotFound.message', { channel: requested })}</p>
        {/* A full load without `?channel=`: the channel the visitor had before, or the site's own. */}
        <a className="button button--primary button--large" href="/">
          {t('channelNotFound.home')}
        </a>
      </div>
    </main>
  );
}
