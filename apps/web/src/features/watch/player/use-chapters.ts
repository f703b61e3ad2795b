import type { EventMarker } from '@ott/contracts/events';
import { useCallback, useEffect, useState, type RefObject } from 'react';
import { currentMarkerIndex } from './markers';

export interface ChaptersState {
  /** Earliest first; none during an ad. */
  markers: readonly EventMarker[];
  /** The video's length in seconds (NaN until known): where the ticks sit. */
  duration: number;
  /** The index of the moment playing now, -1 before the first. */
  current: number;
  jump(marker: EventMarker): void;
}

interface Playhead {
  duration: number;
  current: number;
}

const samePlayhead = (a: Playhead, b: Playhead) => Object.is(a.duration, b.duration) && a.current === b.current;

/** A replay's named moments (kick-off, half-time, goals) and where the video is among them; jumping seeks there. */
export function useChapters(videoRef: RefObject<HTMLVideoElement | null>, markers: readonly EventMarker[], active: boolean): ChaptersState {
  const [playhead, setPlayhead] = useState<Playhead>({ duration: Number.NaN, current: -1 });
  const shown = active && markers.length > 0;

  useEffect(() => {
    const video = videoRef.current;
    if (!video || !shown) return;
    // Read on every tick but kept only when the moment or the length changes: the bar re-renders a few times, not 4 a second.
    const update = () => {
      const next = { duration: video.duration, current: currentMarkerIndex(markers, video.currentTime) };
      setPlayhead((previous) => (samePlayhead(previous, next) ? previous : next));
    };
    update();
    const events = ['timeupdate', 'seeked', 'durationchange', 'loadedmetadata', 'emptied'];
    events.forEach((type) => video.addEventListener(type, update));
    return () => events.forEach((type) => video.removeEventListener(type, update));
  }, [videoRef, markers, shown]);

  const jump = useCallback(
    (marker: EventMarker) => {
      const video = videoRef.current;
      if (video) video.currentTime = marker.seconds;
    },
    [videoRef],
  );
  return { markers: shown ? markers : [], duration: playhead.duration, current: playhead.current, jump };
}
