import { describe, expect, it } from 'vitest';
import { priceLabel, type PricedPass } from './price-label';

const pass = (overrides: Partial<PricedPass>): PricedPass => ({
  price: 14999,
  base_price: null,
  service_fee: 0,
  currency: 'USD',
  offer: null,
  period: null,
  ...overrides,
});

describe('price label (spec §9)', () => {
  it.each([
    ['a one-off USD pass', pass({}), 'en', { currency: 'USD', amount: '$149.99', original: null, period: null, fee: null }],
    ['CAD shows $ too', pass({ currency: 'CAD', price: 12999 }), 'en', { currency: 'CAD', amount: '$129.99', original: null, period: null, fee: null }],
    ['CAD in French', pass({ currency: 'CAD', price: 12999 }), 'fr', { currency: 'CAD', amount: '129,99\u00a0$', original: null, period: null, fee: null }],
    [
      'a price below the base price strikes the base price',
      pass({ price: 14999, base_price: 17999 }),
      'en',
      { currency: 'USD', amount: '$149.99', original: '$179.99', period: null, fee: null },
    ],
    ['the base price is the basis when it is not above the price', pass({ price: 14999, base_price: 14999 }), 'en', { currency: 'USD', amount: '$149.99', original: null, period: null, fee: null }],
    ['a service fee gets its line', pass({ price: 5999, service_fee: 199 }), 'en', { currency: 'USD', amount: '$59.99', original: null, period: null, fee: '$1.99' }],
    ['a monthly subscription', pass({ price: 1299, offer: 'month', period: 'monthly' }), 'en', { currency: 'USD', amount: '$12.99', original: null, period: { count: 1, unit: 'month' }, fee: null }],
    ['an annual offer is a year', pass({ price: 11999, offer: 'annual', period: 'annual' }), 'en', { currency: 'USD', amount: '$119.99', original: null, period: { count: 1, unit: 'year' }, fee: null }],
    ['the period names the unit when no offer does', pass({ price: 1299, period: 'month' }), 'en', { currency: 'USD', amount: '$12.99', original: null, period: { count: 1, unit: 'month' }, fee: null }],
    ['a count of periods', pass({ price: 2999, offer: 'month', period_count: 3 }), 'en', { currency: 'USD', amount: '$29.99', original: null, period: { count: 3, unit: 'month' }, fee: null }],
  ])('%s', (_name, input, language, expected) => {
    expect(priceLabel(input, language)).toEqual(expected);
  });
});
