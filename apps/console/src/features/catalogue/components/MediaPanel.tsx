import type { AdminEvent, AdminVideo, AttachableKind } from '@ott/contracts/admin-catalogue';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../../components/confirm';
import { toast } from '../../../components/toast';
import { api, isApiError } from '../../../lib/api';

interface MediaPanelProps {
  channelKey: string;
  event: AdminEvent;
  videos: AdminVideo[];
  canEdit: boolean;
  onChanged: (event: AdminEvent) => void;
}

/** The event's media (pictures, previews, playlists) with detach, and attaching one of the channel's videos. */
export function MediaPanel({ channelKey, event, videos, canEdit, onChanged }: MediaPanelProps) {
  const { t } = useTranslation('catalogue');
  const confirm = useConfirm();
  const [video, setVideo] = useState(videos[0]?.id ?? '');
  const [kind, setKind] = useState<AttachableKind>(event.stream_status === 'vod' ? 'vod' : 'live');
  const [busy, setBusy] = useState(false);
  const base = `/channels/${encodeURIComponent(channelKey)}/events/${event.id}/media`;

  async function run(work: () => Promise<AdminEvent>, done: string) {
    setBusy(true);
    try {
      onChanged(await work());
      toast.success(done);
    } catch (error) {
      toast.error(isApiError(error) ? error.message : t('common.failed'));
    } finally {
      setBusy(false);
    }
  }

  async function detach(id: number, label: string) {
    if (!(await confirm({ title: t('media.detachTitle'), message: t('media.detachMessage', { name: label }), confirmLabel: t('media.detach'), danger: true }))) return;
    await run(() => api.delete<AdminEvent>(`${base}/${id}`), t('media.detached'));
  }

  return (
    <section className="panel" aria-labelledby="event-media-title">
      <h2 className="panel__title" id="event-media-title">
        {t('media.title')}
      </h2>
      {event.media.length === 0 ? <p className="muted">{t('media.none')}</p> : null}
      <ul className="media-list">
        {event.media.map((item) => {
          const label = `${t(`media.kindNames.${item.kind}`, { defaultValue: item.kind_name })}${item.video ? ` · ${videos.find((v) => v.id === item.video)?.label ?? item.video}` : ''}`;
          return (
            <li key={item.id} className="media-list__item">
              <span>{label}</span>
              {canEdit ? (
                <button type="button" className="button button--ghost button--small" disabled={busy} onClick={() => void detach(item.id, label)}>
                  {t('media.detach')}
                </button>
              ) : null}
            </li>
          );
        })}
      </ul>
      {canEdit ? (
        <div className="media-attach">
          <label className="field">
            <span className="field__label">{t('media.video')}</span>
            <select className="input select" value={video} onChange={(e) => setVideo(e.target.value)}>
              {videos.map((v) => (
                <option key={v.id} value={v.id}>
                  {v.label}
                  {v.ready ? '' : ` (${t('media.processing')})`}
                </option>
              ))}
            </select>
          </label>
          <label className="field">
            <span className="field__label">{t('media.as')}</span>
            <select className="input select" value={kind} onChange={(e) => setKind(e.target.value as AttachableKind)}>
              <option value="vod">{t('media.kinds.vod')}</option>
              <option value="live">{t('media.kinds.live')}</option>
            </select>
          </label>
          <button type="button" className="button button--secondary" disabled={busy || !video} onClick={() => void run(() => api.post<AdminEvent>(base, { video, kind }), t('media.attached'))}>
            {t('media.attach')}
          </button>
        </div>
      ) : null}
    </section>
  );
}
