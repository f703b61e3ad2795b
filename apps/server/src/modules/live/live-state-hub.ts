import { LiveStateMessage, ScoreStateMessage } from '@ott/contracts/live-ingest';
import { z } from 'zod';
import type { FastifyBaseLogger } from 'fastify';
import type { CacheBus } from '../../lib/cache-bus';

type Listener = (message: LiveStateMessage) => void;
type ScoreListener = (score: ScoreStateMessage) => void;

/** The bus topic of live state changes; every instance of a deployment hears it. */
export const LIVE_STATE_TOPIC = 'live-state';
const LiveStateNotice = z.object({ channel_id: z.number().int().positive(), message: LiveStateMessage });
/** A score change (modules/scores, docs/decisions/0082) rides the same topic: event cards on every page hear it. */
const ScoreNotice = z.object({ channel_id: z.number().int().positive(), score: ScoreStateMessage });

/**
 * Who is told when an event's live state changes: the channel's open live-state streams on every instance. The
 * ingest may run in another process than the viewer's, so a change goes out on the bus (Redis pub/sub with
 * REDIS_URL) and each instance, the sender included, hands what it receives to its own streams once, after
 * `prepare` (which must not reject) has readied the instance for it.
 */
export function createLiveStateHub(bus: Pick<CacheBus, 'publishNotice' | 'subscribeNotices'>, logger: Pick<FastifyBaseLogger, 'warn'>, prepare: (message: LiveStateMessage) => Promise<void> | undefined = () => undefined) {
  const listeners = new Map<number, Set<Listener>>();
  const scoreListeners = new Map<number, Set<ScoreListener>>();
  let scoreSnapshot: ((channelId: number) => Promise<ScoreStateMessage[]>) | null = null;
  // Messages reach the streams in the order heard, even when one waits for `prepare`.
  let delivered: Promise<void> = Promise.resolve();
  const stopHearing = bus.subscribeNotices(LIVE_STATE_TOPIC, (data) => {
    const scoreNotice = ScoreNotice.safeParse(data);
    if (scoreNotice.success) {
      const { channel_id: channelId, score } = scoreNotice.data;
      delivered = delivered
        .then(() => {
          for (const listener of scoreListeners.get(channelId) ?? []) listener(score);
        })
        .catch((error: unknown) => logger.warn({ err: error, channel_id: channelId, event_id: score.event_id }, 'live: score change not passed to viewers'));
      return;
    }
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
    /** Tells every instance's streams of the channel the event's score (`event: score`); a failure is logged. */
    async publishScore(channelId: number, score: ScoreStateMessage): Promise<void> {
      try {
        await bus.publishNotice(LIVE_STATE_TOPIC, { channel_id: channelId, score });
      } catch (error) {
        logger.warn({ err: error, channel_id: channelId, event_id: score.event_id }, 'live: score change not sent to viewers');
      }
    },
    /** The scores module tells how to read the channel's current scores, sent to each stream as it opens. */
    provideScores(snapshot: (channelId: number) => Promise<ScoreStateMessage[]>): void {
      scoreSnapshot = snapshot;
    },
    /** The channel's current scores (none when no scores module, or when they cannot be read: the next change brings them). */
    async currentScores(channelId: number): Promise<ScoreStateMessage[]> {
      try {
        return scoreSnapshot ? await scoreSnapshot(channelId) : [];
      } catch (error) {
        logger.warn({ err: error, channel_id: channelId }, 'live: current scores not read');
        return [];
      }
    },
    subscribeScores(channelId: number, listener: ScoreListener): () => void {
      const set = scoreListeners.get(channelId) ?? new Set();
      set.add(listener);
      scoreListeners.set(channelId, set);
      return () => {
        set.delete(listener);
        if (set.size === 0) scoreListeners.delete(channelId);
      };
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
