import type { Clip } from '@ott/contracts/clips';
import type { Event, EventMarker } from '@ott/contracts/events';
import { lazy, Suspense, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../../lib/i18n-react';
import { useUser } from '../../../../lib/session';
import { clipUsage, refreshUserAccess } from '../../../../components/clips/clip-usage';
import { useEventClips, useUserAccess } from '../../api/clips';
import { sortedMarkers } from '../../player/markers';
import { Spinner } from '../../../../components/ui/Spinner';
import { ClipProgress } from './ClipProgress';
import { useScoreTimeline } from '../../api/score-timeline';
import { withScoreSuggestions } from './score-suggestions';
import './clips.css';

// The clip form (and Zod, which checks it) loads when the viewer opens it, not with the player screen.
const ClipPanel = lazy(() => import('./ClipPanel').then((module) => ({ default: module.ClipPanel })));

const LIVE_KIND = 2;
const VOD_KIND = 3;

/**
 * What the viewer plays, when it can be clipped: a replay's video, or a live event's feed (within its DVR window); with
 * a replay's markers, earliest first, which clips may start at.
 */
export function clipMediaOf(event: Pick<Event, 'media' | 'stream_status'>): { id: number; live: boolean; markers: readonly EventMarker[] } | null {
  const live = event.stream_status === 'live';
  if (!live && event.stream_status !== 'vod') return null;
  const media = event.media.find((item) => item.kind === (live ? LIVE_KIND : VOD_KIND) && item.url);
  if (!media) return null;
  return { id: media.id, live, markers: live ? [] : sortedMarkers(media.markers ?? []) };
}

/**
 * The player's programme <video> (not the preroll's). The player makes it outside React (usePlayerVideo), and this
 * control sits beside the player rather than in it, so it is found on the page.
 */
const programmeVideo = () => document.querySelector<HTMLVideoElement>('.watch__stage video[data-phase="main"]');

/** Under a replay or a live event: the clip tool for users with clipping, and for everyone else what would give it. */
export function ClipControl({ event }: { event: Pick<Event, 'id' | 'media' | 'stream_status'> }) {
  const user = useUser();
  const media = clipMediaOf(event);
  if (media === null) return null;
  return user ? <ClipTool eventId={event.id} mediaId={media.id} live={media.live} markers={media.markers} /> : <ClipHint />;
}

function ClipHint() {
  const { t } = useTranslation();
  return (
    <p className="clip-hint muted">
      {t('clips.control.hint')} <Link to="/packages">{t('clips.control.seePasses')}</Link>
    </p>
  );
}

/** At the channel's cap the Clip button says so before any form, and where a slot is freed. */
function ClipLimit({ used, cap }: { used: number; cap: number }) {
  const { t } = useTranslation();
  return (
    <div className="clip-tool clip-tool--full">
      <button type="button" className="button button--ghost clip-tool__toggle" disabled aria-describedby="clip-limit-note">
        <span aria-hidden="true">✂</span> {t('clips.control.full')}
      </button>
      <p id="clip-limit-note" className="clip-hint muted">
        {t('clips.control.fullNote', { used, cap })} <Link to="/profile/clips">{t('clips.progress.myClips')}</Link>
      </p>
    </div>
  );
}

function ClipTool({ eventId, mediaId, live, markers: replayMarkers }: { eventId: number; mediaId: number; live: boolean; markers: readonly EventMarker[] }) {
  const { t } = useTranslation();
  // Score changes of the replay are offered as clip starts (features/watch ScoreBug, docs/decisions/0082).
  const timeline = useScoreTimeline(live ? null : eventId);
  const markers = useMemo(() => withScoreSuggestions(replayMarkers, timeline.data?.changes ?? []), [replayMarkers, timeline.data]);
  const access = useUserAccess();
  const [open, setOpen] = useState(false);
  const [created, setCreated] = useState<Clip | null>(null);
  // A live clip asked for before its end was recorded waits for it: its progress says so.
  const [waitsForEnd, setWaitsForEnd] = useState(false);
  const clips = useEventClips(eventId, created !== null);
  if (!access.data) return null;
  if (!access.data.capabilities.includes('clipping')) return <ClipHint />;
  const clip = (created && clips.data?.find((one) => one.id === created.id)) ?? created;
  const panelId = `clip-panel-${eventId}`;
  const usage = clipUsage(access.data);
  if (usage.full && !clip) return <ClipLimit used={usage.used} cap={usage.cap!} />;
  return (
    <div className="clip-tool">
      {clip ? null : (
        <button type="button" className="button button--ghost clip-tool__toggle" aria-expanded={open} aria-controls={open ? panelId : undefined} onClick={() => setOpen(!open)}>
          <span aria-hidden="true">✂</span> {t('clips.control.button')}
        </button>
      )}
      <div id={panelId} className="clip-tool__body">
        {clip ? (
          <ClipProgress
            clip={clip}
            canDownload={access.data.capabilities.includes('download_clip')}
            note={waitsForEnd ? t('clips.live.endLive') : undefined}
            onAnother={() => {
              setCreated(null);
              setOpen(true);
            }}
          />
        ) : open ? (
          <Suspense fallback={<Spinner label={t('clips.control.loading')} />}>
            <ClipPanel
              source={{ eventId, mediaId }}
              video={programmeVideo}
              live={live}
              markers={markers}
              onCreated={(clip, endStillLive) => {
                setWaitsForEnd(endStillLive);
                setCreated(clip);
                void refreshUserAccess();
              }}
              onCancel={() => setOpen(false)}
            />
          </Suspense>
        ) : null}
      </div>
    </div>
  );
}
