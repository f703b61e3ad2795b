import { localStore, type ExpiringStorage } from '../../../lib/storage';

/** Closer to the start than this, starting over is as good as resuming. */
export const MIN_RESUME_SECONDS = 5;
/** This close to the end counts as watched: next time starts from the beginning. */
export const END_MARGIN_SECONDS = 15;
/** How often, at most, the position is written while playing. */
const SAVE_EVERY_MS = 5_000;

export interface ResumeStore {
  positionFor(key: string): number | undefined;
  remember(key: string, position: number, duration: number): void;
  forget(key: string): void;
}

/** Where each VOD was left, per event or library item, in local storage. */
export function createResumeStore(storage: ExpiringStorage = localStore): ResumeStore {
  const entry = (key: string) => `resume.${key}`;
  return {
    positionFor(key) {
      const position = storage.get<number>(entry(key));
      return typeof position === 'number' && position >= MIN_RESUME_SECONDS ? position : undefined;
    },
    remember(key, position, duration) {
      const nearEnd = Number.isFinite(duration) && duration > 0 && position >= duration - END_MARGIN_SECONDS;
      if (position < MIN_RESUME_SECONDS || nearEnd) storage.remove(entry(key));
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
