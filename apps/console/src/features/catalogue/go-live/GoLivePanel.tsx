import type { AdminEvent } from '@ott/contracts/admin-catalogue';
import type { AdminIngest, AdminReplayPatch } from '@ott/contracts/live-ingest';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../../components/confirm';
import { toast } from '../../../components/toast';
import { isApiError } from '../../../lib/api';
import { areaKey } from '../api';
import { PreviewPlayer } from '../components/PreviewPlayer';
import { ingestKey, ingestPollMs, ingestQuery, regenerateKey, runIngestAction, saveReplay } from './api';
import { EncoderSetup } from './EncoderSetup';
import { ReplayForm } from './ReplayForm';
import { StreamHealth } from './StreamHealth';
import { useStablePreviewUrl } from './preview-url';
import './go-live.css';

interface GoLivePanelProps {
  channelKey: string;
  /** Its times are shown in the event's own time zone, as the event's page shows its start. */
  event: Pick<AdminEvent, 'id' | 'name' | 'time_zone'>;
}

/** Going live from an encoder: where to send the stream, its state and health, Start now / End, and the replay after. */
export function GoLivePanel({ channelKey, event }: GoLivePanelProps) {
  const { id: eventId, name: eventName, time_zone: timeZone } = event;
  const { t } = useTranslation('catalogue');
  // Since when the ingest has waited for an encoder (from the first answer, or the last that was not idle).
  const [idleSince, setIdleSince] = useState<number | null>(null);
  const ingest = useQuery(ingestQuery(channelKey, eventId, idleSince));
  const { data, dataUpdatedAt } = ingest;
  if (data && (idleSince === null || (data.state !== 'idle' && idleSince < dataUpdatedAt))) setIdleSince(dataUpdatedAt);

  let body;
  if (ingest.data) {
    const paused = ingest.data.state === 'idle' && ingestPollMs('idle', dataUpdatedAt - (idleSince ?? dataUpdatedAt)) === false;
    body = (
      <>
        <IngestView ingest={ingest.data} channelKey={channelKey} eventName={eventName} timeZone={timeZone} now={dataUpdatedAt} />
        {ingest.isRefetchError ? <p className="notice notice--warning">{t('goLive.refreshFailed')}</p> : null}
        {paused ? (
          <div className="go-live__paused">
            <p className="muted">{t('goLive.paused')}</p>
            <button
              type="button"
              className="button button--secondary button--small"
              onClick={() => {
                setIdleSince(Date.now());
                void ingest.refetch();
              }}
            >
              {t('goLive.checkAgain')}
            </button>
          </div>
        ) : null}
      </>
    );
  } else if (ingest.isError) {
    body = (
      <div className="go-live__paused">
        <p role="alert">{isApiError(ingest.error) && ingest.error.status !== 0 ? ingest.error.message : t('common.loadFailed')}</p>
        <button type="button" className="button button--secondary button--small" onClick={() => void ingest.refetch()}>
          {t('goLive.retry')}
        </button>
      </div>
    );
  } else {
    body = <p aria-busy="true">{t('common.loading')}</p>;
  }
  return (
    <section className="panel go-live" aria-labelledby="go-live-title">
      <h2 className="panel__title" id="go-live-title">
        {t('goLive.title')}
      </h2>
      {body}
    </section>
  );
}

function IngestView({ ingest, channelKey, eventName, timeZone, now }: { ingest: AdminIngest; channelKey: string; eventName: string; timeZone: string; now: number }) {
  const { t } = useTranslation('catalogue');
  const confirm = useConfirm();
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const previewUrl = useStablePreviewUrl(ingest.state === 'receiving' || ingest.state === 'live' ? ingest.preview_url : null, now);
  const eventId = ingest.event_id;

  async function run(work: () => Promise<AdminIngest>, done: string, eventChanged = false): Promise<AdminIngest> {
    setBusy(true);
    try {
      const next = await work();
      client.setQueryData(ingestKey(channelKey, eventId), next);
      // Start and End change what viewers see: the event's status, its lists and its playback.
      if (eventChanged) void client.invalidateQueries({ queryKey: areaKey(channelKey, 'events'), predicate: (query) => query.queryKey[3] !== 'ingest' });
      toast.success(done);
      return next;
    } finally {
      setBusy(false);
    }
  }
  const attempt = (work: () => Promise<AdminIngest>, done: string, eventChanged = false) =>
    run(work, done, eventChanged).catch((error: unknown) => {
      toast.error(isApiError(error) ? error.message : t('common.failed'));
    });

  async function regenerate() {
    const ok = await confirm({ title: t('goLive.regenerateTitle'), message: t('goLive.regenerateMessage'), confirmLabel: t('goLive.regenerate'), danger: true });
    if (ok) await attempt(() => regenerateKey(channelKey, eventId), t('goLive.regenerated'));
  }

  async function end() {
    const ok = await confirm({ title: t('goLive.endTitle'), message: t('goLive.endMessage'), confirmLabel: t('goLive.end'), danger: true });
    if (ok) await attempt(() => runIngestAction(channelKey, eventId, 'end'), t('goLive.ended'), true);
  }

  const canStart = ingest.state === 'idle' || ingest.state === 'receiving';
  const canEnd = ingest.state === 'receiving' || ingest.state === 'live';
  return (
    <div className="go-live__body">
      <div className="go-live__state" role="status">
        <span className={`badge go-live__badge go-live__badge--${ingest.state}`}>{t(`goLive.badge.${ingest.state}`)}</span>
        <span>{t(`goLive.state.${ingest.state}`)}</span>
      </div>
      {ingest.state === 'live' && ingest.slate ? <p className="notice notice--warning">{t('goLive.slate', { seconds: ingest.reconnect_seconds })}</p> : null}
      {canStart || canEnd ? (
        <div className="button-row go-live__actions">
          {canStart ? (
            <button type="button" className="button button--primary" disabled={busy} onClick={() => void attempt(() => runIngestAction(channelKey, eventId, 'start'), t('goLive.started'), true)}>
              {t('goLive.start')}
            </button>
          ) : null}
          {canEnd ? (
            <button type="button" className="button button--danger" disabled={busy} onClick={() => void end()}>
              {t('goLive.end')}
            </button>
          ) : null}
        </div>
      ) : null}
      {previewUrl ? <PreviewPlayer url={previewUrl} label={t('goLive.previewLabel', { name: eventName })} unavailable={t('preview.unavailable')} /> : null}
      {ingest.connected && ingest.health ? <StreamHealth health={ingest.health} keyframeSeconds={ingest.encoder.keyframe_seconds} now={now} /> : null}
      {ingest.replay ? (
        <ReplayForm replay={ingest.replay} disabled={busy} onSave={(patch: AdminReplayPatch) => run(() => saveReplay(channelKey, eventId, patch), t('goLive.replay.saved'), true)} />
      ) : null}
      {ingest.state === 'ended' ? null : <EncoderSetup ingest={ingest} timeZone={timeZone} busy={busy} onRegenerate={() => void regenerate()} />}
    </div>
  );
}
