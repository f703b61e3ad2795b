import type { LiveStateMessage } from '@ott/contracts/live-ingest';

type Listener = (message: LiveStateMessage) => void;

/**
 * Who is told when an event's live state changes: the channel's open live-state streams. In memory, for the
 * one process that runs the ingest; across instances this is what a Redis channel will carry.
 */
export function createLiveStateHub() {
  const listeners = new Map<number, Set<Listener>>();
  return {
    publish(channelId: number, message: LiveStateMessage): void {
      for (const listener of listeners.get(channelId) ?? []) listener(message);
    },
    subscribe(channelId: number, listener: Listener): () => void {
      const set = listeners.get(channelId) ?? new Set();
      set.add(listener);
      listeners.set(channelId, set);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(channelId);
      };
    },
    /** Open streams, for metrics and tests. */
    size: (channelId: number) => listeners.get(channelId)?.size ?? 0,
  };
}
export type LiveStateHub = ReturnType<typeof createLiveStateHub>;
