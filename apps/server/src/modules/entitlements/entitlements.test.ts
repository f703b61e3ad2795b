import { describe, expect, it } from 'vitest';
import { type OrderForAccess, type PassCoverage, coversEvent, entitlementsFrom, featureCap, nextCountChange, orderCounts } from './entitlements';
import { coveragePass } from './pass-fixture';

const now = new Date('2026-11-21T12:00:00Z');
// Categories: 1 basketball → 11 division I → 111 (a deeper level); 2 hockey → 21.
const tree = [
  { id: 1, parent_id: null },
  { id: 11, parent_id: 1 },
  { id: 111, parent_id: 11 },
  { id: 2, parent_id: null },
  { id: 21, parent_id: 2 },
];

const pass = coveragePass;
const paid = (coverage: PassCoverage, overrides: Partial<OrderForAccess> = {}): OrderForAccess => ({ status: 'paid', activity_status: 'active', period_end: null, pass: coverage, ...overrides });

const basketball = pass(1, { categories: [1] });
const teamPass = pass(2, { participants: [500, 501] });
const singleEvent = pass(3, { type: 'event', event_id: 9000 });
const allAccess = pass(4, { type: 'subscription', covers_all_events: true, capabilities: ['watch', 'download', 'clipping', 'download_clip', 'no_ads', 'vod_media'] });
const addOn = pass(5, { type: 'additional', pass_type: 'addition', extends: [1], capabilities: ['no_ads', 'download'], categories: [2] });

const hoopsGame = { id: 100, event_category_id: 111, participant_ids: [700, 701] };
const hockeyGame = { id: 101, event_category_id: 21, participant_ids: [500, 702] };
const otherHockeyGame = { id: 102, event_category_id: 21, participant_ids: [703, 704] };
const soldAlone = { id: 9000, event_category_id: 21, participant_ids: [705, 706] };
const uncategorised = { id: 103, event_category_id: null, participant_ids: [] };

describe('which orders count (spec §4)', () => {
  it.each([
    { status: 'paid', activity_status: 'active', period_end: null, counts: true },
    { status: 'pending', activity_status: 'active', period_end: null, counts: false },
    { status: 'failed', activity_status: 'active', period_end: null, counts: false },
    { status: 'refunded', activity_status: 'active', period_end: null, counts: false },
    { status: 'paid', activity_status: 'inactive', period_end: null, counts: false },
    { status: 'paid', activity_status: 'active', period_end: '2026-12-21T12:00:00Z', counts: true },
    { status: 'paid', activity_status: 'active', period_end: '2026-11-21T12:00:00Z', counts: false },
  ])('$status / $activity_status / ends $period_end → $counts', ({ counts, ...order }) => {
    expect(orderCounts(order, now)).toBe(counts);
  });
});

describe('what a combination of orders covers', () => {
  it.each([
    { name: 'nothing', orders: [], covered: [] },
    { name: 'a category pass: its category and every descendant', orders: [paid(basketball)], covered: [100] },
    { name: 'a team pass: every event of its participants', orders: [paid(teamPass)], covered: [101] },
    { name: 'a single-event order: that event only', orders: [paid(singleEvent)], covered: [9000] },
    { name: 'an All-Access subscription: everything', orders: [paid(allAccess)], covered: [100, 101, 102, 9000, 103] },
    { name: 'an expired subscription: nothing', orders: [paid(allAccess, { period_end: '2026-11-01T00:00:00Z' })], covered: [] },
    { name: 'a refunded pass: nothing', orders: [paid(basketball, { status: 'refunded' })], covered: [] },
    { name: 'an addition without its base: nothing', orders: [paid(addOn)], covered: [] },
    { name: 'an addition with its base: both', orders: [paid(basketball), paid(addOn)], covered: [100, 101, 102, 9000] },
    { name: 'an addition whose base order failed: the base grants nothing, so neither does the addition', orders: [paid(basketball, { status: 'failed' }), paid(addOn)], covered: [] },
    { name: 'team pass and category pass together', orders: [paid(teamPass), paid(basketball)], covered: [100, 101] },
  ])('$name', ({ orders, covered }) => {
    const entitlements = entitlementsFrom(orders, tree, now);
    const events = [hoopsGame, hockeyGame, otherHockeyGame, soldAlone, uncategorised];
    expect(events.filter((event) => coversEvent(entitlements, event)).map((event) => event.id)).toEqual(covered);
  });
});

describe('capabilities: the union of the effective passes, in a fixed order', () => {
  it.each([
    { name: 'no orders', orders: [], capabilities: [] },
    { name: 'one pass', orders: [paid(basketball)], capabilities: ['watch'] },
    { name: 'a subscription grants every capability', orders: [paid(allAccess)], capabilities: ['watch', 'download', 'clipping', 'download_clip', 'no_ads', 'vod_media'] },
    { name: 'an addition with its base adds its own', orders: [paid(addOn), paid(basketball)], capabilities: ['watch', 'download', 'no_ads'] },
    { name: 'an addition alone grants none', orders: [paid(addOn)], capabilities: [] },
    { name: 'a pending order grants none', orders: [paid(allAccess, { status: 'pending' })], capabilities: [] },
  ])('$name', ({ orders, capabilities }) => {
    expect(entitlementsFrom(orders, tree, now).capabilities).toEqual(capabilities);
  });

  it('counts an addition as owned (so it is not sold twice) even while it grants nothing', () => {
    expect([...entitlementsFrom([paid(addOn)], tree, now).ownedPassIds]).toEqual([5]);
  });
});

describe('validity, subscriber-only events and caps per pass', () => {
  const hour = 3_600_000;
  const at = (offset: number) => new Date(now.getTime() + offset).toISOString();

  it('opens events only inside a one-off pass’s validity', () => {
    const season = (valid_from: string | null, valid_until: string | null) => entitlementsFrom([paid(pass(1, { categories: [1], valid_from, valid_until }))], tree, now);
    expect(coversEvent(season(null, at(hour)), hoopsGame)).toBe(true);
    expect(coversEvent(season(null, at(-hour)), hoopsGame)).toBe(false);
    expect(coversEvent(season(null, now.toISOString()), hoopsGame)).toBe(false);
    expect(coversEvent(season(at(hour), at(2 * hour)), hoopsGame)).toBe(false);
    expect(coversEvent(season(at(-hour), null), hoopsGame)).toBe(true);
    expect(orderCounts(paid(pass(1, { valid_until: at(-hour) })), now)).toBe(false);
  });

  it('lets only subscriptions open a subscriber-only event', () => {
    const membersGame = { ...hoopsGame, subscription_only: 1 };
    expect(coversEvent(entitlementsFrom([paid(basketball)], tree, now), membersGame)).toBe(false);
    expect(coversEvent(entitlementsFrom([paid(basketball)], tree, now), hoopsGame)).toBe(true);
    expect(coversEvent(entitlementsFrom([paid(allAccess)], tree, now), membersGame)).toBe(true);
    const categorySub = pass(6, { type: 'subscription', categories: [2] });
    expect(coversEvent(entitlementsFrom([paid(categorySub), paid(basketball)], tree, now), membersGame)).toBe(false);
    expect(coversEvent(entitlementsFrom([paid(categorySub)], tree, now), { ...hockeyGame, subscription_only: true })).toBe(true);
  });

  it('caps a feature at the most generous pass granting it, a pass without a cap taking the channel’s', () => {
    const clipper = (id: number, clip_limit: number | null) => pass(id, { capabilities: ['clipping'], clip_limit });
    expect(featureCap(entitlementsFrom([paid(clipper(1, 5))], tree, now), 'clips', 25)).toBe(5);
    expect(featureCap(entitlementsFrom([paid(clipper(1, 5)), paid(clipper(2, 40))], tree, now), 'clips', 25)).toBe(40);
    expect(featureCap(entitlementsFrom([paid(clipper(1, 5)), paid(clipper(2, null))], tree, now), 'clips', 25)).toBe(25);
    expect(featureCap(entitlementsFrom([paid(clipper(1, 5)), paid(clipper(2, null))], tree, now), 'clips', null)).toBeNull();
    // A pass that does not grant the feature sets nothing: the channel's cap.
    expect(featureCap(entitlementsFrom([paid(pass(3, { clip_limit: 1 }))], tree, now), 'clips', 25)).toBe(25);
    expect(featureCap(entitlementsFrom([paid(pass(4, { capabilities: ['download_clip'], download_limit: 3 }))], tree, now), 'downloads', null)).toBe(3);
  });
});

describe('when entitlements next change by themselves', () => {
  const at = (iso: string) => Date.parse(iso);

  it('is the earliest future period end, validity start or validity end among the orders', () => {
    const orders = [
      paid(allAccess, { period_end: '2026-12-21T12:00:00Z' }),
      paid(pass(6, { valid_from: '2026-11-01T00:00:00Z', valid_until: '2026-12-01T00:00:00Z' })),
      paid(pass(7, { valid_from: '2026-11-25T00:00:00Z', valid_until: '2027-01-01T00:00:00Z' })),
    ];
    expect(nextCountChange(orders, now)).toBe(at('2026-11-25T00:00:00Z'));
    expect(nextCountChange(orders.slice(0, 2), now)).toBe(at('2026-12-01T00:00:00Z'));
  });

  it('never, for orders without dates, and past dates do not count', () => {
    expect(nextCountChange([paid(basketball), paid(teamPass, { period_end: '2026-11-20T00:00:00Z' })], now)).toBe(Number.POSITIVE_INFINITY);
    expect(nextCountChange([], now)).toBe(Number.POSITIVE_INFINITY);
  });
});
