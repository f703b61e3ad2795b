import { describe, expect, it } from 'vitest';
import { type ExplainedOrder, decideEventAccess, explainEventAccess } from './access-decision';
import { entitlementsFrom } from './entitlements';
import { coveragePass } from './pass-fixture';

const now = new Date('2026-11-21T12:00:00Z');
const tree = [
  { id: 1, parent_id: null },
  { id: 11, parent_id: 1 },
];
const hockey = coveragePass(1, { categories: [1] });
const addOn = coveragePass(5, { type: 'additional', pass_type: 'addition', extends: [1], capabilities: ['download', 'no_ads'] });
const event = { id: 100, pricing_type: 'paid' as const, event_category_id: 11, participant_ids: [], geo: null, visibility: 'public' };
const order = (id: number, overrides: Partial<ExplainedOrder> = {}): ExplainedOrder => ({ id, pass_name: `Pass ${id}`, status: 'paid', activity_status: 'active', period_end: null, pass: hockey, updated_at: '2026-11-10T00:00:00Z', ...overrides });
const explain = (orders: ExplainedOrder[], more: Partial<Parameters<typeof explainEventAccess>[0]> = {}) =>
  explainEventAccess({ event, userId: 7, orders, tree, passes: [{ ...hockey, name: 'Hockey pass' }, { ...addOn, name: 'Add-on' }], countryCode: 'CA', channelBlocked: false, now, ...more });
const codes = (result: ReturnType<typeof explain>) => result.reasons.map((reason) => reason.code);

describe('the one access decision', () => {
  it('puts geography first, and has_access follows the orders alone (as the event payload always said)', () => {
    const entitlements = entitlementsFrom([order(1)], tree, now);
    expect(decideEventAccess({ ...event, geo: { mode: 'block', countries: ['CA'] } }, { userId: 7, entitlements, countryCode: 'CA', channelBlocked: false })).toEqual({ hasAccess: true, covered: true, geoBlocked: true, denial: 'geo_blocked' });
    expect(decideEventAccess(event, { userId: 7, countryCode: null, channelBlocked: false })).toEqual({ hasAccess: false, covered: false, geoBlocked: false, denial: 'purchase_required' });
    expect(decideEventAccess({ ...event, pricing_type: 'register' }, { userId: null, countryCode: null, channelBlocked: false }).denial).toBe('login_required');
  });
});

describe('why a customer can or cannot watch', () => {
  it('names the covering order', () => {
    const result = explain([order(1)]);
    expect(result).toMatchObject({ hasAccess: true, canWatch: true });
    expect(result.reasons[0]).toEqual({ code: 'covered', blocking: false, order_id: 1, pass_name: 'Pass 1', at: null });
  });

  it('not purchased: names the passes that would open it, never an addition', () => {
    const result = explain([]);
    expect(result.canWatch).toBe(false);
    expect(result.reasons.find((reason) => reason.code === 'not_purchased')).toEqual({ code: 'not_purchased', blocking: true, openers: [{ id: 1, name: 'Hockey pass', type: 'package' }] });
  });

  it('an ended period, a refund and an inactive order each say which order and when', () => {
    const result = explain([order(1, { period_end: '2026-11-01T00:00:00Z' }), order(2, { status: 'refunded' }), order(3, { activity_status: 'inactive' }), order(4, { status: 'failed' })]);
    expect(result.reasons.filter((reason) => reason.order_id !== undefined).map((reason) => [reason.code, reason.order_id, reason.at, reason.blocking])).toEqual([
      ['pass_expired', 1, '2026-11-01T00:00:00Z', true],
      ['refunded', 2, '2026-11-10T00:00:00Z', true],
      ['order_inactive', 3, '2026-11-10T00:00:00Z', true],
    ]);
  });

  it('geo: the channel rule or the event rule, and an unknown country said so', () => {
    expect(explain([order(1)], { channelBlocked: true }).reasons[0]).toMatchObject({ code: 'geo_blocked', scope: 'channel', country_code: 'CA', blocking: true });
    expect(explain([order(1)], { event: { ...event, geo: { mode: 'allow', countries: ['US'] } } }).reasons[0]).toMatchObject({ code: 'geo_blocked', scope: 'event' });
    expect(codes(explain([order(1)], { countryCode: null }))).toContain('geo_unknown');
    expect(explain([order(1)], { channelBlocked: true })).toMatchObject({ hasAccess: true, canWatch: false });
  });

  it('free and register events, a hidden event, missing capabilities and the absent stream limit', () => {
    expect(codes(explain([], { event: { ...event, pricing_type: 'free' } }))).toEqual(['free_event', 'capability_missing', 'capability_missing', 'capability_missing', 'capability_missing', 'no_stream_limit']);
    expect(explain([], { event: { ...event, pricing_type: 'register' } })).toMatchObject({ hasAccess: true, canWatch: true });
    expect(explain([order(1)], { event: { ...event, visibility: 'hidden' } })).toMatchObject({ hasAccess: true, canWatch: false, reasons: expect.arrayContaining([{ code: 'event_hidden', blocking: true }]) });
    const withAddOn = explain([order(1), order(2, { pass: addOn })]);
    expect(withAddOn.reasons.filter((reason) => reason.code === 'capability_missing').map((reason) => reason.capability)).toEqual(['clipping', 'download_clip']);
  });
});
