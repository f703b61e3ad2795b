import type { AdminEvent, AdminEventMedia } from '@ott/contracts/admin-catalogue';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VideoPicker, stateLabel } from '../../../components/VideoPicker';
import { useConfirm } from '../../../components/confirm';
import { toast } from '../../../components/toast';
import { type VideoChoice, mediaLibraryPath, stateOf } from '../../../components/video-choices';
import { isApiError } from '../../../lib/api';
import { type AttachKind, attachVideo, detachMedia, detachSlate, videosQuery } from '../api';

interface MediaPanelProps {
  channelKey: string;
  event: AdminEvent;
  videos: VideoChoice[];
  canEdit: boolean;
  onChanged: (event: AdminEvent) => void;
}

/** Playlists (kind 2 live, kind 3 replay) name the video they play and can have it replaced. */
const PLAYLIST_KINDS: Record<number, AttachKind> = { 3: 'vod', 2: 'live' };
const ATTACH_KINDS: AttachKind[] = ['vod', 'live', 'preview', 'slate'];

/** What the picker is open for: attaching a new video, or replacing the video of one playlist. */
type Picking = { mode: 'attach' } | { mode: 'replace'; item: AdminEventMedia; kind: AttachKind };

/** The event's media (pictures, previews, playlists): attach a library or demo video, replace a playlist's video, detach. */
export function MediaPanel({ channelKey, event, videos, canEdit, onChanged }: MediaPanelProps) {
  const { t, i18n } = useTranslation('catalogue');
  const confirm = useConfirm();
  const client = useQueryClient();
  const kindId = useId();
  const [kind, setKind] = useState<AttachKind>(event.stream_status === 'vod' ? 'vod' : 'live');
  const [picking, setPicking] = useState<Picking | null>(null);
  const [busy, setBusy] = useState(false);
  const videoOf = (id: string | null) => (id ? videos.find((video) => video.id === id) : undefined);
  const kindLower = (item: AdminEventMedia) => t(`media.kindNames.${item.kind}`, { defaultValue: item.kind_name }).toLocaleLowerCase(i18n.language);
  const nameOf = (item: AdminEventMedia) => {
    const kindName = t(`media.kindNames.${item.kind}`, { defaultValue: item.kind_name });
    return item.video ? `${kindName} · ${videoOf(item.video)?.label ?? item.video}` : kindName;
  };

  async function run(work: () => Promise<AdminEvent>, done: string) {
    setBusy(true);
    try {
      onChanged(await work());
      void client.invalidateQueries({ queryKey: videosQuery(channelKey).queryKey });
      toast.success(done);
    } catch (error) {
      toast.error(isApiError(error) ? error.message : t('common.failed'));
    } finally {
      setBusy(false);
    }
  }

  async function chosen(video: VideoChoice) {
    const current = picking;
    setPicking(null);
    if (!current) return;
    if (current.mode === 'attach') {
      await run(() => attachVideo(channelKey, event.id, { video: video.id, kind }), t('media.attached'));
      return;
    }
    const ok = await confirm({
      title: t('media.replaceTitle', { kind: kindLower(current.item) }),
      message: t('media.replaceMessage', { from: videoOf(current.item.video)?.label ?? current.item.video, to: video.label }),
      confirmLabel: t('media.replace'),
    });
    if (ok) await run(() => attachVideo(channelKey, event.id, { video: video.id, kind: current.kind, replace: true }), t('media.replaced'));
  }

  async function detach(item: AdminEventMedia) {
    const name = nameOf(item);
    if (!(await confirm({ title: t('media.detachTitle'), message: t('media.detachMessage', { name }), confirmLabel: t('media.detach'), danger: true }))) return;
    await run(() => detachMedia(channelKey, event.id, item.id), t('media.detached'));
  }

  const slate = event.live_slate;
  const slateName = slate ? `${t('media.slateName')} · ${videoOf(slate)?.label ?? slate}` : '';
  async function detachTheSlate() {
    if (!(await confirm({ title: t('media.detachTitle'), message: t('media.detachMessage', { name: slateName }), confirmLabel: t('media.detach'), danger: true }))) return;
    await run(() => detachSlate(channelKey, event.id), t('media.detached'));
  }

  return (
    <section className="panel" aria-labelledby="event-media-title">
      <h2 className="panel__title" id="event-media-title">
        {t('media.title')}
      </h2>
      {event.media.length === 0 && !slate ? <p className="muted">{t('media.none')}</p> : null}
      <ul className="media-list">
        {event.media.map((item) => {
          const video = videoOf(item.video);
          const replaceable = canEdit && item.video !== null && PLAYLIST_KINDS[item.kind] !== undefined;
          return (
            <li key={item.id} className="media-list__item">
              <span className="media-list__name">
                <span>{nameOf(item)}</span>
                {video && stateOf(video) !== 'ready' ? <span className="badge video-picker__state--processing">{stateLabel(t, video)}</span> : null}
              </span>
              {canEdit ? (
                <span className="media-list__actions">
                  {replaceable ? (
                    <button
                      type="button"
                      className="button button--ghost button--small"
                      disabled={busy}
                      aria-label={t('media.replaceOf', { name: nameOf(item) })}
                      onClick={() => setPicking({ mode: 'replace', item, kind: PLAYLIST_KINDS[item.kind]! })}
                    >
                      {t('media.replaceOpen')}
                    </button>
                  ) : null}
                  <button type="button" className="button button--ghost button--small" disabled={busy} aria-label={t('media.detachOf', { name: nameOf(item) })} onClick={() => void detach(item)}>
                    {t('media.detach')}
                  </button>
                </span>
              ) : null}
            </li>
          );
        })}
        {slate ? (
          <li className="media-list__item">
            <span className="media-list__name">
              <span>{slateName}</span>
              {videoOf(slate) && stateOf(videoOf(slate)!) !== 'ready' ? <span className="badge video-picker__state--processing">{stateLabel(t, videoOf(slate)!)}</span> : null}
              <span className="muted media-list__hint">{t('media.slateHint')}</span>
            </span>
            {canEdit ? (
              <span className="media-list__actions">
                <button type="button" className="button button--ghost button--small" disabled={busy} aria-label={t('media.detachOf', { name: slateName })} onClick={() => void detachTheSlate()}>
                  {t('media.detach')}
                </button>
              </span>
            ) : null}
          </li>
        ) : null}
      </ul>
      {canEdit ? (
        <div className="media-attach">
          <button type="button" className="button button--secondary" disabled={busy} onClick={() => setPicking({ mode: 'attach' })}>
            {t('media.attachOpen')}
          </button>
        </div>
      ) : null}
      <VideoPicker
        open={picking !== null}
        title={picking?.mode === 'replace' ? t('media.replacePicker', { kind: kindLower(picking.item) }) : t('media.attachPicker')}
        videos={videos}
        uploadTo={mediaLibraryPath(channelKey)}
        current={picking?.mode === 'replace' ? picking.item.video : null}
        onClose={() => setPicking(null)}
        onChoose={(video) => void chosen(video)}
      >
        {picking?.mode === 'attach' ? (
          <label className="field video-picker__kind" htmlFor={kindId}>
            <span className="field__label">{t('media.as')}</span>
            <select id={kindId} className="input select" value={kind} onChange={(e) => setKind(e.target.value as AttachKind)}>
              {ATTACH_KINDS.map((value) => (
                <option key={value} value={value}>
                  {t(`media.kinds.${value}`)}
                </option>
              ))}
            </select>
          </label>
        ) : null}
      </VideoPicker>
    </section>
  );
}
