import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n-react';
import { createCalendarLink } from '../api/calendar-feed';
import { ProfileSection } from './ProfileSection';
import './calendar-feed.css';

/** Calendar apps subscribe to webcal:// links: the same address with the scheme swapped. */
export const webcalOf = (url: string) => url.replace(/^https?:\/\//, 'webcal://');

type Copy = 'idle' | 'copied' | 'failed';

/** The favourites' calendar feed: a secret link made on request (a new one ends the old), to copy or open in a calendar app. */
export function CalendarFeed() {
  const { t } = useTranslation();
  const [url, setUrl] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const [copy, setCopy] = useState<Copy>('idle');

  const subscribe = () => {
    setBusy(true);
    setFailed(false);
    createCalendarLink().then(
      (link) => {
        setUrl(link.url);
        setCopy('idle');
        setBusy(false);
      },
      () => {
        setFailed(true);
        setBusy(false);
      },
    );
  };

  const copyLink = (link: string) => {
    const clipboard = navigator.clipboard as Clipboard | undefined;
    if (!clipboard) return setCopy('failed');
    clipboard.writeText(link).then(
      () => setCopy('copied'),
      () => setCopy('failed'),
    );
  };

  return (
    <ProfileSection id="calendar" titleKey="calendar.title" descriptionKey="calendar.description">
      <div className="stack calendar-feed">
        {url ? (
          <>
            <div className="form-field">
              <label htmlFor="calendar-url" className="form-field__label">
                {t('calendar.url')}
              </label>
              <input id="calendar-url" className="input" type="text" readOnly value={url} onFocus={(event) => event.currentTarget.select()} />
            </div>
            <div className="calendar-feed__actions">
              <button type="button" className="button button--primary button--small" onClick={() => copyLink(url)}>
                {t('calendar.copy')}
              </button>
              <a className="button button--ghost button--small" href={webcalOf(url)}>
                {t('calendar.open')}
              </a>
              <button type="button" className="button button--ghost button--small" disabled={busy} onClick={subscribe}>
                {t('calendar.newLink')}
              </button>
            </div>
            <p className="muted" role="status">
              {copy === 'copied' ? t('calendar.copied') : copy === 'failed' ? t('calendar.copyFailed') : ''}
            </p>
          </>
        ) : (
          <div>
            <button type="button" className="button button--primary" disabled={busy} onClick={subscribe}>
              {t('calendar.subscribe')}
            </button>
          </div>
        )}
        {failed ? (
          <p className="form-field__error" role="alert">
            {t('calendar.failed')}
          </p>
        ) : null}
        <p className="muted">{t('calendar.note')}</p>
      </div>
    </ProfileSection>
  );
}
