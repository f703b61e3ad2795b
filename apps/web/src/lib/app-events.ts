/**
 * The app's event bus: features publish what happened (the player's spec §4 events), and
 * listeners such as analytics subscribe without the publishers knowing about them.
 */

/** Spec §4 player events. */
export const PLAYER_EVENT_NAMES = ['ready', 'play', 'pause', 'stop', 'seek', 'complete', 'error', 'first_frame'] as const;
export type PlayerEventName = (typeof PLAYER_EVENT_NAMES)[number];

/** What is playing: an event's stream, a library item, or a preroll before one of them. */
export interface PlayerStream {
  /** The event id, or the library item id when `scope` is `library`. */
  id: number;
  scope: 'event' | 'library';
  type: 'live' | 'vod' | 'preroll';
  /** What the event is about, for viewing reports (spec §7 viewing: category, sport, gender, school, league). */
  labels?: Partial<Record<'category' | 'sport' | 'gender' | 'school' | 'league', string | null>>;
}

export interface PlayerEvent {
  type: 'player';
  name: PlayerEventName;
  /** One id per playback of one stream, so a listener can group a view's events. */
  view_id: string;
  stream: PlayerStream;
  /** Playback position in seconds when it happened. */
  position: number;
  /** Wall-clock time, ms since the epoch. */
  at: number;
  /** For `error`: what failed, for logs (never shown to the viewer). */
  detail?: string;
}

/** The hls.js instance as listeners see it (events by name, so that they need not load hls.js). */
export interface StreamEngineEvents {
  on(event: string, listener: (event: string, data: { level: number }) => void): void;
  off(event: string, listener: (event: string, data: { level: number }) => void): void;
  readonly levels: ReadonlyArray<{ bitrate: number }>;
}

/** A playback asked for (`request`), then its hls.js instance once attached (`engine`): listeners may watch both. */
export interface PlaybackEvent {
  type: 'playback';
  step: 'request' | 'engine';
  view_id: string;
  stream: PlayerStream;
  video: HTMLVideoElement;
  hls?: StreamEngineEvents;
  at: number;
  /**
   * On the programme's request when a preroll was due first: when the viewer asked to play (the preroll's request),
   * and when the ad showed its first frame (null when no ad played), so the viewer's startup can be told apart from the
   * programme's own start after the ad.
   */
  after_preroll?: { requested_at: number; first_frame_at: number | null };
}

/** Something the viewer did that analytics counts (spec §7 event). */
export interface ActionEvent {
  type: 'action';
  name: 'sign_in' | 'registration' | 'purchase_started' | 'purchase_succeeded' | 'purchase_failed' | 'clip_created' | 'clip_shared' | 'favorite_added' | 'cookies_accepted' | 'cookies_declined';
  extras?: Record<string, string | number | boolean | null>;
}

export type AppEvent = PlayerEvent | PlaybackEvent | ActionEvent;
export type AppEventListener = (event: AppEvent) => void;

export interface AppEventBus {
  publish(event: AppEvent): void;
  subscribe(listener: AppEventListener): () => void;
}

export function createAppEventBus(): AppEventBus {
  const listeners = new Set<AppEventListener>();
  return {
    publish(event) {
      for (const listener of [...listeners]) {
        // A failing listener (analytics, say) must never break the feature that published.
        try {
          listener(event);
        } catch (error) {
          console.error('app event listener failed', error);
        }
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const appEvents = createAppEventBus();
