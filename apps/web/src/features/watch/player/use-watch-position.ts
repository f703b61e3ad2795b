import { useEffect, useState, type RefObject } from 'react';
import { saveWatchPositions } from '../api/watch-positions';
import { createPositionSaver } from './position-saver';

/** One saver for the page: every replay's places go out in the same small batches. */
const saver = createPositionSaver(saveWatchPositions);

const PROGRAMME_VIDEO = 'video[data-phase="main"]';

/**
 * The stage's programme <video> (not the preroll's): the player makes it outside React and marks its phase, so it
 * is watched for in the stage that holds `anchor`. A retry's new video replaces the old one.
 */
export function useProgrammeVideo(anchor: RefObject<HTMLElement | null>): HTMLVideoElement | null {
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  useEffect(() => {
    const stage = anchor.current?.parentElement;
    if (!stage) return;
    const look = () => setVideo(stage.querySelector<HTMLVideoElement>(PROGRAMME_VIDEO));
    look();
    const observer = new MutationObserver(look);
    observer.observe(stage, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-phase'] });
    return () => observer.disconnect();
  }, [anchor]);
  return video;
}

/** Saves the viewer's place in the replay while `video` is given (every 10 s playing, on pause, end and leave). */
export function useWatchPositionSaving(video: HTMLVideoElement | null, eventId: number): void {
  useEffect(() => (video ? saver.track(video, eventId) : undefined), [video, eventId]);
}
