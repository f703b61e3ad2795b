import { busMessaging, createSubscribers, type Subscribers } from './subscribers';
import type { CacheBus, CacheBusLogger, CacheBusMessage } from './types';

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
    ...busMessaging(send, own),
    ready: async () => {},
    async close() {
      hub.buses.delete(own);
      own.clear();
    },
  };
}
