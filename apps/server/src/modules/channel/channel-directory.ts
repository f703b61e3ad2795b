import { createTtlCache } from '../../lib/ttl-cache';
import type { Channel } from './channel.types';

export interface ChannelIndex {
  byKey: Map<string, Channel>;
  byId: Map<number, Channel>;
  byHostname: Map<string, Channel>;
  /** Hostnames of archived channels, which answer no viewer. */
  archivedHostnames: Set<string>;
}

/**
 * Channels are read on every request, and there are few of them: the whole list is loaded in one
 * query and kept in memory for `ttlMs` (or until `invalidate`). Unknown keys never reach the database.
 * Archived channels are left out: to viewers they no longer exist.
 */
export function createChannelDirectory(loadAll: () => Promise<Channel[]>, ttlMs = 60_000) {
  const cache = createTtlCache<'all', Promise<ChannelIndex>>(ttlMs);

  async function buildIndex(): Promise<ChannelIndex> {
    const all = await loadAll();
    const channels = all.filter((channel) => !channel.archived);
    return {
      archivedHostnames: new Set(all.filter((channel) => channel.archived).flatMap((channel) => channel.hostnames.map((host) => host.toLowerCase()))),
      byKey: new Map(channels.map((channel) => [channel.key, channel])),
      byId: new Map(channels.map((channel) => [channel.id, channel])),
      byHostname: new Map(channels.flatMap((channel) => channel.hostnames.map((host) => [host.toLowerCase(), channel] as const))),
    };
  }

  function index(): Promise<ChannelIndex> {
    let pending = cache.get('all');
    if (!pending) {
      pending = buildIndex();
      // A failed load must not be remembered.
      pending.catch(() => cache.delete('all'));
      cache.set('all', pending);
    }
    return pending;
  }

  return {
    findByKey: async (key: string) => (await index()).byKey.get(key) ?? null,
    findById: async (id: number) => (await index()).byId.get(id) ?? null,
    findByHostname: async (hostname: string) => (await index()).byHostname.get(hostname.toLowerCase()) ?? null,
    list: async () => [...(await index()).byKey.values()],
    isArchivedHostname: async (hostname: string) => (await index()).archivedHostnames.has(hostname.toLowerCase()),
    invalidate: () => cache.clear(),
  };
}
export type ChannelDirectory = ReturnType<typeof createChannelDirectory>;
