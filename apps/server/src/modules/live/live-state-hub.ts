import { LiveStateMessage } from '@ott/contracts/live-ingest';
import { z } from 'zod';
import type { FastifyBaseLogger } from 'fastify';
import type { CacheBus } from '../../lib/cache-bus';

type Listener = (message: LiveStateMessage) => void;

/** The bus topic of live state changes; every instance of a deployment hears it. */
export const LIVE_STATE_TOPIC = 'live-state';
const LiveStateNotice = z.object({ channel_id: z.number().int().positive(), message: LiveStateMessage });

/**
 * Who is told when an event's live state changes: the channel's open live-state streams on every instance. The
 * ingest may run in another process than the viewer's, so a change goes out on the bus (Redis pub/sub with
 * REDIS_URL) and each instance, the sender included, hands what it receives to its own streams once, after
 * `prepare` (which must not reject) has readied the instance for it.
 */
export function createLiveStateHub(bus: Pick<CacheBus, 'publishNotice' | 'subscribeNotices'>, logger: Pick<FastifyBaseLogger, 'warn'>, prepare: (message: LiveStateMessage) => Promise<void> | undefined = () => undefined) {
  const listeners = new Map<number, Set<Listener>>();
  // Messages reach the streams in the order heard, even when one waits for `prepare`.
  let delivered: Promise<void> = Promise.resolve();
  const stopHearing = bus.subscribeNotices(LIVE_STATE_TOPIC, (data) => {
    const notice = LiveStateNotice.safeParse(data);
    if (!notice.success) return logger.warn({ topic: LIVE_STATE_TOPIC }, 'live: ignored a malformed live state notice');
    const { channel_id: channelId, message } = notice.data;
    delivered = delivered
      .then(() => prepare(message))
      .then(() => {
        for (const listener of listeners.get(channelId) ?? []) listener(message);
      })
      .catch((error: unknown) => logger.warn({ err: error, channel_id: channelId, event_id: message.event_id }, 'live: state change not passed to viewers'));
  });
  return {
    /** Resolves once sent; a change that could not be sent is logged: players still follow their playlists. */
    async publish(channelId: number, message: LiveStateMessage): Promise<void> {
      try {
        await bus.publishNotice(LIVE_STATE_TOPIC, { channel_id: channelId, message });
      } catch (error) {
        logger.warn({ err: error, channel_id: channelId, event_id: message.event_id }, 'live: state change not sent to viewers');
      }
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
    close: () => void stopHearing(),
  };
}
export type LiveStateHub = ReturnType<typeof createLiveStateHub>;
