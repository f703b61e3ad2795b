import type { LiveStateMessage } from '@ott/contracts/live-ingest';
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
