import type { AdminAnalyticsQoeRow } from '@ott/contracts/admin-analytics';
import { useTranslation } from 'react-i18next';
import { ScrollRegion } from '../../../components/ScrollRegion';
import { count, megabits, percent, qoeWarnings, seconds } from '../qoe';

/** One figure, marked (colour and words) when it crosses its threshold. */
function Figure({ value, warn }: { value: string; warn: boolean }) {
  const { t } = useTranslation('analytics');
  return (
    <td className={warn ? 'numeric analytics-warn' : 'numeric'}>
      {value}
      {warn && <span className="visually-hidden"> ({t('qoe.above')})</span>}
    </td>
  );
}

/**
 * Startup, rebuffering and errors per event, highlighted above the thresholds the text states. Startup is the viewer's
 * (the ad's first picture when a preroll plays first); the programme's own start after the ad has its columns.
 */
export function QoeTable({ events }: { events: AdminAnalyticsQoeRow[] }) {
  const { t, i18n } = useTranslation('analytics');
  const { language } = i18n;
  return (
    <>
      <p className="field__hint">{t('qoe.startupHint')}</p>
      <ScrollRegion label={t('qoe.caption')}>
        <table className="table">
          <caption className="visually-hidden">{t('qoe.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('events.event')}</th>
              <th scope="col" className="numeric">{t('events.views')}</th>
              <th scope="col" className="numeric">{t('qoe.startupP50')}</th>
              <th scope="col" className="numeric">{t('qoe.startupP95')}</th>
              <th scope="col" className="numeric">{t('qoe.afterAdP50')}</th>
              <th scope="col" className="numeric">{t('qoe.afterAdP95')}</th>
              <th scope="col" className="numeric">{t('qoe.rebufferRatio')}</th>
              <th scope="col" className="numeric">{t('qoe.errorRate')}</th>
              <th scope="col" className="numeric">{t('qoe.errorViews')}</th>
              <th scope="col" className="numeric">{t('qoe.bitrate')}</th>
              <th scope="col" className="numeric">{t('qoe.switches')}</th>
            </tr>
          </thead>
          <tbody>
            {events.map((event) => {
              const warn = qoeWarnings(event);
              return (
                <tr key={event.stream_id}>
                  <th scope="row">{event.title ?? t('stream', { id: event.stream_id })}</th>
                  <td className="numeric">{count(event.views, language)}</td>
                  <td className="numeric">{seconds(event.startup_p50_ms, language)}</td>
                  <Figure value={seconds(event.startup_p95_ms, language)} warn={warn.startup} />
                  <td className="numeric">{seconds(event.programme_startup_p50_ms, language)}</td>
                  <td className="numeric">{seconds(event.programme_startup_p95_ms, language)}</td>
                  <Figure value={percent(event.rebuffer_ratio, language)} warn={warn.rebuffer} />
                  <Figure value={percent(event.error_rate, language)} warn={warn.errors} />
                  <td className="numeric">{count(event.error_views, language)}</td>
                  <td className="numeric">{megabits(event.avg_bitrate, language)}</td>
                  <td className="numeric">{count(event.rendition_switches, language)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </ScrollRegion>
    </>
  );
}
