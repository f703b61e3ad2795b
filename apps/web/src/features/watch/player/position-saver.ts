import type { WatchPosition } from '@ott/contracts/watching';

/** How often the place is written while the replay plays. */
export const SAVE_EVERY_MS = 10_000;
const DAY_SECONDS = 24 * 3600;

export interface PositionSaver {
  /** Saves `video`'s place in the event every 10 s while it plays and on pause, end and page hide; returns the stop, which saves once more. */
  track(video: HTMLVideoElement, eventId: number): () => void;
}

/** The place to save, in whole seconds; none while the length is unknown (nothing loaded yet). */
export function positionOf(video: HTMLVideoElement, eventId: number): WatchPosition | null {
  const duration = Math.min(video.duration, DAY_SECONDS);
  if (!Number.isFinite(duration) || duration < 1) return null;
  const position = video.ended ? duration : Math.min(Math.max(video.currentTime, 0), duration);
  return { event_id: eventId, position: Math.floor(position), duration: Math.floor(duration) };
}

/**
 * Collects places per event (the latest wins) and writes them as one small batch, one write at a time; a failed
 * write keeps its places for the next one, unless a newer place replaced them meanwhile.
 */
export function createPositionSaver(send: (positions: WatchPosition[]) => Promise<void>): PositionSaver {
  const waiting = new Map<number, WatchPosition>();
  const written = new Map<number, string>();
  let sending: Promise<void> | null = null;
  let again = false;

  const signature = (place: WatchPosition) => `${place.position}/${place.duration}`;

  function queue(place: WatchPosition | null): void {
    if (place && written.get(place.event_id) !== signature(place)) waiting.set(place.event_id, place);
  }

  function flush(): void {
    if (sending) {
      again = true;
      return;
    }
    if (!waiting.size) return;
    const batch = [...waiting.values()];
    waiting.clear();
    batch.forEach((place) => written.set(place.event_id, signature(place)));
    sending = send(batch).then(
      () => {
        sending = null;
        if (again) {
          again = false;
          flush();
        }
      },
      () => {
        sending = null;
        again = false;
        for (const place of batch) {
          written.delete(place.event_id);
          if (!waiting.has(place.event_id)) waiting.set(place.event_id, place);
        }
      },
    );
  }

  return {
    track(video, eventId) {
      // The last place known: by the time the page leaves, the player may already have emptied the video.
      let latest: WatchPosition | null = null;
      const observe = () => {
        latest = positionOf(video, eventId) ?? latest;
      };
      const save = () => {
        observe();
        queue(latest);
        flush();
      };
      const timer = setInterval(() => {
        if (!video.paused && !video.ended) save();
      }, SAVE_EVERY_MS);
      video.addEventListener('timeupdate', observe);
      video.addEventListener('pause', save);
      video.addEventListener('ended', save);
      window.addEventListener('pagehide', save);
      return () => {
        clearInterval(timer);
        video.removeEventListener('timeupdate', observe);
        video.removeEventListener('pause', save);
        video.removeEventListener('ended', save);
        window.removeEventListener('pagehide', save);
        save();
      };
    },
  };
}
