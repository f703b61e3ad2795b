import type { Event } from '@ott/contracts/events';
import type { LiveStateMessage } from '@ott/contracts/live-ingest';
import { Suspense, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Navigate } from 'react-router';
import { isNotFound } from '@ott/client/api-error';
import { useDocumentTitle } from '../../../lib/document-title';
import { eventTitle } from '../../../lib/event-display';
import { useUser } from '../../../lib/session';
import { watchPanels } from '../../../lib/watch-panels';
import { useLiveState } from '../../../lib/use-live-state';
import { useEventPasses } from '../api/event-passes';
import { useEvent } from '../api/get-event';
import { pageOpenedOnEvent } from '../api/opening-event';
import { reportPrerollPlayed } from '../api/preroll';
import { gateListsPasses } from '../model/access-gate';
import { planForEvent, type PlaybackPlan } from '../model/playback';
import { viewLabels } from '../model/view-labels';
import { prefetchPreroll, takePreroll } from '../player/preroll-lookup';
import { eventResumeKey } from '../player/resume-position';
import { preloadStreamEngine } from '../player/stream-engine';
import { ClipControl } from './clip/ClipControl';
import { DownloadButton } from './DownloadButton';
import { EventInfo } from './EventInfo';
import { LiveEnded } from './LiveEnded';
import { PlanView } from './PlanView';
import { ResumeWatching } from './ResumeWatching';
import { ScoreBug } from './ScoreBug';
import { LoadFailure, StageLoading } from './StageStates';

/** An event may name the package that sells it alone (commerce adds it). */
type SellableEvent = Event & { single_event_package_id?: number | null };

/** An event's player (after its preroll), or its gate; with its details unless embedded. */
export function EventWatch({ id, embedded = false }: { id: number; embedded?: boolean }) {
  const user = useUser();
  const { data: event, error, loading, refresh } = useEvent(id);
  useDocumentTitle(event?.name);
  const liveState = useLiveState(id);
  useRefreshOnLiveChange(liveState, event?.stream_status, refresh);
  const ended = liveState?.state === 'ended';
  // Chosen for this event: another event's page starts with its own offer.
  const [replayChosenFor, setReplayChosenFor] = useState<number | null>(null);

  // hls.js and the preroll are fetched beside the event, not after it (and before the first paint); on the page the
  // load opened on, the opening script has seen to hls.js, which a visitor's paywall never runs.
  useLayoutEffect(() => {
    if (!pageOpenedOnEvent(id)) preloadStreamEngine();
    prefetchPreroll(id);
  }, [id]);

  const offersResume = Boolean(user) && !embedded;
  const playback = useMemo(
    () => ({
      subject: { id, scope: 'event' as const, labels: event && viewLabels(event) },
      // A signed-in viewer's place is kept on the server and offered (ResumeWatching), not resumed silently from this browser's.
      resumeKey: offersResume ? null : eventResumeKey(id),
      preroll: { find: () => takePreroll(id), report: (ad: { id: number }) => reportPrerollPlayed(id, ad.id) },
    }),
    [id, offersResume, event],
  );

  // A paywall lists the passes that open the event; the page waits for them rather than grow under the viewer's eyes
  // (the gate taller, the details pushed down) when they arrive, but not past a failed attempt.
  const plan = event ? planForEvent(event) : null;
  const listsPasses = !embedded && plan?.kind === 'locked' && gateListsPasses(plan.reason, { loggedIn: user !== null, singleEventPackageId: (event as SellableEvent).single_event_package_id });
  const passes = useEventPasses(listsPasses ? id : null);
  const waitsForPasses = listsPasses && passes.loading && !passes.failedOnce;
  // Once shown, the page stays: the passes list asks again when it mounts after a failure, and must not take it away.
  const [shownFor, setShownFor] = useState<number | null>(null);
  const shown = Boolean(event) && !waitsForPasses;
  if (shown && shownFor !== id) setShownFor(id);

  if (isNotFound(error)) return <Navigate to="/404" replace />;
  if (!event || !plan) return loading ? <StageLoading /> : <LoadFailure onRetry={refresh} />;
  if (waitsForPasses && shownFor !== id) return <StageLoading />;

  const title = eventTitle(event);
  const stage = ended && replayChosenFor !== id && !isGate(plan) ? (
    <LiveEnded plan={plan} refresh={refresh} onWatchReplay={() => setReplayChosenFor(id)} />
  ) : (
    <PlanView
      plan={plan}
      title={title}
      playback={playback}
      singleEventPackageId={(event as SellableEvent).single_event_package_id}
      embeddedFrom={embedded ? `/watch/${id}` : undefined}
      refresh={refresh}
      slateShown={liveState?.state === 'live' && liveState.slate}
    />
  );
  if (embedded) return stage;
  const canDownload = user?.capabilities.includes('download') && plan.kind === 'stream' && !plan.live;
  return (
    <>
      <div className="watch__stage">
        {/* Before the player: the offer, at the picture's top, is the first stop of the keyboard there too. */}
        <ResumeWatching event={event} plan={plan} />
        {stage}
        <ScoreBug event={event} />
      </div>
      {watchPanels().map((Panel, index) => (
        <Suspense key={index} fallback={null}>
          <Panel event={event} />
        </Suspense>
      ))}
      <EventInfo event={event} actions={canDownload ? <DownloadButton eventId={id} /> : null} />
      <ClipControl event={event} />
    </>
  );
}

/** A gate the viewer can act on (log in, buy, another region) stands for the replay offer itself. */
const isGate = (plan: PlaybackPlan) => plan.kind === 'locked' && plan.reason !== 'processing';

/**
 * Fetches the event again when its live state says what the page shows is out of date: it went live or ended (a new
 * stream status, or the end). A drop to the slate and back is not one: the stream goes on, and a fresh signed URL
 * would restart the player.
 */
function useRefreshOnLiveChange(liveState: LiveStateMessage | null, shownStatus: Event['stream_status'] | undefined, refresh: () => void): void {
  const shown = useRef(shownStatus);
  useEffect(() => {
    shown.current = shownStatus;
  });
  useEffect(() => {
    if (liveState && (liveState.state === 'ended' || liveState.stream_status !== shown.current)) refresh();
  }, [liveState, refresh]);
}
