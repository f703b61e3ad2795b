import type { ContinueWatchingItem } from '@ott/contracts/watching';
import { useState } from 'react';
import { EventCard } from '../../../components/events/EventCard';
import { useToast } from '../../../components/ui/toast-store';
import { eventTitle } from '../../../lib/event-display';
import { useTranslation } from '../../../lib/i18n-react';
import { useContinueWatching, useForgetWatching } from '../api/continue-watching';
import './continue-watching.css';

/** Home's 'Continue watching' for a signed-in user: replays started and not finished; nothing at all when there are none. */
export function ContinueWatching() {
  const { t } = useTranslation();
  const { data: items } = useContinueWatching();
  if (!items?.length) return null;
  return (
    <section aria-labelledby="home-continue-watching">
      <div className="section-head">
        <h2 id="home-continue-watching" className="section-title">
          {t('watching.title')}
        </h2>
      </div>
      <ul className="snap-rail event-rail">
        {items.map((item) => (
          <li key={item.event.id} className="continue-card">
            <ContinueCard item={item} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function ContinueCard({ item }: { item: ContinueWatchingItem }) {
  const { t } = useTranslation();
  const toast = useToast();
  const forget = useForgetWatching();
  const [busy, setBusy] = useState(false);
  const title = eventTitle(item.event);
  const percent = Math.min(100, Math.round((item.position / Math.max(item.duration, 1)) * 100));
  const minutesLeft = Math.max(1, Math.ceil((item.duration - item.position) / 60));

  const remove = () => {
    setBusy(true);
    forget(item.event.id).then(
      () => toast.success(t('watching.removed', { title })),
      () => {
        setBusy(false);
        toast.error(t('watching.removeFailed'));
      },
    );
  };

  return (
    <>
      <EventCard event={item.event} />
      <div className="continue-card__progress" role="progressbar" aria-label={t('watching.progress', { percent })} aria-valuenow={percent} aria-valuemin={0} aria-valuemax={100}>
        <span style={{ width: `${percent}%` }} />
      </div>
      <div className="continue-card__foot">
        <span className="muted">{t('watching.left', { count: minutesLeft })}</span>
        <button type="button" className="button button--ghost button--small" aria-label={t('watching.remove', { title })} disabled={busy} onClick={remove}>
          {t('watching.removeShort')}
        </button>
      </div>
    </>
  );
}
