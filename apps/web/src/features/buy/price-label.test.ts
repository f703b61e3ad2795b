import { describe, expect, it } from 'vitest';
import { priceLabel, type PricedPass } from './price-label';

const pass = (overrides: Partial<PricedPass>): PricedPass => ({
  price: 14999,
  base_price: null,
  service_fee: 0,
  currency: 'USD',
  offer: null,
  period: null,
  period_count: 1,
  ...overrides,
});

describe('price label (spec §9)', () => {
  it.each([
    ['a one-off USD pass', pass({}), 'en', { currency: 'USD', amount: '$149.99', period: null, sale: null, fee: null }],
    ['CAD shows $ too', pass({ currency: 'CAD', price: 12999 }), 'en', { currency: 'CAD', amount: '$129.99', period: null, sale: null, fee: null }],
    ['CAD in French', pass({ currency: 'CAD', price: 12999 }), 'fr', { currency: 'CAD', amount: '129,99\u00a0$', period: null, sale: null, fee: null }],
    ['the base price is the label, the lower price sits beside it', pass({ price: 14999, base_price: 17999 }), 'en', { currency: 'USD', amount: '$179.99', period: null, sale: '$149.99', fee: null }],
    ['a base price equal to the price is no sale', pass({ price: 14999, base_price: 14999 }), 'en', { currency: 'USD', amount: '$149.99', period: null, sale: null, fee: null }],
    ['a base price below the price is still the label', pass({ price: 14999, base_price: 9999 }), 'en', { currency: 'USD', amount: '$99.99', period: null, sale: null, fee: null }],
    ['a service fee gets its line', pass({ price: 5999, service_fee: 199 }), 'en', { currency: 'USD', amount: '$59.99', period: null, sale: null, fee: '$1.99' }],
    ['a monthly subscription', pass({ price: 1299, offer: 'month', period: 'monthly' }), 'en', { currency: 'USD', amount: '$12.99', period: { count: 1, unit: 'month' }, sale: null, fee: null }],
    ['an annual offer is a year', pass({ price: 11999, offer: 'annual', period: 'annual' }), 'en', { currency: 'USD', amount: '$119.99', period: { count: 1, unit: 'year' }, sale: null, fee: null }],
    ['the period names the unit when no offer does', pass({ price: 1299, period: 'month' }), 'en', { currency: 'USD', amount: '$12.99', period: { count: 1, unit: 'month' }, sale: null, fee: null }],
    ['the pass’s period count', pass({ price: 5999, base_price: 7794, offer: 'month', period: 'monthly', period_count: 6 }), 'en', { currency: 'USD', amount: '$77.94', period: { count: 6, unit: 'month' }, sale: '$59.99', fee: null }],
  ])('%s', (_name, input, language, expected) => {
    expect(priceLabel(input, language)).toEqual(expected);
  });
});
