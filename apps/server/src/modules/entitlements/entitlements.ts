import { Capability } from '@ott/contracts';

/** What a pass covers and grants, as the rules need it. */
export interface PassCoverage {
  id: number;
  type: 'subscription' | 'package' | 'event' | 'additional';
  pass_type: 'regular' | 'addition';
  /** Single-event packages: the event sold. */
  event_id: number | null;
  covers_all_events: boolean;
  categories: number[];
  participants: number[];
  /** For an addition: the passes it extends. */
  extends: number[];
  capabilities: Capability[];
}

export interface OrderForAccess {
  status: string;
  activity_status: string;
  period_end: string | null;
  pass: PassCoverage;
}

/** A user's access, computed once per request from their orders. */
export interface Entitlements {
  allEvents: boolean;
  eventIds: ReadonlySet<number>;
  /** Covered categories, their descendants included. */
  categoryIds: ReadonlySet<number>;
  participantIds: ReadonlySet<number>;
  /** Passes with an order that counts (an addition without its base included: it is owned, not effective). */
  ownedPassIds: ReadonlySet<number>;
  capabilities: Capability[];
}

export const NO_ENTITLEMENTS: Entitlements = {
  allEvents: false,
  eventIds: new Set(),
  categoryIds: new Set(),
  participantIds: new Set(),
  ownedPassIds: new Set(),
  capabilities: [],
};

/** Spec §4: paid and active; a subscription also only until its period ends. */
export function orderCounts(order: Omit<OrderForAccess, 'pass'>, now: Date): boolean {
  if (order.status !== 'paid' || order.activity_status !== 'active') return false;
  return order.period_end === null || Date.parse(order.period_end) > now.getTime();
}

/** An addition grants something only next to a counting order of a pass it extends. */
function effectivePasses(owned: PassCoverage[]): PassCoverage[] {
  const ids = new Set(owned.filter((pass) => pass.pass_type !== 'addition').map((pass) => pass.id));
  return owned.filter((pass) => pass.pass_type !== 'addition' || pass.extends.some((base) => ids.has(base)));
}

/** The categories with every descendant, from (id, parent_id) rows. */
export function withDescendants(roots: Iterable<number>, tree: ReadonlyArray<{ id: number; parent_id: number | null }>): Set<number> {
  const covered = new Set(roots);
  let grew = true;
  while (grew) {
    grew = false;
    for (const node of tree) {
      if (node.parent_id !== null && covered.has(node.parent_id) && !covered.has(node.id)) {
        covered.add(node.id);
        grew = true;
      }
    }
  }
  return covered;
}

export function entitlementsFrom(orders: OrderForAccess[], tree: ReadonlyArray<{ id: number; parent_id: number | null }>, now: Date): Entitlements {
  const owned = orders.filter((order) => orderCounts(order, now)).map((order) => order.pass);
  if (owned.length === 0) return NO_ENTITLEMENTS;
  const passes = effectivePasses(owned);
  const granted = new Set(passes.flatMap((pass) => pass.capabilities));
  return {
    allEvents: passes.some((pass) => pass.covers_all_events),
    eventIds: new Set(passes.flatMap((pass) => (pass.event_id === null ? [] : [pass.event_id]))),
    categoryIds: withDescendants(
      passes.flatMap((pass) => pass.categories),
      tree,
    ),
    participantIds: new Set(passes.flatMap((pass) => pass.participants)),
    ownedPassIds: new Set(owned.map((pass) => pass.id)),
    capabilities: Capability.options.filter((capability) => granted.has(capability)),
  };
}

/** What coverage depends on in an event. */
export interface EventFacts {
  id: number;
  event_category_id: number | null;
  participant_ids: readonly number[];
}

export function coversEvent(entitlements: Entitlements, event: EventFacts): boolean {
  return (
    entitlements.allEvents ||
    entitlements.eventIds.has(event.id) ||
    (event.event_category_id !== null && entitlements.categoryIds.has(event.event_category_id)) ||
    event.participant_ids.some((id) => entitlements.participantIds.has(id))
  );
}
