import { type CacheBusLogger, type CacheBusMessage, type CacheDropHandler, type CacheInvalidation, type CacheInvalidationHandler, type NoticeHandler, dropMessage, noticeMessage } from './types';

/**
 * The handlers of one bus and how a message reaches them. A failing handler neither stops the others nor
 * fails whoever delivered the message.
 */
export function createSubscribers(logger?: CacheBusLogger) {
  const channel = new Set<CacheInvalidationHandler>();
  const drops = new Map<string, Set<CacheDropHandler>>();
  const notices = new Map<string, Set<NoticeHandler>>();

  function add<T>(handlers: Map<string, Set<T>>, name: string, entry: T): () => void {
    const set = handlers.get(name) ?? new Set();
    handlers.set(name, set);
    set.add(entry);
    return () => set.delete(entry);
  }

  function run(call: () => void): void {
    try {
      call();
    } catch (error) {
      logger?.error({ err: error }, 'cache invalidation handler failed');
    }
  }

  return {
    subscribe(handler: CacheInvalidationHandler): () => void {
      // A wrapper per subscription, so the same function subscribed twice is called twice.
      const entry: CacheInvalidationHandler = (message) => handler(message);
      channel.add(entry);
      return () => channel.delete(entry);
    },
    subscribeDrops: (cache: string, handler: CacheDropHandler): (() => void) => add<CacheDropHandler>(drops, cache, (keys) => handler(keys)),
    subscribeNotices: (topic: string, handler: NoticeHandler): (() => void) => add<NoticeHandler>(notices, topic, (data) => handler(data)),
    deliver(message: CacheBusMessage): void {
      if (message.kind === 'channel') for (const handler of [...channel]) run(() => handler({ ...message.message }));
      else if (message.kind === 'drop') for (const handler of [...(drops.get(message.cache) ?? [])]) run(() => handler(message.keys && [...message.keys]));
      // The same object for every handler: they check it, they do not change it.
      else for (const handler of [...(notices.get(message.topic) ?? [])]) run(() => handler(message.data));
    },
    /** Messages may have been missed: every cache, of every kind, is dropped. */
    resync(): void {
      for (const handler of [...channel]) run(() => handler({ channelId: null, resync: true }));
      for (const set of drops.values()) for (const handler of [...set]) run(() => handler(null));
    },
    clear(): void {
      channel.clear();
      drops.clear();
      notices.clear();
    },
  };
}
export type Subscribers = ReturnType<typeof createSubscribers>;

/** What every bus does alike: wrap each kind of message for `send`, and hand subscriptions to this process's subscribers. */
export function busMessaging(send: (message: CacheBusMessage) => Promise<void>, subscribers: Subscribers) {
  return {
    publish: (message: CacheInvalidation) => send({ kind: 'channel', message }),
    subscribe: subscribers.subscribe,
    // A bad name throws before anything is sent, on either bus.
    publishDrop: async (cache: string, keys: readonly string[] | null) => send(dropMessage(cache, keys)),
    subscribeDrops: subscribers.subscribeDrops,
    publishNotice: async (topic: string, data: unknown) => send(noticeMessage(topic, data)),
    subscribeNotices: subscribers.subscribeNotices,
  };
}
