import type { Capability } from '@ott/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { toPassCoverage } from '../passes/pass-coverage';
import { createPassesRepository } from '../passes/passes.repository';
import { createEntitlementsRepository } from './entitlements.repository';
import { type Entitlements, NO_ENTITLEMENTS, entitlementsFrom } from './entitlements';

export interface EntitlementsDeps {
  db: Kysely<Database>;
  now?: () => Date;
}

/**
 * The one place that answers what a user's orders grant (docs/decisions/0026-entitlements.md).
 * A user without orders costs one query; with orders, three at most (orders with their passes,
 * the passes' links, and the category tree when a category pass is owned).
 */
export function createEntitlementsService({ db, now = () => new Date() }: EntitlementsDeps) {
  const passes = createPassesRepository(db);
  const repository = createEntitlementsRepository(db);

  async function forUser(userId: number | null): Promise<Entitlements> {
    if (userId === null) return NO_ENTITLEMENTS;
    const rows = await repository.liveOrdersWithPasses(userId);
    if (rows.length === 0) return NO_ENTITLEMENTS;
    const links = await passes.links([...new Set(rows.map((row) => row.id))]);
    const tree = links.categories.size > 0 ? await passes.categoryTree(rows[0]!.order_channel_id) : [];
    const orders = rows.map((row) => ({ status: row.status, activity_status: row.activity_status, period_end: row.period_end, pass: toPassCoverage(row, links) }));
    return entitlementsFrom(orders, tree, now());
  }

  return {
    forUser,
    async capabilitiesOf(userId: number): Promise<Capability[]> {
      return (await forUser(userId)).capabilities;
    },
  };
}
export type EntitlementsService = ReturnType<typeof createEntitlementsService>;
