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
  /** A one-off pass opens events only from `valid_from` until `valid_until` (ISO times; null: no bound). */
  valid_from?: string | null;
  valid_until?: string | null;
  /** The pass's own caps on clips held and downloads; null: the channel's cap. */
  clip_limit?: number | null;
  download_limit?: number | null;
}

export interface OrderForAccess {
  status: string;
  activity_status: string;
  period_end: string | null;
  pass: PassCoverage;
}

/** Which events a set of passes opens. */
export interface CoverageSets {
  allEvents: boolean;
  eventIds: ReadonlySet<number>;
  /** Covered categories, their descendants included. */
  categoryIds: ReadonlySet<number>;
  participantIds: ReadonlySet<number>;
}

/** Per-pass caps of the passes granting a feature (null: that pass leaves the channel's cap). */
export interface FeatureLimits {
  clips: ReadonlyArray<number | null>;
  downloads: ReadonlyArray<number | null>;
}

/** A user's access, computed once per request from their orders. */
export interface Entitlements extends CoverageSets {
  /** What the user's subscriptions alone open: a subscription-only event needs it (absent: nothing). */
  subscription?: CoverageSets;
  /** The caps the user's passes set on clips and downloads (absent: the channel's). */
  limits?: FeatureLimits;
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

/** Whether `now` is inside a pass's validity (a season pass ends with its season). */
export function passInForce(pass: Pick<PassCoverage, 'valid_from' | 'valid_until'>, now: Date): boolean {
  if (pass.valid_from && Date.parse(pass.valid_from) > now.getTime()) return false;
  return !passEnded(pass, now);
}

/** A one-off pass past its `valid_until`: no longer sold, and its orders no longer open anything. */
export const passEnded = (pass: { valid_until?: string | null }, now: Date): boolean => Boolean(pass.valid_until) && Date.parse(pass.valid_until!) <= now.getTime();

/** Spec §4: paid and active; a subscription also only until its period ends, a pass only within its validity. */
export function orderCounts(order: Omit<OrderForAccess, 'pass'> & { pass?: Pick<PassCoverage, 'valid_from' | 'valid_until'> }, now: Date): boolean {
  if (order.status !== 'paid' || order.activity_status !== 'active') return false;
  if (order.pass && !passInForce(order.pass, now)) return false;
  return order.period_end === null || Date.parse(order.period_end) > now.getTime();
}

/**
 * When `orderCounts` next changes for one of these orders after `now` (ms; Infinity: never by itself): a
 * subscription's period ends, a pass's validity starts or ends. Entitlements computed at `now` hold until then.
 */
export function nextCountChange(orders: ReadonlyArray<Pick<OrderForAccess, 'period_end'> & { pass: Pick<PassCoverage, 'valid_from' | 'valid_until'> }>, now: Date): number {
  let next = Number.POSITIVE_INFINITY;
  for (const order of orders) {
    for (const iso of [order.period_end, order.pass.valid_from, order.pass.valid_until]) {
      const at = iso ? Date.parse(iso) : Number.NaN;
      if (at > now.getTime() && at < next) next = at;
    }
  }
  return next;
}

/**
 * The cap on a feature for a user: the most generous of the passes that grant it, where a pass without its own
 * cap takes the channel's (null: no cap). Without such a pass, the channel's cap.
 */
export function featureCap(entitlements: Entitlements, feature: keyof FeatureLimits, channelCap: number | null): number | null {
  const limits = entitlements.limits?.[feature] ?? [];
  if (limits.length === 0) return channelCap;
  const caps = limits.map((limit) => limit ?? channelCap);
  return caps.includes(null) ? null : Math.max(...(caps as number[]));
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
  const limitsOf = (capabilities: Capability[], limit: (pass: PassCoverage) => number | null | undefined) =>
    passes.filter((pass) => pass.capabilities.some((capability) => capabilities.includes(capability))).map((pass) => limit(pass) ?? null);
  return {
    ...coverageOf(passes, tree),
    subscription: coverageOf(
      passes.filter((pass) => pass.type === 'subscription'),
      tree,
    ),
    limits: { clips: limitsOf(['clipping'], (pass) => pass.clip_limit), downloads: limitsOf(['download', 'download_clip'], (pass) => pass.download_limit) },
    ownedPassIds: new Set(owned.map((pass) => pass.id)),
    capabilities: Capability.options.filter((capability) => granted.has(capability)),
  };
}

function coverageOf(passes: PassCoverage[], tree: ReadonlyArray<{ id: number; parent_id: number | null }>): CoverageSets {
  return {
    allEvents: passes.some((pass) => pass.covers_all_events),
    eventIds: new Set(passes.flatMap((pass) => (pass.event_id === null ? [] : [pass.event_id]))),
    categoryIds: withDescendants(
      passes.flatMap((pass) => pass.categories),
      tree,
    ),
    participantIds: new Set(passes.flatMap((pass) => pass.participants)),
  };
}

/** What coverage depends on in an event. */
export interface EventFacts {
  id: number;
  event_category_id: number | null;
  participant_ids: readonly number[];
  /** Only subscriptions open it (1 or true); one-off passes do not. */
  subscription_only?: number | boolean;
}

export function coversEvent(entitlements: Entitlements, event: EventFacts): boolean {
  const sets = event.subscription_only ? entitlements.subscription : entitlements;
  if (!sets) return false;
  return (
    sets.allEvents ||
    sets.eventIds.has(event.id) ||
    (event.event_category_id !== null && sets.categoryIds.has(event.event_category_id)) ||
    event.participant_ids.some((id) => sets.participantIds.has(id))
  );
}
