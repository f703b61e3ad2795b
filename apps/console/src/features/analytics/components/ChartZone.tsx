import { useTranslation } from 'react-i18next';

/** Names the time zone a chart is read in (the channel's): its days run from midnight to midnight there. */
export function ChartZone({ zone, times = false }: { zone: string; times?: boolean }) {
  const { t } = useTranslation('analytics');
  return <p className="analytics-chart__zone">{t(times ? 'chart.timesIn' : 'chart.daysIn', { zone })}</p>;
}
