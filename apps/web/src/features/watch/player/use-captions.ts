import type { EventTextTrack } from '@ott/contracts/events';
import { useCallback, useEffect, useReducer, type RefObject } from 'react';
import { useUser } from '../../../lib/session';
import { CAPTIONS_OFF, addTextTracks, captionsStore, captionsViewer, keepStreamTracksHidden, showTextTrack } from './captions';

export interface CaptionsState {
  /** The tracks the viewer may choose from now (none during an ad). */
  tracks: readonly EventTextTrack[];
  /** The language showing, or CAPTIONS_OFF. */
  language: string;
  choose(language: string): void;
}

/**
 * The programme's captions: its tracks are on the <video> while it plays (not over the ad), and the language this
 * viewer chose last time shows at once. They are the only captions: the subtitle renditions a master may list as well
 * (hls.js's light build reads none; Safari's native HLS makes tracks of them) are kept off, so no language shows twice.
 */
export function useCaptions(videoRef: RefObject<HTMLVideoElement | null>, tracks: readonly EventTextTrack[], active: boolean): CaptionsState {
  const viewer = captionsViewer(useUser()?.id);
  // Read from the store on each render: it follows the viewer who is signed in now.
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  const chosen = captionsStore.chosenFor(viewer);
  const language = tracks.some((track) => track.language === chosen) ? chosen : CAPTIONS_OFF;

  useEffect(() => {
    const video = videoRef.current;
    if (!video || !active || tracks.length === 0) return;
    const removeTracks = addTextTracks(video, tracks);
    const stopHiding = keepStreamTracksHidden(video);
    return () => {
      stopHiding();
      removeTracks();
    };
  }, [videoRef, tracks, active]);

  useEffect(() => {
    const video = videoRef.current;
    if (video && active) showTextTrack(video, language);
  }, [videoRef, tracks, active, language]);

  const choose = useCallback(
    (next: string) => {
      captionsStore.remember(viewer, next);
      rerender();
    },
    [viewer, rerender],
  );
  return { tracks: active ? tracks : [], language, choose };
}
