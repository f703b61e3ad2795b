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

export type AppEvent = PlayerEvent;
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
