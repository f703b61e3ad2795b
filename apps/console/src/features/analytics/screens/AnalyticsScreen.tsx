import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/PageHeader';
import { toast } from '../../../components/toast';
import { useConsoleChannel } from '../../../lib/console-channel';
import { analyticsKey, channelQuery, devicesQuery, overviewQuery, qoeQuery, refreshRollups, topEventsQuery } from '../api';
import { CsvLink } from '../components/CsvLink';
import { DeviceSplit } from '../components/DeviceSplit';
import { LivePanel } from '../components/LivePanel';
import { OverviewPanel } from '../components/OverviewPanel';
import { QoeTable } from '../components/QoePanel';
import { RecordingNotice } from '../components/RecordingNotice';
import { RangePicker } from '../components/RangePicker';
import { RevenuePanel } from '../components/RevenuePanel';
import { TopEventsTable } from '../components/TopEventsTable';
import { type DayRange, presetRange } from '../range';
import '../analytics.css';

function Section({ title, hint, action, children }: { title: string; hint?: string; action?: ReactNode; children: ReactNode }) {
  return (
    <section className="panel">
      <div className="analytics-section__head">
        <h2 className="panel__title">{title}</h2>
        {action}
      </div>
      {hint && <p className="field__hint">{hint}</p>}
      {children}
    </section>
  );
}

/** The channel's analytics: a period's totals, daily chart, top events, QoE and devices; live viewers now; the period's revenue. */
export function AnalyticsScreen() {
  const { t } = useTranslation('analytics');
  const channel = useConsoleChannel();
  const client = useQueryClient();
  const [range, setRange] = useState<DayRange>(() => presetRange(30, channel.timeZone));
  const settings = useQuery(channelQuery(channel.key));
  const overview = useQuery(overviewQuery(channel.key, range));
  const events = useQuery(topEventsQuery(channel.key, range));
  const qoe = useQuery(qoeQuery(channel.key, range));
  const devices = useQuery(devicesQuery(channel.key, range));
  const refresh = useMutation({
    mutationFn: () => refreshRollups(channel.key),
    onSuccess: () => {
      toast.success(t('refreshQueued'));
      // The job runs within seconds: read the figures again shortly after.
      setTimeout(() => void client.invalidateQueries({ queryKey: analyticsKey(channel.key) }), 3_000);
    },
  });
  const empty = overview.data?.totals.views === 0;
  const csv = (table: 'overview' | 'events' | 'qoe' | 'devices', what: string) => <CsvLink channelKey={channel.key} table={table} range={range} what={what} />;

  return (
    <div className="analytics">
      <PageHeader
        title={t('title')}
        description={t('description', { zone: channel.timeZone })}
        actions={
          <button type="button" className="button button--secondary" onClick={() => refresh.mutate()} disabled={refresh.isPending}>
            {t('refresh')}
          </button>
        }
      />
      {settings.data && <RecordingNotice channel={settings.data} canEdit={channel.can('admin')} />}
      <RangePicker value={range} onChange={setRange} timeZone={channel.timeZone} />
      <LivePanel channelKey={channel.key} />
      {overview.isPending && <p className="analytics-muted">{t('loading')}</p>}
      {overview.isError && <p role="alert">{t('error')}</p>}
      {empty && <p className="empty-state">{t('empty')}</p>}
      {overview.data && !empty && (
        <>
          <div className="analytics-section__head">
            <span />
            {csv('overview', t('daily.title'))}
          </div>
          <OverviewPanel overview={overview.data} />
          {events.data && (
            <Section title={t('events.title')} action={csv('events', t('events.title'))}>
              <TopEventsTable events={events.data.events} count={events.data.unique_viewers_count} />
            </Section>
          )}
          {qoe.data && (
            <Section title={t('qoe.title')} hint={t('qoe.thresholds')} action={csv('qoe', t('qoe.title'))}>
              <QoeTable events={qoe.data.events} />
            </Section>
          )}
          {devices.data && (
            <Section title={t('devices.title')} action={csv('devices', t('devices.title'))}>
              <DeviceSplit split={devices.data} />
            </Section>
          )}
        </>
      )}
      <RevenuePanel channelKey={channel.key} range={range} />
    </div>
  );
}
