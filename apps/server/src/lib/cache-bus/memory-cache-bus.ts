import { createSubscribers, type Subscribers } from './subscribers';
import { type CacheBus, type CacheBusLogger, type CacheBusMessage, dropMessage, noticeMessage } from './types';

/** The buses of one process: every bus made on the same hub hears every other. */
export interface MemoryCacheHub {
  buses: Set<Subscribers>;
}

export const createMemoryCacheHub = (): MemoryCacheHub => ({ buses: new Set() });

/** The bus of a single instance: a message reaches this process's subscribers at once, before publish returns. */
export function createMemoryCacheBus(hub: MemoryCacheHub = createMemoryCacheHub(), logger?: CacheBusLogger): CacheBus {
  const own = createSubscribers(logger);
  hub.buses.add(own);
  const send = async (message: CacheBusMessage) => {
    for (const bus of [...hub.buses]) bus.deliver(message);
  };
  return {
    publish: (message) => send({ kind: 'channel', message }),
    subscribe: own.subscribe,
    // A bad name throws before anything is sent, on either bus.
    publishDrop: async (cache, keys) => send(dropMessage(cache, keys)),
    subscribeDrops: own.subscribeDrops,
    publishNotice: async (topic, data) => send(noticeMessage(topic, data)),
    subscribeNotices: own.subscribeNotices,
    ready: async () => {},
    async close() {
      hub.buses.delete(own);
      own.clear();
    },
  };
}
