import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useOptionalConsoleChannel } from '../../../lib/console-channel';
import { liveQuery } from '../api';
import { ChartZone } from './ChartZone';
import { TimeChart } from './TimeChart';

/** Streams watched now with their concurrent viewers, and the last hour's curve; refreshed every LIVE_REFRESH_MS. */
export function LivePanel({ channelKey }: { channelKey: string }) {
  const { t } = useTranslation('analytics');
  const live = useQuery(liveQuery(channelKey));
  const timeZone = useOptionalConsoleChannel()?.timeZone;
  const series = live.data?.series;
  const times = useMemo(() => (series ?? []).map((point) => Date.parse(`${point.minute}:00Z`) / 1000), [series]);
  const lines = useMemo(() => [{ label: t('live.viewers'), values: (series ?? []).map((point) => point.viewers), color: '#dc2626' }], [series, t]);
  return (
    <section className="panel" aria-labelledby="analytics-live">
      <h2 className="panel__title" id="analytics-live">
        {t('live.title')}
      </h2>
      <p className="field__hint">{t('live.hint')}</p>
      {live.data && live.data.events.length === 0 && <p className="analytics-muted">{t('live.none')}</p>}
      {live.data && live.data.events.length > 0 && (
        <ul className="analytics-live-list">
          {live.data.events.map((event) => (
            <li key={event.stream_id}>
              <span>{event.title ?? t('stream', { id: event.stream_id })}</span>
              <strong>{event.viewers}</strong>
            </li>
          ))}
        </ul>
      )}
      {series && <TimeChart label={t('live.chart')} times={times} series={lines} height={160} />}
      {series && timeZone && <ChartZone zone={timeZone} times />}
    </section>
  );
}
