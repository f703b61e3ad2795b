import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { previewQuery } from '../api';

/** The preview waits for typing to pause this long before asking the server. */
export const PREVIEW_DELAY_MS = 400;

function useDebounced<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/**
 * The email as customers get it, rendered by the server that sends it (the channel's colours, the footer and its
 * unsubscribe link), in a sandboxed frame: no script runs, no link navigates the console.
 */
export function EmailPreview({ channelKey, subject, body }: { channelKey: string; subject: string; body: string }) {
  const { t } = useTranslation('announcements');
  const settled = useDebounced({ subject, body }, PREVIEW_DELAY_MS);
  const empty = !settled.subject.trim() && !settled.body.trim();
  const preview = useQuery({ ...previewQuery(channelKey, settled.subject, settled.body), enabled: !empty });
  return (
    <section className="announcement-preview" aria-labelledby="announcement-preview-title">
      <h2 id="announcement-preview-title" className="announcement-preview__title">
        {t('preview.title')}
      </h2>
      {empty ? (
        <p className="muted">{t('preview.empty')}</p>
      ) : preview.isError ? (
        <p role="alert" className="notice notice--warning">
          {t('preview.failed')}
        </p>
      ) : preview.data ? (
        <>
          <p className="announcement-preview__subject">{t('preview.subject', { subject: preview.data.subject })}</p>
          <iframe className="announcement-preview__frame" title={t('preview.frame')} sandbox="" srcDoc={preview.data.html} />
        </>
      ) : (
        <p role="status" className="muted">
          {t('common.loading')}
        </p>
      )}
    </section>
  );
}
