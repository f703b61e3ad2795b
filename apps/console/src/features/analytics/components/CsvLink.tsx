import { useTranslation } from 'react-i18next';
import { type AnalyticsTable, csvUrl } from '../api';
import type { DayRange } from '../range';

/** Downloads one table as CSV (the server streams it). `what` names the table for screen readers. */
export function CsvLink({ channelKey, table, range, what }: { channelKey: string; table: AnalyticsTable; range: DayRange; what: string }) {
  const { t } = useTranslation('analytics');
  return (
    <a className="button button--secondary button--small" href={csvUrl(channelKey, table, range)} download aria-label={`${t('csv')}: ${what}`}>
      {t('csv')}
    </a>
  );
}
