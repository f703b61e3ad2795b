import { describe, expect, it } from 'vitest';
import { subscriptionStatus } from './orders.mappers';

const now = new Date('2026-11-21T12:00:00Z');
const later = '2026-12-21T12:00:00Z';
const earlier = '2026-11-20T12:00:00Z';

describe('subscription status, derived from the order (spec §3)', () => {
  it.each([
    { status: 'paid', activity_status: 'active', renewal_state: 'active', period_end: later, expected: 'active' },
    { status: 'paid', activity_status: 'active', renewal_state: 'cancelled', period_end: later, expected: 'canceled' },
    { status: 'paid', activity_status: 'active', renewal_state: 'cancelled', period_end: earlier, expected: 'expired' },
    { status: 'paid', activity_status: 'active', renewal_state: 'active', period_end: earlier, expected: 'expired' },
    { status: 'pending', activity_status: 'active', renewal_state: 'active', period_end: later, expected: 'inactive' },
    { status: 'refunded', activity_status: 'active', renewal_state: 'active', period_end: later, expected: 'inactive' },
    { status: 'paid', activity_status: 'inactive', renewal_state: 'active', period_end: later, expected: 'inactive' },
  ])('$status, $activity_status, renewal $renewal_state, ends $period_end → $expected', ({ expected, ...order }) => {
    expect(subscriptionStatus(order, now)).toBe(expected);
  });
});
