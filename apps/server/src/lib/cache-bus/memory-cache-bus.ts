import type { CacheBus, CacheBusLogger, CacheInvalidation, CacheInvalidationHandler } from './types';

/** The subscribers of one process: every bus made on the same hub hears every other. */
export interface MemoryCacheHub {
  handlers: Set<CacheInvalidationHandler>;
}

export const createMemoryCacheHub = (): MemoryCacheHub => ({ handlers: new Set() });

/** The bus of a single instance: a message reaches this process's subscribers at once, before publish returns. */
export function createMemoryCacheBus(hub: MemoryCacheHub = createMemoryCacheHub(), logger?: CacheBusLogger): CacheBus {
  const own = new Set<CacheInvalidationHandler>();
  return {
    async publish(message: CacheInvalidation) {
      // A failing subscriber neither stops the others nor fails the change that published.
      for (const handler of [...hub.handlers]) {
        try {
          handler({ ...message });
        } catch (error) {
          logger?.error({ err: error }, 'cache invalidation handler failed');
        }
      }
    },
    subscribe(handler) {
      // A wrapper per subscription, so the same function subscribed twice is called twice.
      const entry: CacheInvalidationHandler = (message) => handler(message);
      hub.handlers.add(entry);
      own.add(entry);
      return () => {
        hub.handlers.delete(entry);
        own.delete(entry);
      };
    },
    ready: async () => {},
    async close() {
      for (const entry of own) hub.handlers.delete(entry);
      own.clear();
    },
  };
}
