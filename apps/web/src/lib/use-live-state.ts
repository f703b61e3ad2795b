import type { LiveStateMessage, ScoreStateMessage } from '@ott/contracts/live-ingest';
import { useContext, useEffect, useRef, useState } from 'react';
import { ChannelContext } from './channel-context';
import type { LiveStateListener } from './live-state';
import { loadLiveState } from './live-state-loader';

/**
 * Listens to the channel's live-state stream while the component lives. The stream and its parser (Zod) load a while
 * after the first screen (live-state-loader.ts): the landing page, which lists live events, has no room for them.
 */
function useLiveStateSubscription(listener: LiveStateListener, enabled = true): void {
  const channelKey = useContext(ChannelContext)?.channelKey;
  const latestListener = useRef(listener);
  useEffect(() => {
    latestListener.current = listener;
  });

  useEffect(() => {
    // Without EventSource (an old browser, a test page) there is no stream to load.
    if (!channelKey || !enabled || typeof EventSource === 'undefined') return;
    let unsubscribe: (() => void) | null = null;
    let stopped = false;
    loadLiveState().then(
      ({ subscribeLiveState }) => {
        if (!stopped) unsubscribe = subscribeLiveState(channelKey, (message) => latestListener.current(message));
      },
      // Without the stream, lists and players show what they loaded, as before it existed.
      () => undefined,
    );
    return () => {
      stopped = true;
      unsubscribe?.();
    };
  }, [channelKey, enabled]);
}

const ignore = () => undefined;

/** Keeps a screen's event lists current: each change of live state makes them ask again (see live-state.ts). */
export function useLiveStateUpdates(enabled = true): void {
  useLiveStateSubscription(ignore, enabled);
}

/** The latest live-state change of one event since the screen opened; null before the first. */
export function useLiveState(eventId: number): LiveStateMessage | null {
  const [latest, setLatest] = useState<LiveStateMessage | null>(null);
  useLiveStateSubscription((message) => {
    if (message.event_id === eventId) setLatest(message);
  });
  return latest?.event_id === eventId ? latest : null;
}

/**
 * An event's score as the live-state stream last told it (`event: score`), else `initial` (the event payload's);
 * undefined when neither has one. The stream loads like the live state's (a while after the first screen).
 */
export function useLiveScore(eventId: number, initial: ScoreStateMessage | undefined, enabled = true): ScoreStateMessage | undefined {
  const channelKey = useContext(ChannelContext)?.channelKey;
  const [heard, setHeard] = useState<ScoreStateMessage | null>(null);
  useEffect(() => {
    if (!channelKey || !enabled || typeof EventSource === 'undefined') return;
    let unsubscribe: (() => void) | null = null;
    let stopped = false;
    loadLiveState().then(
      ({ subscribeScores }) => {
        if (!stopped)
          unsubscribe = subscribeScores(channelKey, (score) => {
            // A stream (re)opening is told the current scores: an older one than what was heard is not shown.
            if (score.event_id === eventId) setHeard((previous) => (previous && previous.event_id === eventId && Date.parse(previous.updated_at) > Date.parse(score.updated_at) ? previous : score));
          });
      },
      () => undefined,
    );
    return () => {
      stopped = true;
      unsubscribe?.();
    };
  }, [channelKey, eventId, enabled]);
  // The newer of the two: a refetched payload may be fresher than the last message heard.
  const current = heard?.event_id === eventId ? heard : null;
  if (current && initial) return Date.parse(current.updated_at) >= Date.parse(initial.updated_at) ? current : initial;
  return current ?? initial;
}
