import type { Capability } from '@ott/contracts';
import type { Kysely } from 'kysely';
import { type CacheDrops, localCacheDrops } from '../../lib/cache-bus';
import type { Database } from '../../db/schema';
import { toPassCoverage } from '../passes/pass-coverage';
import { createPassesRepository } from '../passes/passes.repository';
import { ENTITLEMENTS_CACHE, ENTITLEMENTS_CACHE_MS, type EntitlementsChange, type KeptEntitlements, changeKey, createEntitlementsCache } from './entitlements-cache';
import { createEntitlementsRepository } from './entitlements.repository';
import { type Entitlements, NO_ENTITLEMENTS, entitlementsFrom, nextCountChange } from './entitlements';

export interface EntitlementsDeps {
  db: Kysely<Database>;
  now?: () => Date;
  /** How long a user's entitlements are reused without asking the database (0: never). */
  cacheMs?: number;
  /** Makes every instance forget changed entitlements at once (docs/decisions/0085); this process alone by default. */
  drops?: CacheDrops;
}

/**
 * The one place that answers what a user's orders grant (docs/decisions/0026-entitlements.md), and the one place told
 * when that changes (`changed`). A user without orders costs one query; with orders, three at most (orders with their
 * passes, the passes' links, and the category tree when a category pass is owned); then nothing while the answer is
 * kept in memory (docs/decisions/0085).
 */
export function createEntitlementsService({ db, now = () => new Date(), cacheMs = ENTITLEMENTS_CACHE_MS, drops = localCacheDrops(ENTITLEMENTS_CACHE) }: EntitlementsDeps) {
  const passes = createPassesRepository(db);
  const repository = createEntitlementsRepository(db);
  const cache = createEntitlementsCache({ ttlMs: cacheMs, now: () => now().getTime() });
  drops.onDrop((keys) => cache.forget(keys));

  async function load(userId: number, at: Date): Promise<KeptEntitlements> {
    const rows = await repository.liveOrdersWithPasses(userId);
    if (rows.length === 0) return { entitlements: NO_ENTITLEMENTS, channelId: null, until: Number.POSITIVE_INFINITY };
    const links = await passes.links([...new Set(rows.map((row) => row.id))]);
    const tree = links.categories.size > 0 ? await passes.categoryTree(rows[0]!.order_channel_id) : [];
    const orders = rows.map((row) => ({ status: row.status, activity_status: row.activity_status, period_end: row.period_end, pass: toPassCoverage(row, links) }));
    return { entitlements: entitlementsFrom(orders, tree, at), channelId: rows[0]!.order_channel_id, until: nextCountChange(orders, at) };
  }

  async function forUser(userId: number | null): Promise<Entitlements> {
    if (userId === null) return NO_ENTITLEMENTS;
    const cached = cache.get(userId);
    if (cached) return cached;
    const readAt = cache.readStarted();
    const loaded = await load(userId, now());
    cache.keep(userId, loaded, readAt);
    return loaded.entitlements;
  }

  return {
    forUser,
    async capabilitiesOf(userId: number): Promise<Capability[]> {
      return (await forUser(userId)).capabilities;
    },
    /**
     * Every write that can change what a user's orders grant calls this once it is committed: orders paid, refunded,
     * renewed, cancelled or granted (a user), passes or categories edited (a channel). Forgotten here before it
     * resolves, and on every other instance through the cache bus.
     */
    async changed(change: EntitlementsChange): Promise<void> {
      const keys = [changeKey(change)];
      cache.forget(keys);
      await drops.drop(keys);
    },
  };
}
export type EntitlementsService = ReturnType<typeof createEntitlementsService>;
/** What a module that writes orders, passes or categories needs of the entitlements. */
export type EntitlementsChanges = Pick<EntitlementsService, 'changed'>;
