import { useEffect, useState, type RefObject } from 'react';
import { exposeLiveEdgeStart, playsLive, secondsBehindLive, seekToLive, withinLiveWindow } from './live-edge';

/** media-chrome's requests, as its controls send them up to the controller. */
const SEEK_TO_LIVE_REQUEST = 'mediaseektoliverequest';
const SEEK_REQUEST = 'mediaseekrequest';
// 'seeking' too: a seek to live on a busy stream waits for its segment, and the bar says where the viewer is going.
const TIME_EVENTS = ['timeupdate', 'seeking', 'seeked', 'pause', 'play', 'durationchange', 'emptied'];

/**
 * A live player's DVR: media-chrome's Live control jumps to where this player plays live (not the playlist's very
 * end) and is lit there; its seek buttons and bar stay inside the window, never past live. Handled on the player,
 * before the controller's own handling (capture). Returns the whole seconds the viewer is behind live, null at live.
 */
export function useLiveControls(videoRef: RefObject<HTMLVideoElement | null>, playerRef: RefObject<HTMLElement | null>, enabled: boolean): number | null {
  const [behind, setBehind] = useState<number | null>(null);

  useEffect(() => {
    const video = videoRef.current;
    const player = playerRef.current;
    if (!enabled || !video || !player) return;
    const hideEdge = exposeLiveEdgeStart(video);
    const onSeekToLive = (event: Event) => {
      event.stopPropagation();
      seekToLive(video);
    };
    const onSeek = (event: Event) => {
      const target = (event as CustomEvent<unknown>).detail;
      if (!playsLive(video) || typeof target !== 'number') return;
      event.stopPropagation();
      video.currentTime = withinLiveWindow(video, target);
    };
    const update = () => setBehind(secondsBehindLive(video));
    player.addEventListener(SEEK_TO_LIVE_REQUEST, onSeekToLive, true);
    player.addEventListener(SEEK_REQUEST, onSeek, true);
    TIME_EVENTS.forEach((type) => video.addEventListener(type, update));
    update();
    return () => {
      hideEdge();
      player.removeEventListener(SEEK_TO_LIVE_REQUEST, onSeekToLive, true);
      player.removeEventListener(SEEK_REQUEST, onSeek, true);
      TIME_EVENTS.forEach((type) => video.removeEventListener(type, update));
    };
  }, [videoRef, playerRef, enabled]);

  return enabled ? behind : null;
}
