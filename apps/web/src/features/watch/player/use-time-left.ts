import { useEffect, useState, type RefObject } from 'react';

/** Whole seconds left until `video` ends, as it plays; null while its length is unknown. */
export function useTimeLeft(videoRef: RefObject<HTMLVideoElement | null>): number | null {
  const [left, setLeft] = useState<number | null>(null);
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    const update = () => setLeft(Number.isFinite(video.duration) && video.duration > 0 ? Math.max(0, Math.ceil(video.duration - video.currentTime)) : null);
    update();
    const events = ['timeupdate', 'durationchange', 'loadedmetadata', 'emptied'];
    events.forEach((type) => video.addEventListener(type, update));
    return () => events.forEach((type) => video.removeEventListener(type, update));
  }, [videoRef]);
  return left;
}

/** "0:05" */
export const clockOf = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
