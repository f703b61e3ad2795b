import { describe, expect, it } from 'vitest';
import { makeOrder } from '../../../test/commerce';
import { isActiveOrder, termOf, transactionRows } from './orders';

describe('active orders (spec §4)', () => {
  it.each([
    ['paid', 'active', true],
    ['paid', 'inactive', false],
    ['pending', 'active', false],
    ['failed', 'active', false],
    ['refunded', 'active', false],
  ] as const)('status %s, activity %s → %s', (status, activity_status, expected) => {
    expect(isActiveOrder({ status, activity_status })).toBe(expected);
  });

  it.each([
    [{ type: 'subscription', renewal_state: 'active', period_end: '2026-01-01' }, { kind: 'renews', date: '2026-01-01' }],
    [{ type: 'subscription', renewal_state: 'cancelled', period_end: '2026-01-01' }, { kind: 'cancelled', date: '2026-01-01' }],
    [{ type: 'package', renewal_state: null, period_end: '2026-06-30' }, { kind: 'until', date: '2026-06-30' }],
    [{ type: 'event', renewal_state: null, period_end: null }, null],
  ] as const)('term of %o', (order, expected) => {
    expect(termOf(order)).toEqual(expected);
  });
});

describe('transaction rows', () => {
  it('lists every transaction newest first, each with the order event it belongs to', () => {
    const subscription = makeOrder({
      id: 5,
      type: 'subscription',
      product: { id: 3, name: 'Monthly All-Access', event_id: null, event_category_id: null, participant_id: null },
      events: [
        { kind: 'updated', label: 'Subscription Renewal', created_at: '2025-11-01T00:00:00.000Z' },
        { kind: 'created', label: 'New subscription', created_at: '2025-10-02T00:00:00.000Z' },
      ],
      transactions: [
        { id: 10, status: 'paid', amount: 1299, currency: 'USD', created_at: '2025-10-02T00:00:01.000Z' },
        { id: 11, status: 'failed', amount: 1299, currency: 'USD', created_at: '2025-11-01T00:00:01.000Z' },
      ],
    });
    const pass = makeOrder({ id: 6, events: [], transactions: [{ id: 12, status: 'refunded', amount: 14999, currency: 'USD', created_at: '2025-10-15T00:00:00.000Z' }] });
    expect(transactionRows([subscription, pass]).map((row) => [row.id, row.product, row.event, row.status])).toEqual([
      [11, 'Monthly All-Access', 'updated', 'failed'],
      [12, '2025-26 Basic Pass', null, 'refunded'],
      [10, 'Monthly All-Access', 'created', 'paid'],
    ]);
  });

  it("labels a pass or event order's created event a purchase, not a new subscription", () => {
    const created = [{ kind: 'created' as const, label: 'Purchase', created_at: '2025-09-01T00:00:00.000Z' }];
    const transactions = [{ id: 20, status: 'paid' as const, amount: 14999, currency: 'USD' as const, created_at: '2025-09-01T00:00:01.000Z' }];
    const pass = makeOrder({ id: 7, type: 'package', events: created, transactions });
    const single = makeOrder({ id: 8, type: 'event', events: created, transactions: [{ ...transactions[0]!, id: 21 }] });
    expect(transactionRows([pass, single]).map((row) => [row.id, row.event])).toEqual([
      [21, 'purchase'],
      [20, 'purchase'],
    ]);
  });
});
