import { RESUME_MIN_SECONDS, isWorthResuming } from '@ott/contracts/resume-rules';
import { localStore, type ExpiringStorage } from '../../../lib/storage';

/** How often, at most, the position is written while playing. */
const SAVE_EVERY_MS = 5_000;

export interface ResumeStore {
  positionFor(key: string): number | undefined;
  remember(key: string, position: number, duration: number): void;
  forget(key: string): void;
}

/** Where each VOD was left, per event or library item, in local storage; kept by the account's rule (started, not finished). */
export function createResumeStore(storage: ExpiringStorage = localStore): ResumeStore {
  const entry = (key: string) => `resume.${key}`;
  return {
    positionFor(key) {
      const position = storage.get<number>(entry(key));
      return typeof position === 'number' && position >= RESUME_MIN_SECONDS ? position : undefined;
    },
    remember(key, position, duration) {
      // An unknown duration (metadata not loaded yet) cannot say finished.
      const known = Number.isFinite(duration) && duration > 0;
      if (known ? !isWorthResuming(position, duration) : position < RESUME_MIN_SECONDS) storage.remove(entry(key));
      else storage.set(entry(key), Math.floor(position));
    },
    forget: (key) => storage.remove(entry(key)),
  };
}

export const resumeStore = createResumeStore();

/** Where an event's replay is remembered. */
export const eventResumeKey = (eventId: number) => `e${eventId}`;

/** Keeps `key`'s position up to date while `video` plays; returns a function that saves once more and stops. */
export function trackResumePosition(video: HTMLVideoElement, key: string, store: ResumeStore = resumeStore, now: () => number = Date.now): () => void {
  let lastSaved = now();
  const save = () => {
    lastSaved = now();
    store.remember(key, video.currentTime, video.duration);
  };
  const onTimeUpdate = () => {
    if (now() - lastSaved >= SAVE_EVERY_MS) save();
  };
  const onEnded = () => store.forget(key);
  video.addEventListener('timeupdate', onTimeUpdate);
  video.addEventListener('pause', save);
  video.addEventListener('ended', onEnded);
  window.addEventListener('pagehide', save);
  return () => {
    if (!video.ended && video.currentTime > 0) save();
    video.removeEventListener('timeupdate', onTimeUpdate);
    video.removeEventListener('pause', save);
    video.removeEventListener('ended', onEnded);
    window.removeEventListener('pagehide', save);
  };
}
