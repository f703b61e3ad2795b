import type { AdminEvent } from '@ott/contracts/admin-catalogue';
import { when } from '@ott/client/format';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { useConsoleChannel } from '../../../lib/console-channel';
import { scorableEventsQuery } from '../api';
import '../scores.css';

/** The events a scorekeeper picks from: live now, then the next upcoming ones. */
export function ScoresScreen() {
  const { t, i18n } = useTranslation('scores');
  const channel = useConsoleChannel();
  const events = useQuery(scorableEventsQuery(channel.key));
  const list = (title: string, items: AdminEvent[], empty: string) => (
    <section aria-label={title}>
      <h2 className="scorekeeper__heading">{title}</h2>
      {items.length === 0 ? (
        <p className="muted">{empty}</p>
      ) : (
        <ul className="score-events">
          {items.map((event) => (
            <li key={event.id}>
              <Link to={String(event.id)} className="score-events__link">
                <span className="score-events__name">{event.name}</span>
                <span className="muted">{when(event.event_utc_ts, i18n.language, event.time_zone)}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
  return (
    <>
      <PageHeader title={t('list.title')} description={t('list.description')} />
      {events.isPending ? (
        <p role="status" className="muted">
          {t('common.loading')}
        </p>
      ) : events.isError ? (
        <div role="alert" className="notice notice--warning">
          <p>{t('common.loadFailed')}</p>
          <button type="button" className="button button--secondary button--small" onClick={() => void events.refetch()}>
            {t('common.retry')}
          </button>
        </div>
      ) : (
        <>
          {list(t('list.live'), events.data.live, t('list.noLive'))}
          {list(t('list.upcoming'), events.data.upcoming, t('list.noUpcoming'))}
        </>
      )}
    </>
  );
}
