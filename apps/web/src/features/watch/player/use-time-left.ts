import { useCallback, useSyncExternalStore, type RefObject } from 'react';

const TIME_EVENTS = ['timeupdate', 'durationchange', 'loadedmetadata', 'emptied'];

/**
 * Whole seconds left until `video` ends, as it plays; null while its length is unknown. Read as the component renders,
 * so what shows the time left shows it from its first paint, not an effect later.
 */
export function useTimeLeft(videoRef: RefObject<HTMLVideoElement | null>): number | null {
  const subscribe = useCallback(
    (changed: () => void) => {
      const video = videoRef.current;
      if (!video) return () => undefined;
      TIME_EVENTS.forEach((type) => video.addEventListener(type, changed));
      return () => TIME_EVENTS.forEach((type) => video.removeEventListener(type, changed));
    },
    [videoRef],
  );
  return useSyncExternalStore(subscribe, () => timeLeft(videoRef.current));
}

function timeLeft(video: HTMLVideoElement | null): number | null {
  if (!video || !Number.isFinite(video.duration) || video.duration <= 0) return null;
  return Math.max(0, Math.ceil(video.duration - video.currentTime));
}

/** "0:05" */
export const clockOf = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
