import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n-react';
import { leaveApp } from '../../../lib/leave-app';
import { getEventDownload } from '../api/download-event';
import { waitForDownload } from '../player/wait-for-download';

type DownloadState = 'idle' | 'preparing' | 'failed';

/** For viewers with the download capability: makes the event's MP4 if needed, then opens it. */
export function DownloadButton({ eventId }: { eventId: number }) {
  const { t } = useTranslation();
  const [state, setState] = useState<DownloadState>('idle');
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  const download = useCallback(async () => {
    const controller = new AbortController();
    running.current = controller;
    setState('preparing');
    try {
      const url = await waitForDownload((signal) => getEventDownload(eventId, signal), controller.signal);
      setState('idle');
      // The file opens as a download; the page stays.
      leaveApp(url);
    } catch {
      if (!controller.signal.aborted) setState('failed');
    }
  }, [eventId]);

  return (
    <div className="watch-download">
      {/* Not `disabled` while preparing: a disabled button loses the focus, and the keyboard user's next Tab would start
          from the top of the page. It says it is unavailable, and a press does nothing. */}
      <button
        type="button"
        className="button button--ghost"
        onClick={state === 'preparing' ? undefined : download}
        aria-disabled={state === 'preparing' || undefined}
        aria-busy={state === 'preparing'}
      >
        {state === 'preparing' ? t('watch.download.preparing') : t('watch.download.button')}
      </button>
      {state === 'failed' ? (
        <p className="watch-download__error" role="alert">
          {t('watch.download.failed')}
        </p>
      ) : null}
    </div>
  );
}
