import type { AdminAnnouncement } from '@ott/contracts/admin-announcements';
import { useTranslation } from 'react-i18next';

/** How far a send has got: a progress bar over the recipients and the counts (sent, failed, skipped). */
export function DeliveryProgress({ announcement }: { announcement: AdminAnnouncement }) {
  const { t } = useTranslation('announcements');
  const { recipients, sent, failed, skipped } = announcement.counts;
  const done = sent + failed + skipped;
  const sending = announcement.status === 'sending';
  return (
    <section className="announcement-progress" aria-labelledby="announcement-progress-title">
      <h2 id="announcement-progress-title" className="announcement-preview__title">
        {t('progress.title')} <span className={`badge announcement-status announcement-status--${announcement.status}`}>{t(`status.${announcement.status}`)}</span>
      </h2>
      <progress className="announcement-progress__bar" aria-label={t('progress.label')} max={Math.max(recipients, 1)} value={recipients === 0 ? (sending ? 0 : 1) : done} />
      <p aria-live="polite">{t(sending ? 'progress.sending' : 'progress.finished', { done, total: recipients })}</p>
      <dl className="announcement-progress__counts">
        <div>
          <dt>{t('progress.recipients')}</dt>
          <dd>{recipients}</dd>
        </div>
        <div>
          <dt>{t('progress.sent')}</dt>
          <dd>{sent}</dd>
        </div>
        <div>
          <dt>{t('progress.failed')}</dt>
          <dd>{failed}</dd>
        </div>
        <div>
          <dt>{t('progress.skipped')}</dt>
          <dd>{skipped}</dd>
        </div>
      </dl>
    </section>
  );
}
