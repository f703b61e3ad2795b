import { useCallback, useEffect, useState, type RefObject } from 'react';
import { numberFormat } from '@ott/client/format';

/** The speeds a replay may play at (a live stream plays at 1×). */
export const PLAYBACK_RATES = [0.5, 0.75, 1, 1.25, 1.5, 1.75, 2] as const;

/** "1.25×", written the viewer's way ("1,25×" in French). */
export const rateLabel = (rate: number, language: string) => `${numberFormat(language).format(rate)}×`;

export interface PlaybackSpeed {
  rate: number;
  choose(rate: number): void;
}

/** The video's playback rate, as the speed menu shows and sets it. */
export function usePlaybackSpeed(videoRef: RefObject<HTMLVideoElement | null>): PlaybackSpeed {
  const [rate, setRate] = useState(1);
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    // A new source (the programme after its ad) starts at the default rate: the menu follows the video.
    const follow = () => setRate(video.playbackRate);
    video.addEventListener('ratechange', follow);
    return () => video.removeEventListener('ratechange', follow);
  }, [videoRef]);
  const choose = useCallback(
    (next: number) => {
      setRate(next);
      if (videoRef.current) videoRef.current.playbackRate = next;
    },
    [videoRef],
  );
  return { rate, choose };
}
