import { z } from 'zod';
import type { FastifyBaseLogger } from 'fastify';
import type { CacheBus } from '../../lib/cache-bus';

/** The bus topic of chat changes; every instance of a deployment hears it. */
export const CHAT_TOPIC = 'chat';

/** One change, as the instances tell each other: a stream event of one event's chat, or of every chat of the channel (rules). */
const ChatNotice = z.object({
  channel_id: z.number().int().positive(),
  event_id: z.number().int().positive().nullable(),
  kind: z.enum(['message', 'delete', 'pin', 'rules']),
  /** The message id of a `message`: its SSE `id:`. */
  id: z.number().int().positive().nullable(),
  data: z.unknown(),
});
export type ChatNotice = z.infer<typeof ChatNotice>;

/** A notice ready for the wire: the SSE frame is written once, whatever the number of streams. */
export interface ChatDelivery {
  kind: ChatNotice['kind'];
  id: number | null;
  frame: string;
}
type Listener = (delivery: ChatDelivery) => void;

export function sseFrame(kind: string, data: unknown, id: number | null = null): string {
  return `${id === null ? '' : `id: ${id}\n`}event: ${kind}\ndata: ${JSON.stringify(data)}\n\n`;
}

/**
 * Who hears a chat change: the open chat streams of the event (or, for rules, of the whole channel) on every instance.
 * A change goes out on the bus (Redis pub/sub with REDIS_URL, this process alone otherwise) and each instance, the
 * sender included, hands what it receives to its own streams, in the order heard.
 */
export function createChatHub(bus: Pick<CacheBus, 'publishNotice' | 'subscribeNotices'>, logger: Pick<FastifyBaseLogger, 'warn'>) {
  /** channel → event → streams. */
  const listeners = new Map<number, Map<number, Set<Listener>>>();
  const stopHearing = bus.subscribeNotices(CHAT_TOPIC, (data) => {
    const notice = ChatNotice.safeParse(data);
    if (!notice.success) return logger.warn({ topic: CHAT_TOPIC }, 'chat: ignored a malformed notice');
    const { channel_id: channelId, event_id: eventId, kind, id } = notice.data;
    const events = listeners.get(channelId);
    if (!events) return;
    const delivery: ChatDelivery = { kind, id, frame: sseFrame(kind, notice.data.data, id) };
    const targets = eventId === null ? [...events.values()] : [events.get(eventId)].filter((set) => set !== undefined);
    for (const set of targets) for (const listener of set) listener(delivery);
  });
  let total = 0;
  return {
    /** Resolves once sent; a change that could not be sent is logged (the sender's own streams miss it too). */
    async publish(notice: ChatNotice): Promise<void> {
      try {
        await bus.publishNotice(CHAT_TOPIC, notice);
      } catch (error) {
        logger.warn({ err: error, channel_id: notice.channel_id, event_id: notice.event_id }, 'chat: change not sent to viewers');
      }
    },
    subscribe(channelId: number, eventId: number, listener: Listener): () => void {
      const events = listeners.get(channelId) ?? new Map<number, Set<Listener>>();
      listeners.set(channelId, events);
      const set = events.get(eventId) ?? new Set();
      events.set(eventId, set);
      set.add(listener);
      total++;
      return () => {
        if (!set.delete(listener)) return;
        total--;
        if (set.size === 0) events.delete(eventId);
        if (events.size === 0) listeners.delete(channelId);
      };
    },
    /** Open streams of this instance, for tests and the bench. */
    size: () => total,
    close: () => void stopHearing(),
  };
}
export type ChatHub = ReturnType<typeof createChatHub>;
