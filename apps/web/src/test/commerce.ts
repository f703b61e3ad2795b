import type { Order, Pass } from '@ott/contracts/commerce';

/** A pass as GET packages sends it; override what a test is about. */
export function makePass(overrides: Partial<Pass> = {}): Pass {
  return {
    id: 1,
    name: '2025-26 Basic Pass',
    type: 'package',
    pass_type: 'regular',
    price: 14999,
    base_price: null,
    service_fee: 0,
    currency: 'USD',
    image: null,
    period: null,
    offer: null,
    period_count: 1,
    trial_period: null,
    is_team_pass: false,
    weight: 100,
    description: null,
    valid_from: null,
    valid_until: null,
    event_id: null,
    covers_all_events: false,
    event_categories: [1],
    participants: [],
    extra_passes: [],
    extends: [],
    capabilities: ['watch'],
    purchased: false,
    disabledParticipants: [],
    disabledCategories: [],
    ...overrides,
  };
}

/** A paid, active order as GET orders sends it. */
export function makeOrder(overrides: Partial<Order> = {}): Order {
  return {
    id: 1,
    type: 'package',
    status: 'paid',
    activity_status: 'active',
    renewal_state: null,
    subscription_status: null,
    product: { id: 1, name: '2025-26 Basic Pass', event_id: null, event_category_id: null, participant_id: null },
    price: 14999,
    service_fee: 0,
    discount: 0,
    total: 14999,
    currency: 'USD',
    coupon: null,
    period_start: '2025-09-01T00:00:00.000Z',
    period_end: '2026-06-30T00:00:00.000Z',
    created_at: '2025-09-01T10:00:00.000Z',
    failure_message: null,
    card_brand: 'visa',
    card_last4: '4242',
    receipt_email: 'fan@example.com',
    events: [{ kind: 'created', label: 'New subscription', created_at: '2025-09-01T10:00:00.000Z' }],
    transactions: [{ id: 1, status: 'paid', amount: 14999, currency: 'USD', created_at: '2025-09-01T10:00:01.000Z' }],
    ...overrides,
  };
}
