import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { appEvents } from '../../../lib/app-events';
import { startPlaybackSession, type PlaybackPhase, type PlaybackSession, type SessionOptions } from './playback-session';
import { AUTO_LEVEL, type QualityLevel } from './stream-engine';

export type PlaybackRequest = Pick<SessionOptions, 'url' | 'live' | 'subject' | 'preroll' | 'resumeKey'>;

export interface PlaybackState {
  phase: PlaybackPhase | null;
  failed: boolean;
  levels: QualityLevel[];
  /** The rendition playing now, if known. */
  playingLevel: number | null;
  /** The viewer's choice: a level index or AUTO_LEVEL. */
  chosenLevel: number;
  chooseLevel(index: number): void;
}

/** Runs one playback session in the <video> while the component lives (the parent remounts it to retry). */
export function usePlaybackSession(videoRef: RefObject<HTMLVideoElement | null>, request: PlaybackRequest): PlaybackState {
  const [phase, setPhase] = useState<PlaybackPhase | null>(null);
  const [failed, setFailed] = useState(false);
  const [levels, setLevels] = useState<QualityLevel[]>([]);
  const [playingLevel, setPlayingLevel] = useState<number | null>(null);
  const [chosenLevel, setChosenLevel] = useState(AUTO_LEVEL);
  const session = useRef<PlaybackSession | null>(null);
  const { url, live, subject, preroll, resumeKey } = request;

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    const started = startPlaybackSession({
      video,
      url,
      live,
      subject,
      preroll,
      resumeKey,
      publish: appEvents.publish,
      onPhase: setPhase,
      onLevels: setLevels,
      onLevelSwitched: setPlayingLevel,
      onFatal: () => setFailed(true),
    });
    session.current = started;
    return () => {
      session.current = null;
      started.destroy();
    };
    // The subject and preroll steps belong to the same content as the URL.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [videoRef, url, live, resumeKey]);

  const chooseLevel = useCallback((index: number) => {
    setChosenLevel(index);
    session.current?.setLevel(index);
  }, []);

  return { phase, failed, levels, playingLevel, chosenLevel, chooseLevel };
}
