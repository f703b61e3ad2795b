import type { AdminAnalyticsDevices } from '@ott/contracts/admin-analytics';
import { useTranslation } from 'react-i18next';

function Split({ title, rows }: { title: string; rows: { name: string; views: number }[] }) {
  const { t } = useTranslation('analytics');
  const total = rows.reduce((sum, row) => sum + row.views, 0);
  return (
    <table className="table analytics-split">
      <thead>
        <tr>
          <th scope="col">{title}</th>
          <th scope="col" className="numeric">{t('devices.views')}</th>
          <th scope="col">{t('devices.share')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const share = total > 0 ? Math.round((row.views / total) * 100) : 0;
          return (
            <tr key={row.name}>
              <th scope="row">{row.name}</th>
              <td className="numeric">{row.views}</td>
              <td>
                <span className="analytics-bar" style={{ width: `${share}%` }} aria-hidden="true" /> {share} %
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** Views by device type and by platform, with each one's share. */
export function DeviceSplit({ split }: { split: AdminAnalyticsDevices }) {
  const { t } = useTranslation('analytics');
  return (
    <div className="analytics-splits">
      <Split title={t('devices.device')} rows={split.devices} />
      <Split title={t('devices.platform')} rows={split.platforms} />
    </div>
  );
}
