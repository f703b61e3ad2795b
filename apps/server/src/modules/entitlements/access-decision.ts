import type { PricingType } from '@ott/contracts';
import type { AccessReason } from '@ott/contracts/admin-customers';
import { type GeoRule, isBlockedBy } from '../geo/geo-rules';
import { type Entitlements, type EventFacts, NO_ENTITLEMENTS, type OrderForAccess, type PassCoverage, coversEvent, entitlementsFrom, orderCounts } from './entitlements';
import { type WatchDenial, canWatch } from './event-access';

/** An event as the access rules read it. */
export interface EventForAccess extends EventFacts {
  pricing_type: PricingType;
  /** The event's own geo rule, if any. */
  geo: GeoRule | null;
}

/** Who asks: the user (null for a visitor), what their orders grant, and their geography. */
export interface AccessViewer {
  userId: number | null;
  entitlements?: Entitlements;
  countryCode: string | null;
  /** The channel as a whole blocks the viewer's country. */
  channelBlocked: boolean;
}

export interface AccessDecision {
  /** The viewer's orders (or the pricing type) let them in: the event's `has_access`. */
  hasAccess: boolean;
  covered: boolean;
  /** The channel's or the event's geo rule blocks the viewer. */
  geoBlocked: boolean;
  /** Why playback is refused, geography first (buying would not help in a blocked country); null: it plays. */
  denial: 'geo_blocked' | WatchDenial | null;
}

/**
 * The one decision whether a viewer may play an event: the event payload (has_access, is_geo_blocked, the media's
 * reason) and the console's "why can't this viewer watch?" both read it (docs/decisions/0056).
 */
export function decideEventAccess(event: EventForAccess, viewer: AccessViewer): AccessDecision {
  const geoBlocked = viewer.channelBlocked || isBlockedBy(event.geo, viewer.countryCode);
  const covered = coversEvent(viewer.entitlements ?? NO_ENTITLEMENTS, event);
  const watch = canWatch({ event, userId: viewer.userId, covered });
  return { hasAccess: watch.allowed, covered, geoBlocked, denial: geoBlocked ? 'geo_blocked' : watch.allowed ? null : watch.reason };
}

/** An order of the user with what its pass covers, for the explanation. */
export interface ExplainedOrder extends OrderForAccess {
  id: number;
  pass_name: string;
  updated_at: string;
}

export interface AccessExplanationInput {
  event: EventForAccess & { visibility: string };
  userId: number;
  /** Every order of the user on the channel, whatever its status. */
  orders: ExplainedOrder[];
  /** The category tree, for category passes. */
  tree: ReadonlyArray<{ id: number; parent_id: number | null }>;
  /** The channel's passes a viewer can buy, to name what would open the event. */
  passes: Array<PassCoverage & { name: string }>;
  countryCode: string | null;
  channelBlocked: boolean;
  now: Date;
}

const FEATURES = ['download', 'clipping', 'download_clip', 'no_ads'] as const;

/**
 * The decision above with its reasons, for support: what opens or closes the event for this user, order by order.
 * Each reason says whether it alone keeps the viewer out (`blocking`). Playback needs no capability flag, and the
 * product has no concurrent stream limit, so both appear as information only.
 */
export function explainEventAccess(input: AccessExplanationInput): { hasAccess: boolean; canWatch: boolean; reasons: AccessReason[] } {
  const { event, orders, tree, now } = input;
  const entitlements = entitlementsFrom(orders, tree, now);
  const decision = decideEventAccess(event, { userId: input.userId, entitlements, countryCode: input.countryCode, channelBlocked: input.channelBlocked });
  const reasons: AccessReason[] = [];
  const coversAlone = (pass: PassCoverage) => coversEvent(entitlementsFrom([{ status: 'paid', activity_status: 'active', period_end: null, pass: { ...pass, valid_from: null, valid_until: null } }], tree, now), event);

  if (event.visibility !== 'public') reasons.push({ code: 'event_hidden', blocking: true });
  if (decision.geoBlocked) reasons.push({ code: 'geo_blocked', blocking: true, country_code: input.countryCode, scope: input.channelBlocked ? 'channel' : 'event' });
  else if (input.countryCode === null) reasons.push({ code: 'geo_unknown', blocking: false });

  if (event.pricing_type === 'free') reasons.push({ code: 'free_event', blocking: false });
  else if (event.pricing_type === 'register') reasons.push({ code: 'register_event', blocking: false });
  else {
    for (const order of orders) {
      if (order.pass.pass_type === 'addition' || !coversAlone(order.pass)) continue;
      const named = { order_id: order.id, pass_name: order.pass_name };
      if (orderCounts(order, now)) reasons.push({ code: 'covered', blocking: false, ...named, at: order.period_end });
      else if (order.status === 'refunded') reasons.push({ code: 'refunded', blocking: false, ...named, at: order.updated_at });
      else if (order.status === 'paid' && order.activity_status === 'active' && (order.period_end ?? order.pass.valid_until ?? order.pass.valid_from)) {
        reasons.push({ code: 'pass_expired', blocking: false, ...named, at: order.period_end ?? order.pass.valid_until ?? order.pass.valid_from ?? null });
      }
      else if (order.status === 'paid') reasons.push({ code: 'order_inactive', blocking: false, ...named, at: order.updated_at });
    }
    if (!decision.covered) {
      const openers = input.passes.filter((pass) => pass.pass_type !== 'addition' && coversAlone(pass)).map((pass) => ({ id: pass.id, name: pass.name, type: pass.type }));
      reasons.push({ code: 'not_purchased', blocking: true, openers });
      // The history that once opened it is no longer blocking on its own: no current order is.
      for (const reason of reasons) if (reason.code === 'refunded' || reason.code === 'pass_expired' || reason.code === 'order_inactive') reason.blocking = true;
    }
  }
  for (const capability of FEATURES) {
    if (!entitlements.capabilities.includes(capability)) reasons.push({ code: 'capability_missing', blocking: false, capability });
  }
  reasons.push({ code: 'no_stream_limit', blocking: false });
  const canPlay = decision.denial === null && event.visibility === 'public';
  return { hasAccess: decision.hasAccess, canWatch: canPlay, reasons };
}
