import type { EventStatus } from '@ott/contracts';
import { useTranslation } from 'react-i18next';

/** Upcoming, live or vod (replay), as viewers see the event now. */
export function StatusBadge({ status }: { status: EventStatus }) {
  const { t } = useTranslation('catalogue');
  return <span className={`badge catalogue-status catalogue-status--${status}`}>{t(`status.${status}`)}</span>;
}
