import type { Event } from '@ott/contracts/events';
import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n-react';
import { useUser } from '../../../lib/session';
import { useApiQuery, useQueryScope } from '../../../lib/use-api-data';
import { savedPositionQuery } from '../api/watch-positions';
import type { PlaybackPlan } from '../model/playback';
import { isResumable, playbackClock } from '../model/resume-label';
import { holdPlayback, playFrom } from '../player/resume-hold';
import { useProgrammeVideo, useWatchPositionSaving } from '../player/use-watch-position';
import './resume.css';

/** In a signed-in viewer's replay: the offer to resume where they stopped, and the saving of their place. */
export function ResumeWatching({ event, plan }: { event: Pick<Event, 'id' | 'stream_status'>; plan: PlaybackPlan }) {
  const signedIn = Boolean(useUser());
  const replay = event.stream_status === 'vod' && plan.kind === 'stream' && !plan.live;
  return signedIn && replay ? <ResumeReplay eventId={event.id} /> : null;
}

function ResumeReplay({ eventId }: { eventId: number }) {
  const { t } = useTranslation();
  const anchor = useRef<HTMLSpanElement>(null);
  const video = useProgrammeVideo(anchor);
  const saved = useApiQuery(savedPositionQuery(useQueryScope(), eventId, true));
  const [answered, setAnswered] = useState(false);
  const release = useRef<() => void>(() => {});
  const known = !saved.loading;
  const offer = known && !answered && isResumable(saved.data) ? saved.data : null;

  // Held as the offer shows, before the browser paints it: an autoplay starting meanwhile is held too.
  useLayoutEffect(() => {
    if (!offer || !video) return;
    release.current = holdPlayback(video, () => setAnswered(true));
    return () => release.current();
  }, [offer, video]);

  // Nothing is written while the offer stands: the place it offers would be overwritten by the start.
  useWatchPositionSaving(known && !offer ? video : null, eventId);

  const choose = (seconds: number) => {
    release.current();
    setAnswered(true);
    if (video) playFrom(video, seconds);
  };

  return (
    <>
      <span ref={anchor} hidden />
      {offer && video ? (
        <div className="resume-prompt" role="group" aria-labelledby="resume-prompt-title">
          <p id="resume-prompt-title" className="resume-prompt__title">
            {t('watching.resumeTitle')}
          </p>
          <div className="resume-prompt__actions">
            <button type="button" className="button button--primary button--small" onClick={() => choose(offer.position)}>
              {t('watching.resumeFrom', { time: playbackClock(offer.position) })}
            </button>
            <button type="button" className="button button--ghost button--small resume-prompt__over" onClick={() => choose(0)}>
              {t('watching.startOver')}
            </button>
          </div>
        </div>
      ) : null}
    </>
  );
}
