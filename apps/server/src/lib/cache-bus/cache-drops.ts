import { createMemoryCacheBus } from './memory-cache-bus';
import type { CacheBus, CacheBusLogger, CacheDropHandler } from './types';

/**
 * One named cache's end of the cache bus, as the module that keeps the cache sees it (docs/decisions/0070).
 * The module forgets entries in `onDrop`; `drop` reaches every instance, this one included.
 */
export interface CacheDrops {
  /**
   * Tells every instance to forget these entries (null: all of them). Resolves once the message is on its
   * way; when it cannot be sent that is logged, and the other instances fall back on the cache's lifetime.
   */
  drop(keys: readonly string[] | null): Promise<void>;
  /** Runs `handler` on every drop of this cache from any instance, and with null after a lost link. */
  onDrop(handler: CacheDropHandler): () => void;
}

export function cacheDrops(bus: CacheBus, cache: string, logger: Pick<CacheBusLogger, 'warn'>): CacheDrops {
  return {
    async drop(keys) {
      try {
        await bus.publishDrop(cache, keys);
      } catch (error) {
        logger.warn({ err: error, cache }, 'cache drop not sent to other instances; they follow within the cache lifetime');
      }
    },
    onDrop: (handler) => bus.subscribeDrops(cache, handler),
  };
}

/** For one process alone (unit tests, commands): drops reach this process's handlers at once. */
export const localCacheDrops = (cache: string): CacheDrops => cacheDrops(createMemoryCacheBus(), cache, { warn: () => {} });
