import type { AdminAnalyticsOverview } from '@ott/contracts/admin-analytics';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { everyDay } from '../range';
import { ChartZone } from './ChartZone';
import { TimeChart } from './TimeChart';
import { uniqueViewersNote } from './unique-viewers';

const number = (value: number, language: string) => value.toLocaleString(language, { maximumFractionDigits: 1 });

/**
 * Totals as cards (unique viewers over the whole range, with how they were counted), and the daily chart of views,
 * unique viewers and watch minutes, on the channel's days.
 */
export function OverviewPanel({ overview }: { overview: AdminAnalyticsOverview }) {
  const { t, i18n } = useTranslation('analytics');
  const { totals, daily } = overview;
  const cards = [
    { key: 'views', value: number(totals.views, i18n.language) },
    { key: 'uniqueViewers', value: number(totals.unique_viewers, i18n.language), note: uniqueViewersNote(overview.unique_viewers_count, t, i18n.language) },
    { key: 'watchMinutes', value: number(totals.watch_minutes, i18n.language) },
    { key: 'avgView', value: `${number(totals.avg_view_seconds, i18n.language)} s` },
  ];
  // Every day of the period is on the chart; the server lists only days with views.
  const days = useMemo(() => everyDay(overview.range.from, overview.range.to).map((day) => daily.find((row) => row.day === day) ?? { day, views: 0, unique_viewers: 0, watch_minutes: 0 }), [overview.range, daily]);
  const times = useMemo(() => days.map((day) => Date.parse(`${day.day}T00:00:00Z`) / 1000), [days]);
  const series = useMemo(
    () => [
      { label: t('totals.views'), values: days.map((day) => day.views), color: '#2563eb' },
      { label: t('totals.uniqueViewers'), values: days.map((day) => day.unique_viewers), color: '#16a34a' },
      { label: t('totals.watchMinutes'), values: days.map((day) => day.watch_minutes), color: '#d97706' },
    ],
    [days, t],
  );
  return (
    <>
      <ul className="analytics-cards">
        {cards.map((card) => (
          <li key={card.key} className="analytics-card">
            <span className="analytics-card__label">{t(`totals.${card.key}`)}</span>
            <span className="analytics-card__value" data-testid={`total-${card.key}`}>
              {card.value}
            </span>
            {card.note && (
              <span className="analytics-card__note" data-testid={`total-${card.key}-note`} title={t(`uniqueViewers.${overview.unique_viewers_count.method}Hint`)}>
                {card.note}
              </span>
            )}
          </li>
        ))}
      </ul>
      <section className="panel">
        <h2 className="panel__title">{t('daily.title')}</h2>
        <TimeChart label={t('daily.chart')} times={times} series={series} />
        <ChartZone zone={overview.range.time_zone} />
      </section>
    </>
  );
}
